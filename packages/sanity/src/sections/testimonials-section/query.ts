import { testimonialFragment } from '../../fragments.ts'

export const testimonialsSectionProjection = /* groq */ `{ heading, intro, testimonials[]-> { ${testimonialFragment} } }`
export const testimonialsSectionReferences = ['testimonial'] as const
