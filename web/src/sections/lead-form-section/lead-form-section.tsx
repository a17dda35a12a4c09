import type { SectionOf } from '@/sanity/types'
import { Icon } from '@/components/ui/icon'
import { LeadFormCard } from '@/features/leads/lead-form-card'
import { SectionShell } from '../shared/section-shell'
import styles, { sheet } from './lead-form-section.pcss'
import { Sheet } from '@/styles/sheet'

export function LeadFormSection({ section }: { section: SectionOf<'leadFormSection'> }) {
  return (
    <SectionShell heading={section.heading} intro={section.intro} tone="green" align="left" id={`s-${section._key}`}>
      <Sheet of={sheet} />
      <div className={styles.layout}>
        <ul className={styles.points}>
          {(section.points ?? []).map((point, index) => (
            <li key={index}>
              <Icon name="check" />
              {point}
            </li>
          ))}
        </ul>
        <LeadFormCard
          formId={section.form.formId}
          heading={section.form.heading}
          text={section.form.text}
          buttonLabel={section.form.buttonLabel}
          headingLevel={section.heading ? 3 : 2}
          className={styles.card}
          headingClassName={styles.cardTitle}
          textClassName={styles.cardText}
          noteClassName={styles.note}
        />
      </div>
    </SectionShell>
  )
}
