import type { SectionOf } from '@/sanity/types'
import { SectionShell } from './section-shell'
import styles from './steps.module.css'

/** Numbered process steps; the numbers come from the list, so reordering in Studio renumbers them. */
export function Steps({ section }: { section: SectionOf<'steps'> }) {
  return (
    <SectionShell heading={section.heading} intro={section.intro} id={`s-${section._key}`} tone="tinted">
      <ol className={styles.list}>
        {section.items.map((step, index) => (
          <li key={step._key} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <h3 className={styles.title}>{step.title}</h3>
            <p className={styles.text}>{step.text}</p>
          </li>
        ))}
      </ol>
    </SectionShell>
  )
}
