import type { SectionOf } from '@/sanity/types'
import { RichText } from '@/components/ui/rich-text'
import { SectionShell } from '../shared/section-shell'
import styles, { sheet } from './rich-text-section.pcss'
import { Sheet } from '@/styles/sheet'

export function RichTextSection({ section }: { section: SectionOf<'richText'> }) {
  return (
    <SectionShell heading={section.heading} align="left" id={`s-${section._key}`}>
      <Sheet of={sheet} />
      <RichText value={section.body} underHeading={Boolean(section.heading)} className={section.heading ? undefined : styles.centered} />
    </SectionShell>
  )
}
