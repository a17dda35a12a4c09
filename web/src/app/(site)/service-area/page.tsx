import type { Metadata } from 'next'
import { buttonClass, ButtonLink } from '@/components/ui/button'
import { telHref } from '@/components/ui/phone-link'
import { getLayout } from '@/sanity/content'
import { checkZip } from '@/features/service-area/service-area'
import { ZipCheckBox } from '@/features/service-area/zip-check-box'
import { ZIP_MESSAGE, isFiveDigits } from '@/features/service-area/zip-index'
import styles from '@/features/service-area/zip-check.pcss'

// Where the ZIP box's form goes when JavaScript is off: the answer, rendered per request (the
// static pages stay static). With JavaScript the box answers in place and never comes here.

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata(): Promise<Metadata> {
  const { settings } = await getLayout()
  return { title: settings.zipCheck?.heading ?? 'Service area', robots: { index: false, follow: true } }
}

export default async function ServiceAreaPage({ searchParams }: Props) {
  const raw = (await searchParams).zip
  const zip = (typeof raw === 'string' ? raw : '').trim()
  const valid = isFiveDigits(zip)
  const answer = valid ? await checkZip(zip) : null
  const { settings, navigation } = await getLayout()
  return (
    <section className={styles.page}>
      <div className="container">
        <ZipCheckBox id="service-area-zip" headingLevel={1} initial={{ zip, answer, error: valid ? null : ZIP_MESSAGE }} />
        {answer ? (
          <p className={styles.next}>
            {/* The served answer links to its town page already; outside the area the request goes to the contact form. */}
            {answer.served ? null : <ButtonLink href={`/contact?zip=${zip}`}>{navigation.contactLabel}</ButtonLink>}
            <a className={buttonClass('outline')} href={telHref(settings.phone)} data-track="phone_click">
              Call {settings.phone}
            </a>
          </p>
        ) : null}
      </div>
    </section>
  )
}
