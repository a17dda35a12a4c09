import type { SectionOf } from '@/sanity/types'
import { SectionShell } from '../shared/section-shell'
import { TestimonialCard } from './testimonial-card'
import styles from './testimonials.module.css'

export function TestimonialsSection({ section }: { section: SectionOf<'testimonialsSection'> }) {
  return (
    <SectionShell heading={section.heading} intro={section.intro} tone="green" id={`s-${section._key}`}>
      <ul className={styles.grid}>
        {section.testimonials.map((testimonial) => (
          <li key={testimonial._id}>
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
    </SectionShell>
  )
}
