import type { PostQueryResult } from '@site/sanity'
import { getLayout } from '@/sanity/content'
import { ButtonLink, buttonClass } from '@/components/ui/button'
import { telHref } from '@/components/ui/phone-link'
import styles, { sheet } from './article.pcss'
import { Sheet } from '@/styles/sheet'

type Cta = NonNullable<PostQueryResult>['cta']

/** The box that ends every article: the phone number as a call link and one button. */
export async function ArticleCta({ cta }: { cta: Cta }) {
  const { settings } = await getLayout()
  const phone = cta.secondaryPhone ? settings.secondaryPhone : settings.phone
  return (
    <section className={styles.cta} aria-labelledby="article-cta">
      <Sheet of={sheet} />
      <h2 id="article-cta">{cta.heading}</h2>
      <p>{cta.text}</p>
      <div className={styles.ctaActions}>
        <a className={buttonClass('ghostLight')} href={telHref(phone)} data-track="phone_click">
          Call {phone}
        </a>
        <ButtonLink href={cta.href} variant="light">
          {cta.label}
        </ButtonLink>
      </div>
    </section>
  )
}
