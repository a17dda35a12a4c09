import type { CSSProperties } from 'react'
import type { SectionOf } from '@/sanity/types'
import { SectionShell } from '../shared/section-shell'
import styles, { sheet } from './steps.pcss'
import { Sheet } from '@/styles/sheet'

/** Numbered steps of a process: a row with a connecting line on wide screens, a timeline on phones. */
export function Steps({ section }: { section: SectionOf<'steps'> }) {
  // Up to four steps share one row; longer processes wrap onto a second row of the same width.
  const columns = Math.min(section.items.length, 4)
  return (
    <SectionShell heading={section.heading} intro={section.intro} tone="green" id={`s-${section._key}`}>
      <Sheet of={sheet} />
      <ol className={styles.steps} style={{ '--columns': columns } as CSSProperties}>
        {section.items.map((item, index) => (
          <li key={item._key} className={styles.step}>
            {/* The list is ordered, so the visible number is decoration for sighted readers. */}
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <div className={styles.body}>
              <h3 className={styles.title}>{item.title}</h3>
              <p className={styles.text}>{item.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </SectionShell>
  )
}
