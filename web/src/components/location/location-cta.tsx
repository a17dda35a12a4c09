import type { LocationSettingsQueryResult } from '@site/sanity'
import { EstimateButton, buttonClass } from '@/components/ui/button'
import { telHref } from '@/components/ui/phone-link'
import { ctaBannerSheet, ctaBannerStyles as styles } from '@/sections/parts'
import { Sheet } from '@/styles/sheet'

type Wording = NonNullable<LocationSettingsQueryResult>

/** The closing band of a town page; its button names the town and opens the estimate pop-up. */
export function LocationCta({ wording, phone }: { wording: Wording; phone: string }) {
  return (
    <section className={styles.band} aria-labelledby="town-cta">
      <Sheet of={ctaBannerSheet} />
      <div className="container">
        <div className={styles.inner}>
          <div>
            <h2 id="town-cta" className={styles.heading}>
              {wording.ctaHeading}
            </h2>
            <p className={styles.text}>{wording.ctaText}</p>
          </div>
          <div className={styles.actions}>
            <EstimateButton variant="light">{wording.ctaButtonLabel}</EstimateButton>
            <a className={buttonClass('ghostLight')} href={telHref(phone)} data-track="phone_click">
              Call {phone}
            </a>
          </div>
        </div>
      </div>
    </section>
  )
}
