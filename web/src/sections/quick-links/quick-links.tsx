import type { SectionOf } from '@/sanity/types'
import { SectionShell } from '../shared/section-shell'
import styles, { sheet } from './quick-links.pcss'
import { Sheet } from '@/styles/sheet'

export function QuickLinks({ section }: { section: SectionOf<'quickLinks'> }) {
  return (
    <SectionShell heading={section.heading} intro={section.intro} id={`s-${section._key}`} tone="tinted">
      <Sheet of={sheet} />
      <ul className={styles.list}>
        {section.links.map((link) => (
          <li key={link._key}>
            <a className={styles.link} href={link.href}>
              <span>{link.label}</span>
              <span className={styles.arrow} aria-hidden="true">
                →
              </span>
            </a>
          </li>
        ))}
      </ul>
    </SectionShell>
  )
}
