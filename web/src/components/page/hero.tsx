import type { HeroData } from '@/sanity/types'
import { getLayout } from '@/sanity/content'
import { CtaButton } from '@/components/ui/cta-button'
import { buttonClass } from '@/components/ui/button'
import { telHref } from '@/components/ui/phone-link'
import { SanityImage } from '@/components/ui/sanity-image'
import { imagePreview } from '@/features/images/image-preview'
import { HeroBackdrop } from './hero-backdrop'
import { LeadFormCard } from '@/features/leads/lead-form-card'
import styles, { sheet } from './hero.pcss'
import { Sheet } from '@/styles/sheet'

/** The top of every page: the page's only h1, its introduction, buttons, phone and either a form or a picture. */
export async function Hero({ hero }: { hero: HeroData }) {
  const { settings } = await getLayout()
  const backdrop = Boolean(hero.image && hero.form)
  const split = Boolean(hero.image || hero.form)
  // With no form, the picture stands beside the copy: the largest thing on a phone's first screen.
  const beside = hero.form ? null : hero.image
  const preview = beside ? await imagePreview(beside) : null
  return (
    <section className={`${styles.hero} ${backdrop ? styles.withBackdrop : ''}`}>
      <Sheet of={sheet} />
      {backdrop ? (
        <div className={styles.backdrop}>
          <HeroBackdrop image={hero.image} />
        </div>
      ) : null}
      <div className={`container ${styles.inner} ${split ? styles.split : styles.solo}`}>
        <div className={styles.copy}>
          {hero.eyebrow ? <p className={`pill ${styles.eyebrow}`}>{hero.eyebrow}</p> : null}
          <h1 className={styles.title}>{hero.heading}</h1>
          {hero.text ? <p className={styles.text}>{hero.text}</p> : null}
          <div className={styles.actions}>
            {(hero.buttons ?? []).map((button, index) => (
              <CtaButton key={button._key} cta={button} variant={index === 0 ? 'primary' : backdrop ? 'ghostLight' : 'outline'} />
            ))}
            {hero.showPhone ? (
              <a className={buttonClass(backdrop ? 'ghostLight' : 'outline')} href={telHref(settings.phone)} data-track="phone_click">
                Call {settings.phone}
              </a>
            ) : null}
          </div>
        </div>
        {hero.form ? (
          <LeadFormCard
            formId={hero.form.formId}
            heading={hero.form.heading}
            text={hero.form.text}
            buttonLabel={hero.form.buttonLabel}
            className={styles.card}
            headingClassName={styles.cardTitle}
            textClassName={styles.cardText}
            noteClassName={styles.note}
          />
        ) : beside ? (
          <div className={styles.media}>
            <SanityImage image={beside} sizes="(min-width: 960px) 540px, 100vw" priority preview={preview} />
          </div>
        ) : null}
      </div>
    </section>
  )
}
