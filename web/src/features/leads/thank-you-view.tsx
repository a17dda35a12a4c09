import type { Metadata } from 'next'
import { ButtonLink, buttonClass } from '@/components/ui/button'
import { telHref } from '@/components/ui/phone-link'
import { getLayout } from '@/sanity/content'
import styles, { sheet } from './thank-you.pcss'
import { Sheet } from '@/styles/sheet'

// Where a form posted before its scripts ran (or without them) sends the visitor once it is stored
// (server/native-forms.ts, with a 303, so a reload sends nothing twice). Static pages: the address
// carries nothing of the visitor's. With scripts the forms say Thank You! in place and never come here.

export type ThankYouKind = 'lead' | 'newsletter' | 'optOut'

async function wording(kind: ThankYouKind) {
  const { settings } = await getLayout()
  const words = settings.formThanks
  const [heading, text] =
    kind === 'lead'
      ? [words.leadHeading, words.leadText]
      : kind === 'newsletter'
        ? [words.newsletterHeading, words.newsletterText]
        : [words.optOutHeading, words.optOutText]
  return { heading, text, homeLabel: words.homeLabel, phone: settings.phone }
}

export async function thankYouMetadata(kind: ThankYouKind): Promise<Metadata> {
  const { heading } = await wording(kind)
  return { title: heading, robots: { index: false, follow: true } }
}

export async function ThankYouView({ kind }: { kind: ThankYouKind }) {
  const { heading, text, homeLabel, phone } = await wording(kind)
  return (
    <section className={styles.page}>
      <Sheet of={sheet} />
      <div className={`container ${styles.box}`}>
        <h1 className={styles.heading}>{heading}</h1>
        <p className={styles.text}>{text}</p>
        {/* After a request, the place for what the visitor can do next (a visit window to choose, say). */}
        <p className={styles.next}>
          <ButtonLink href="/">{homeLabel}</ButtonLink>
          {kind === 'lead' ? (
            <a className={buttonClass('outline')} href={telHref(phone)} data-track="phone_click">
              Call {phone}
            </a>
          ) : null}
        </p>
      </div>
    </section>
  )
}
