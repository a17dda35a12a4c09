import type { SectionOf } from '@/sanity/types'
import { Icon } from '@/components/ui/icon'
import { SectionShell } from '../shared/section-shell'
import styles, { sheet } from './service-area-grid.pcss'
import { Sheet } from '@/styles/sheet'

export function ServiceAreaGrid({ section }: { section: SectionOf<'serviceAreaGrid'> }) {
  return (
    <SectionShell heading={section.heading} intro={section.intro} tone="tinted" id={`s-${section._key}`}>
      <Sheet of={sheet} />
      <ul className={styles.grid}>
        {section.locations.map((town) => (
          <li key={town._id}>
            <a className={styles.link} href={`/locations/${town.slug}`}>
              <span className={styles.pin}>
                <Icon name="map-pin" size={20} />
              </span>
              <span>
                {town.name}
                <span className={styles.meta}>Population {town.population}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </SectionShell>
  )
}
