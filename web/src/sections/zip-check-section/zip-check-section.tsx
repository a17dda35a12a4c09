import type { SectionOf } from '@/sanity/types'
import { ZipCheckBox } from '@/features/service-area/zip-check-box'
import styles, { sheet } from '../shared/section.pcss'
import { Sheet } from '@/styles/sheet'

export function ZipCheckSection({ section }: { section: SectionOf<'zipCheckSection'> }) {
  const id = `s-${section._key}`
  return (
    <section className={styles.section} aria-labelledby={`${id}-zip-heading`}>
      <Sheet of={sheet} />
      <div className="container">
        <ZipCheckBox id={`${id}-zip`} heading={section.heading} intro={section.intro} />
      </div>
    </section>
  )
}
