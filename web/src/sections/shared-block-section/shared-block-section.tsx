import type { SectionOf } from '@/sanity/types'
import { SharedBlock } from './shared-block'
import styles from '../shared/section.module.css'

export function SharedBlockSection({ section }: { section: SectionOf<'sharedBlockSection'> }) {
  return (
    <section className={styles.section} id={`s-${section._key}`}>
      <div className="container">
        <SharedBlock />
      </div>
    </section>
  )
}
