import type { SectionOf } from '@/sanity/types'
import { ZipCheckBox } from '@/features/service-area/zip-check-box'
import styles from '../shared/section.module.css'

export function ZipCheckSection({ section }: { section: SectionOf<'zipCheckSection'> }) {
  const id = `s-${section._key}`
  return (
    <section className={styles.section} aria-labelledby={`${id}-zip-heading`}>
      <div className="container">
        <ZipCheckBox id={`${id}-zip`} heading={section.heading} intro={section.intro} />
      </div>
    </section>
  )
}
