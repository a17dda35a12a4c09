import type { SectionOf } from '@/sanity/types'
import { Icon } from '@/components/ui/icon'
import { SectionShell } from '../shared/section-shell'
import { FeatureCard } from '../feature-grid/feature-card'
import { sheet as featureGridSheet } from '../feature-grid/feature-grid.pcss'
import styles, { sheet } from './pest-grid.pcss'
import { Sheet } from '@/styles/sheet'

/**
 * Pests with their own page as linked cards, then the other pests the team treats as plain tags:
 * they are named so visitors know they are covered, but have no page to link to.
 */
export function PestGrid({ section }: { section: SectionOf<'pestGrid'> }) {
  const extras = section.extras ?? []
  return (
    <SectionShell heading={section.heading} intro={section.intro} tone="tinted" id={`s-${section._key}`}>
      <Sheet of={sheet} />
      <Sheet of={featureGridSheet} />
      <ul className={styles.grid}>
        {section.items.map((item) => (
          <li key={item._key}>
            <FeatureCard item={item} sizes="(min-width: 1080px) 220px, (min-width: 600px) 50vw, 100vw" />
          </li>
        ))}
      </ul>
      {extras.length || section.extrasNote ? (
        <ul className={styles.extras}>
          {extras.map((name) => (
            <li key={name} className={styles.tag}>
              <Icon name="bug" size={18} />
              {name}
            </li>
          ))}
          {section.extrasNote ? <li className={`${styles.tag} ${styles.note}`}>{section.extrasNote}</li> : null}
        </ul>
      ) : null}
    </SectionShell>
  )
}
