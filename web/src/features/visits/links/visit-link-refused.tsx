import { telHref } from '@/components/ui/phone-link'
import { buttonClass } from '@/components/ui/button'
import { getLayout } from '@/sanity/content'
import { Sheet } from '@/styles/sheet'
import styles, { sheet } from './visit-pages.pcss'
import { FORBIDDEN } from './visit-link-handlers'

/** What a visit link whose key does not hold shows (status 403): nothing of the request, the phone. */
export async function VisitLinkRefused() {
  const { settings } = await getLayout()
  return (
    <section className={styles.page}>
      <Sheet of={sheet} />
      <div className={`container ${styles.box}`}>
        <h1 className={styles.heading}>Link not valid</h1>
        <p className={styles.text}>{FORBIDDEN}</p>
        <p className={styles.actions}>
          <a className={buttonClass('primary')} href={telHref(settings.phone)}>
            Call {settings.phone}
          </a>
        </p>
      </div>
    </section>
  )
}
