import type { SectionOf } from '@/sanity/types'
import { SectionShell } from '../shared/section-shell'
import styles, { sheet } from './milestones-section.pcss'
import { Sheet } from '@/styles/sheet'

/** A vertical timeline, oldest first, as an ordered list a screen reader announces in sequence. */
export function MilestonesSection({ section }: { section: SectionOf<'milestonesSection'> }) {
  return (
    <SectionShell heading={section.heading} intro={section.intro} id={`s-${section._key}`} tone="tinted">
      <Sheet of={sheet} />
      <ol className={styles.timeline}>
        {section.milestones.map((milestone) => (
          <li key={milestone._id} className={styles.item}>
            <p className={styles.year}>{milestone.year}</p>
            <div className={styles.body}>
              <h3 className={styles.title}>{milestone.title}</h3>
              <p className={styles.text}>{milestone.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </SectionShell>
  )
}
