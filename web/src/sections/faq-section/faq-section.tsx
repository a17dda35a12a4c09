import type { SectionOf } from '@/sanity/types'
import { SectionShell } from '../shared/section-shell'
import { FaqList } from './faq-list'

export function FaqSection({ section }: { section: SectionOf<'faqSection'> }) {
  return (
    <SectionShell heading={section.heading} intro={section.intro} id={`s-${section._key}`}>
      <FaqList faqs={section.faqs} />
    </SectionShell>
  )
}
