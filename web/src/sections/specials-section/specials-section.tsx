import type { SectionOf } from '@/sanity/types'
import { ButtonLink, EstimateButton } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { SectionShell } from '../shared/section-shell'
import { offerEndsText } from './offer-ends'
import styles, { sheet } from './specials-section.pcss'
import { Sheet } from '@/styles/sheet'

type Special = SectionOf<'specialsSection'>['specials'][number]

const SPECIALS_PATH = '/specials'

function OfferButton({ special, opensDialog }: { special: Special; opensDialog: boolean }) {
  const variant = special.popular ? 'primary' : 'secondary'
  return opensDialog ? (
    <EstimateButton variant={variant} block>
      {special.ctaLabel}
    </EstimateButton>
  ) : (
    <ButtonLink href={SPECIALS_PATH} variant={variant} block>
      {special.ctaLabel}
    </ButtonLink>
  )
}

/** Offer cards; their buttons open the page's offer pop-up or lead to the specials page. */
export function SpecialsSection({ section }: { section: SectionOf<'specialsSection'> }) {
  // Every offer in the list may be outside its dates (scheduled or ended): then the section is left out.
  if (section.specials.length === 0) return null
  const opensDialog = section.buttonAction === 'modal'
  return (
    <SectionShell heading={section.heading} intro={section.intro} id={`s-${section._key}`}>
      <Sheet of={sheet} />
      <ul className={styles.grid}>
        {section.specials.map((special) => {
          const ends = offerEndsText(special.endsAt)
          return (
            <li key={special._id}>
              <article className={`${styles.card} ${special.popular ? styles.popular : ''}`}>
                <p className={styles.discount}>{special.discount}</p>
                {ends ? <p className={styles.ends}>{ends}</p> : null}
                <h3 className={styles.title}>{special.title}</h3>
                <p className={styles.description}>{special.description}</p>
                <ul className={styles.features}>
                  {special.features.map((feature, index) => (
                    <li key={index}>
                      <Icon name="check" size={18} />
                      <span>{feature}</span>
                    </li>
                  ))}
                </ul>
                <div className={styles.action}>
                  <OfferButton special={special} opensDialog={opensDialog} />
                </div>
              </article>
            </li>
          )
        })}
      </ul>
    </SectionShell>
  )
}
