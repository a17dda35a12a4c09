import type { SectionOf } from '@/sanity/types'
import { OptOutForm } from '@/features/opt-out/opt-out-form'
import { SectionShell } from '../shared/section-shell'

export function OptOutSection({ section }: { section: SectionOf<'optOutSection'> }) {
  return (
    <SectionShell heading={section.heading} intro={section.intro} id={`s-${section._key}`}>
      <OptOutForm wording={section} />
    </SectionShell>
  )
}
