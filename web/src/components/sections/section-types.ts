import type { SectionOf } from '@/sanity/types'

export type TestimonialsSectionData = SectionOf<'testimonialsSection'>
