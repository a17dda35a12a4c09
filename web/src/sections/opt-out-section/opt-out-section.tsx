import type { SectionOf } from '@/sanity/types'
import { OptOutForm } from '../section-forms'
import { sheet } from '@/features/opt-out/opt-out.pcss'
import { SectionShell } from '../shared/section-shell'
import { Sheet } from '@/styles/sheet'

export function OptOutSection({ section }: { section: SectionOf<'optOutSection'> }) {
  return (
    <SectionShell heading={section.heading} intro={section.intro} id={`s-${section._key}`}>
      <Sheet of={sheet} />
      <OptOutForm wording={section} />
    </SectionShell>
  )
}
