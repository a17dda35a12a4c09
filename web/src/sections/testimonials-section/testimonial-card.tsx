import type { SectionOf } from '@/sanity/types'

type TestimonialsSectionData = SectionOf<'testimonialsSection'>
import { Stars } from '@/components/ui/stars'
import { ReviewLabel } from '@/features/reviews/review-label'
import styles from './testimonials.pcss'

type Testimonial = TestimonialsSectionData['ownReviews'][number]

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className={styles.card}>
      <ReviewLabel review={testimonial} />
      <span>
        <Stars rating={testimonial.rating} />
        <span className="visually-hidden">{testimonial.rating} out of 5 stars</span>
      </span>
      <blockquote className={styles.quote}>
        <p>{testimonial.text}</p>
      </blockquote>
      <figcaption className={styles.who}>
        <cite className={styles.name}>{testimonial.name}</cite>
        <span className={styles.place}>{testimonial.location}</span>
      </figcaption>
    </figure>
  )
}
