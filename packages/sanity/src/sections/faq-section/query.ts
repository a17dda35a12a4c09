import { faqFragment } from '../../fragments.ts'

export const faqSectionProjection = /* groq */ `{ heading, intro, faqs[]-> { ${faqFragment} } }`
export const faqSectionReferences = ['faq'] as const
