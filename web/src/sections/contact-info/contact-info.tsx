import type { ReactNode } from 'react'
import type { IconName, SectionOf, Settings } from '@/sanity/types'
import { getLayout } from '@/sanity/content'
import { hoursText } from '@/components/layout/opening-hours'
import { Icon } from '@/components/ui/icon'
import { EmailLink, PhoneLink } from '@/components/ui/phone-link'
import { SectionShell } from '../shared/section-shell'
import styles, { sheet } from './contact-info.pcss'
import { Sheet } from '@/styles/sheet'

type Entry = { key: string; icon: IconName; label: string; content: ReactNode }

/** Phone, e-mail, street address and hours, all from site settings. */
function entries(settings: Settings, section: SectionOf<'contactInfo'>): Entry[] {
  const { address } = settings
  const list: Entry[] = [
    { key: 'phone', icon: 'phone', label: 'Call us', content: <PhoneLink phone={settings.phone} className={styles.link} /> },
    { key: 'email', icon: 'chat', label: 'E-mail us', content: <EmailLink email={settings.email} className={styles.link} /> },
  ]
  if (section.showAddress) {
    list.push({
      key: 'address',
      icon: 'map-pin',
      label: 'Our office',
      content: (
        <address className={styles.address}>
          {address.street}
          <br />
          {address.city}, {address.region} {address.postalCode}
        </address>
      ),
    })
  }
  if (section.showHours) {
    list.push({
      key: 'hours',
      icon: 'clock',
      label: 'Business hours',
      content: (
        <dl className={styles.hours}>
          {settings.hours.map((hours) => (
            <div key={hours._key}>
              <dt>{hours.label}</dt>
              <dd>{hoursText(hours)}</dd>
            </div>
          ))}
        </dl>
      ),
    })
  }
  return list
}

export async function ContactInfo({ section }: { section: SectionOf<'contactInfo'> }) {
  const { settings } = await getLayout()
  const compact = section.variant === 'compact'
  return (
    <SectionShell heading={section.heading} intro={section.intro} id={`s-${section._key}`}>
      <Sheet of={sheet} />
      <ul className={compact ? styles.compact : styles.cards}>
        {entries(settings, section).map((entry) => (
          <li key={entry.key} className={styles.entry}>
            <span className={styles.icon}>
              <Icon name={entry.icon} size={compact ? 20 : 26} />
            </span>
            <div>
              <h3 className={styles.label}>{entry.label}</h3>
              {entry.content}
            </div>
          </li>
        ))}
      </ul>
    </SectionShell>
  )
}
