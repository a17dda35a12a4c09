import type { SectionOf } from '@/sanity/types'
import styles, { sheet } from './faq-section.pcss'
import { Sheet } from '@/styles/sheet'

type Faq = SectionOf<'faqSection'>['faqs'][number]

/** Questions as native disclosure widgets: keyboard and screen-reader friendly with no script. */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <div className={styles.list}>
      <Sheet of={sheet} />
      {faqs.map((faq) => (
        <details key={faq._id} className={styles.item}>
          <summary className={styles.question}>{faq.question}</summary>
          <div className={styles.answer}>
            {faq.answer.split(/\n{2,}/).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        </details>
      ))}
    </div>
  )
}
