import { getLayout } from '@/sanity/content'
import { CtaButton } from '@/components/ui/cta-button'
import { Icon } from '@/components/ui/icon'
import styles, { sheet } from './shared-block.pcss'
import { Sheet } from '@/styles/sheet'

/** The shared "why choose us" block, edited once in Studio and shown on town pages and selected articles. */
export async function SharedBlock({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { sharedBlock } = await getLayout()
  if (!sharedBlock) return null
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const PointHeading = headingLevel === 2 ? 'h3' : 'h4'
  return (
    <aside className={styles.block} aria-label={sharedBlock.heading}>
      <Sheet of={sheet} />
      <div className={styles.head}>
        <Heading>{sharedBlock.heading}</Heading>
        <p>{sharedBlock.text}</p>
      </div>
      <ul className={styles.points}>
        {sharedBlock.points.map((point) => (
          <li key={point._key} className={styles.point}>
            <span className={styles.icon}>
              <Icon name={point.icon} size={22} />
            </span>
            <div>
              <PointHeading className={styles.pointTitle}>{point.title}</PointHeading>
              <p className={styles.pointText}>{point.text}</p>
            </div>
          </li>
        ))}
      </ul>
      <CtaButton cta={sharedBlock.button} />
    </aside>
  )
}
