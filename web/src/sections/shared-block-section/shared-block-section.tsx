import type { SectionOf } from '@/sanity/types'
import { SharedBlock } from './shared-block'
import styles, { sheet } from '../shared/section.pcss'
import { Sheet } from '@/styles/sheet'

export function SharedBlockSection({ section }: { section: SectionOf<'sharedBlockSection'> }) {
  return (
    <section className={styles.section} id={`s-${section._key}`}>
      <Sheet of={sheet} />
      <div className="container">
        <SharedBlock />
      </div>
    </section>
  )
}
