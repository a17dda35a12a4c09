import type { SectionOf } from '@/sanity/types'
import { formatMoney } from '@/features/pricing/estimate'
import { compareSavings } from '@/features/pricing/savings'
import { SectionShell } from '../shared/section-shell'
import styles, { sheet } from './savings-comparison.pcss'
import { Sheet } from '@/styles/sheet'

type Section = SectionOf<'savingsComparison'>

/**
 * Separate services added up against one plan. Both readings of the saving are shown: the
 * saving this sum gives and the saving written on the plan's card (they differ in the content).
 */
export function SavingsComparison({ section }: { section: Section }) {
  const { items, separate, monthly, yearly } = compareSavings(section.separateItems, section.bundle.price)
  const bundle = section.bundle
  return (
    <SectionShell heading={section.heading} intro={section.intro} id={`s-${section._key}`} tone="green">
      <Sheet of={sheet} />
      <div className={styles.board}>
        <div className={styles.column}>
          <h3 className={styles.columnTitle}>Bought separately</h3>
          <ul className={styles.items}>
            {items.map((item) => (
              <li key={item._key}>
                <span>{item.label}</span>
                <span className={styles.amount}>{formatMoney(item.monthlyPrice)}/mo</span>
              </li>
            ))}
          </ul>
          <p className={styles.sum}>
            <span>{items.map((item) => formatMoney(item.monthlyPrice)).join(' + ')} =</span>
            <strong className={styles.strike}>{formatMoney(separate)}/mo</strong>
          </p>
        </div>
        <div className={styles.versus} aria-hidden="true">
          vs
        </div>
        <div className={`${styles.column} ${styles.bundle}`}>
          <h3 className={styles.columnTitle}>{bundle.name}</h3>
          <p className={styles.bundlePrice}>
            {formatMoney(bundle.price)}
            <span>/mo</span>
          </p>
          <p className={styles.saving}>
            You save <strong>{formatMoney(monthly)}/month</strong>, or <strong>{formatMoney(yearly)}/year</strong>
          </p>
          {bundle.savings ? (
            <p className={styles.cardFigure}>
              Saving quoted on the {bundle.name} card: <strong>{formatMoney(bundle.savings)}/month</strong>
            </p>
          ) : null}
        </div>
      </div>
      {section.note ? <p className={styles.note}>{section.note}</p> : null}
    </SectionShell>
  )
}
