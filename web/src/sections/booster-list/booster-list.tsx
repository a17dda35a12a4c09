import type { SectionOf } from '@/sanity/types'
import { Icon } from '@/components/ui/icon'
import { getLayout } from '@/sanity/content'
import { SectionShell } from '../shared/section-shell'
import styles, { sheet } from './booster-list.pcss'
import { Sheet } from '@/styles/sheet'

/** The seasonal boosters of the Pricing rules document, in calendar order, so every page lists the same months. */
export async function BoosterList({ section }: { section: SectionOf<'boosterList'> }) {
  const { boosters } = (await getLayout()).pricing
  if (!boosters.length) return null
  return (
    <SectionShell heading={section.heading} intro={section.intro} id={`s-${section._key}`}>
      <Sheet of={sheet} />
      <ol className={styles.list}>
        {boosters.map((booster) => (
          <li key={booster._key} className={styles.item}>
            <p className={styles.month}>
              <Icon name="calendar" size={18} />
              {booster.month}
            </p>
            <h3 className={styles.title}>{booster.title}</h3>
            <p className={styles.text}>{booster.description}</p>
          </li>
        ))}
      </ol>
    </SectionShell>
  )
}
