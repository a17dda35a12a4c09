import { formEntry } from '@site/leads'
import type { SectionOf } from '@/sanity/types'
import { getLayout } from '@/sanity/content'
import { NewsletterForm } from '../section-forms'
import sectionStyles, { sheet as sectionSheet } from '../shared/section.pcss'
import styles, { sheet } from './newsletter-section.pcss'
import { Sheet } from '@/styles/sheet'

export async function NewsletterSection({ section }: { section: SectionOf<'newsletterSection'> }) {
  const { settings } = await getLayout()
  const headingId = `s-${section._key}-heading`
  return (
    <section className={sectionStyles.section} aria-labelledby={headingId}>
      <Sheet of={sectionSheet} />
      <Sheet of={sheet} />
      <div className="container">
        <div className={styles.box}>
          <div>
            <h2 id={headingId}>{section.heading}</h2>
            {section.intro ? <p>{section.intro}</p> : null}
          </div>
          <NewsletterForm
            form={formEntry('blog-newsletter-form')}
            buttonLabel={section.buttonLabel}
            successMessage={section.successMessage}
            consentText={settings.newsletterConsentText}
            consentVersion={settings.newsletterConsentVersion}
          />
        </div>
      </div>
    </section>
  )
}
