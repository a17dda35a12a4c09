import type { SectionOf } from '@/sanity/types'
import { CtaButton } from '@/components/ui/cta-button'
import { buttonClass } from '@/components/ui/button'
import { telHref } from '@/components/ui/phone-link'
import { getLayout } from '@/sanity/content'
import styles, { sheet } from './cta-banner.pcss'
import { Sheet } from '@/styles/sheet'

export async function CtaBanner({ section }: { section: SectionOf<'ctaBanner'> }) {
  const { phone } = (await getLayout()).settings
  const tone = section.tone === 'promo' ? styles.promo : section.tone === 'light' ? styles.light : ''
  const onDark = section.tone !== 'light'
  return (
    <section className={styles.band} aria-labelledby={`s-${section._key}-heading`}>
      <Sheet of={sheet} />
      <div className="container">
        <div className={`${styles.inner} ${tone}`}>
          <div>
            {section.badge ? <span className={styles.badge}>{section.badge}</span> : null}
            <h2 id={`s-${section._key}-heading`} className={styles.heading}>
              {section.heading}
            </h2>
            {section.text ? <p className={styles.text}>{section.text}</p> : null}
          </div>
          <div className={styles.actions}>
            <CtaButton cta={section.button} variant={onDark ? 'light' : 'primary'} />
            {section.showPhone ? (
              <a className={buttonClass(onDark ? 'ghostLight' : 'outline')} href={telHref(phone)} data-track="phone_click">
                Call {phone}
              </a>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  )
}
