import type { SectionOf } from '@/sanity/types'
import { Icon } from '@/components/ui/icon'
import { SanityImage } from '@/components/ui/sanity-image'
import { SectionShell } from '../shared/section-shell'
import styles, { sheet } from './list-section.pcss'
import { Sheet } from '@/styles/sheet'

export function ListSection({ section }: { section: SectionOf<'listSection'> }) {
  const numbered = section.style === 'number'
  const List = numbered ? 'ol' : 'ul'
  return (
    <SectionShell heading={section.heading} intro={section.intro} id={`s-${section._key}`} align={section.image ? 'left' : 'center'}>
      <Sheet of={sheet} />
      <div className={`${styles.layout} ${section.image ? styles.withImage : ''}`}>
        <List className={`${styles.list} ${section.image ? '' : styles.columns}`}>
          {section.items.map((item, index) => (
            <li key={index} className={styles.item}>
              <span className={styles.marker} aria-hidden="true">
                {numbered ? index + 1 : section.style === 'check' ? <Icon name="check" size={18} /> : '•'}
              </span>
              <span>{item}</span>
            </li>
          ))}
        </List>
        {section.image ? (
          <div className={styles.media}>
            <SanityImage image={section.image} sizes="(min-width: 960px) 480px, 100vw" />
          </div>
        ) : null}
      </div>
    </SectionShell>
  )
}
