import type { SectionOf } from '@/sanity/types'
import { SectionShell } from '../shared/section-shell'
import { TestimonialCard } from './testimonial-card'
import styles, { sheet } from './testimonials.pcss'
import { Sheet } from '@/styles/sheet'

/** The page's own reviews when it asks for them and has some, else the ones chosen; nothing when neither. */
export function TestimonialsSection({ section }: { section: SectionOf<'testimonialsSection'> }) {
  const reviews = section.ownReviews.length ? section.ownReviews : (section.testimonials ?? [])
  if (!reviews.length) return null
  return (
    <SectionShell heading={section.heading} intro={section.intro} tone="green" id={`s-${section._key}`}>
      <Sheet of={sheet} />
      <ul className={styles.grid}>
        {reviews.map((testimonial) => (
          <li key={testimonial._id}>
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
    </SectionShell>
  )
}
