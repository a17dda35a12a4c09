import type { SectionOf } from '@/sanity/types'
import { SectionShell } from '../shared/section-shell'
import styles, { sheet } from './stats-section.pcss'
import { Sheet } from '@/styles/sheet'

export function StatsSection({ section }: { section: SectionOf<'statsSection'> }) {
  return (
    <SectionShell heading={section.heading} intro={section.intro} id={`s-${section._key}`}>
      <Sheet of={sheet} />
      <ul className={styles.grid}>
        {section.stats.map((stat) => (
          <li key={stat._id} className={styles.card}>
            <p className={styles.value}>{stat.value}</p>
            <h3 className={styles.label}>{stat.label}</h3>
            <p className={styles.description}>{stat.description}</p>
          </li>
        ))}
      </ul>
    </SectionShell>
  )
}
