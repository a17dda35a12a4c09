import Link from 'next/link'
import { getLayout } from '@/sanity/content'
import { buttonClass } from '@/components/ui/button'
import { telHref } from '@/components/ui/phone-link'

export default async function NotFound() {
  const { settings, navigation } = await getLayout()
  const services = navigation.footerServices
  return (
    <section className="container" style={{ paddingBlock: 'var(--space-section)', maxWidth: 760 }}>
      <h1>We could not find that page</h1>
      <p>The address may have changed. These pages are a good place to start, or call us and we will help.</p>
      <ul>
        {services.map((link) => (
          <li key={link._key}>
            <Link href={link.href}>{link.label}</Link>
          </li>
        ))}
      </ul>
      <p style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
        <Link className={buttonClass('primary')} href="/">
          Back to the home page
        </Link>
        <a className={buttonClass('outline')} href={telHref(settings.phone)} data-track="phone_click">
          Call {settings.phone}
        </a>
      </p>
    </section>
  )
}
