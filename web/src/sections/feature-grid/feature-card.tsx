import type { FeatureItemData } from '@/sanity/types'
import { Icon } from '@/components/ui/icon'
import { SanityImage } from '@/components/ui/sanity-image'
import styles from './feature-grid.pcss'

/** A card with a picture or an icon; with an address, the whole card is one link named by its title. */
export function FeatureCard({ item, headingLevel = 3, sizes }: { item: FeatureItemData; headingLevel?: 3 | 4; sizes: string }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4'
  return (
    <article className={`${styles.card} ${item.href ? styles.linked : ''}`}>
      {item.image ? (
        <div className={styles.media}>
          <SanityImage image={item.image} sizes={sizes} />
        </div>
      ) : null}
      <div className={styles.body}>
        {item.image ? null : (
          <span className={styles.icon}>
            <Icon name={item.icon} size={26} />
          </span>
        )}
        <Heading className={styles.title}>{item.href ? <a href={item.href}>{item.title}</a> : item.title}</Heading>
        <p className={styles.text}>{item.text}</p>
        {item.href ? (
          <span className={styles.more} aria-hidden="true">
            Learn more →
          </span>
        ) : null}
      </div>
    </article>
  )
}
