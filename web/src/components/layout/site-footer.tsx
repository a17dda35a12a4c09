import { ratingSourceText, stegaClean } from '@site/sanity'
import type { Layout } from '@/sanity/content'
import { Icon } from '@/components/ui/icon'
import { EmailLink, PhoneLink } from '@/components/ui/phone-link'
import { Stars } from '@/components/ui/stars'
import { LogoMark } from './logo-mark'
import { hoursText } from './opening-hours'
import styles from './footer.pcss'
import { LegalLinks } from '@/components/ui/legal-links'

export function SiteFooter({ layout }: { layout: Layout }) {
  const { settings, navigation } = layout
  const miles = Math.round(settings.serviceRadiusMeters / 1609.344)
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <span className={styles.brandName}>
            <LogoMark size={34} />
            {settings.companyName}
          </span>
          <p>{settings.footerBlurb}</p>
          <p className={styles.rating}>
            <Stars rating={settings.rating.value} />
            {settings.rating.value} from {settings.rating.count} reviews on {ratingSourceText(stegaClean(settings.rating))}
          </p>
          <div>
            <h2 className={styles.heading}>Follow Us</h2>
            <ul className={styles.list}>
              {settings.socialProfiles.map((profile) => (
                <li key={profile._key}>
                  <a href={profile.href} rel="noopener noreferrer">
                    {profile.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <nav aria-label="Services">
          <h2 className={styles.heading}>Services</h2>
          <ul className={styles.list}>
            {navigation.footerServices.map((link) => (
              <li key={link._key}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Quick links">
          <h2 className={styles.heading}>Quick Links</h2>
          <ul className={styles.list}>
            {navigation.footerQuickLinks.map((link) => (
              <li key={link._key}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Service areas">
          <h2 className={styles.heading}>Service Areas</h2>
          <ul className={`${styles.list} ${styles.areas}`}>
            {navigation.footerAreas.map((link) => (
              <li key={link._key}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
          <p>Service radius: {miles} miles</p>
        </nav>
        <div>
          <h2 className={styles.heading}>Contact</h2>
          <p className={styles.contactLine}>
            <Icon name="phone" size={18} />
            <PhoneLink phone={settings.phone} className={styles.bigPhone} />
          </p>
          <p className={styles.contactLine}>
            <Icon name="chat" size={18} />
            <EmailLink email={settings.email} />
          </p>
          <p className={styles.contactLine}>
            <Icon name="map-pin" size={18} />
            <span>
              {settings.address.street}
              <br />
              {settings.address.city}, {settings.address.region} {settings.address.postalCode}
            </span>
          </p>
          <dl className={styles.facts}>
            <dt>Hours</dt>
            <dd>
              {settings.hours.map((hours) => (
                <span key={hours._key} style={{ display: 'block' }}>
                  {hours.label}: {hoursText(hours)}
                </span>
              ))}
            </dd>
            <dt>Payment</dt>
            <dd>{settings.paymentMethods.join(', ')}</dd>
          </dl>
        </div>
      </div>
      <div className={`container ${styles.bottom}`}>
        <span>
          © {new Date().getFullYear()} {settings.companyName}. {settings.license}
          {settings.licenseNumber ? `, license no. ${settings.licenseNumber}` : ''}.
        </span>
        <span>
          <LegalLinks />
        </span>
      </div>
    </footer>
  )
}
