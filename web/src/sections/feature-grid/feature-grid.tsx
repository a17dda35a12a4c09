import type { SectionOf } from '@/sanity/types'
import { SectionShell } from '../shared/section-shell'
import { FeatureCard } from './feature-card'
import styles, { sheet } from './feature-grid.pcss'
import { Sheet } from '@/styles/sheet'

const SIZES: Record<number, string> = {
  2: '(min-width: 1080px) 560px, (min-width: 600px) 50vw, 100vw',
  3: '(min-width: 1080px) 370px, (min-width: 600px) 50vw, 100vw',
  4: '(min-width: 1080px) 280px, (min-width: 600px) 50vw, 100vw',
}

export function FeatureGrid({ section }: { section: SectionOf<'featureGrid'> }) {
  const columns = section.columns
  return (
    <SectionShell
      heading={section.heading}
      intro={section.intro}
      tone={section.tone === 'tinted' ? 'tinted' : 'plain'}
      id={`s-${section._key}`}
    >
      <Sheet of={sheet} />
      <ul className={`${styles.grid} ${styles[`cols${columns}`] ?? ''}`}>
        {section.items.map((item) => (
          <li key={item._key}>
            <FeatureCard item={item} sizes={SIZES[columns] ?? SIZES[3]!} />
          </li>
        ))}
      </ul>
    </SectionShell>
  )
}
