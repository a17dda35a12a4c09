import type { SectionOf } from '@/sanity/types'
import { EstimateButton } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { editTarget } from '@/sanity/edit-target'
import { SectionShell } from '../shared/section-shell'
import styles, { sheet } from './plan-cards.pcss'
import { Sheet } from '@/styles/sheet'

type Plan = SectionOf<'planCards'>['plans'][number]

async function Price({ plan }: { plan: Plan }) {
  return (
    <p className={styles.price}>
      <span className={styles.amount} {...await editTarget(plan._id, 'plan', 'price')}>
        ${plan.price}
      </span>
      <span className={styles.period}>/month</span>
    </p>
  )
}

function FullCard({ plan, buttonLabel }: { plan: Plan; buttonLabel: string | null }) {
  return (
    <article className={`${styles.card} ${plan.popular ? styles.popular : ''}`}>
      {plan.popular ? <span className={styles.badge}>Most popular</span> : null}
      <h3 className={styles.name}>{plan.name}</h3>
      <Price plan={plan} />
      {plan.savings ? <span className={styles.savings}>Save ${plan.savings}/month</span> : null}
      <p className={styles.description}>{plan.description}</p>
      <ul className={styles.features}>
        {plan.features.map((feature, index) => (
          <li key={index}>
            <Icon name="check" size={18} />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      {plan.boostersNote ? <p className={styles.boosters}>{plan.boostersNote}</p> : null}
      {buttonLabel ? (
        <div className={styles.action}>
          <EstimateButton variant={plan.popular ? 'primary' : 'secondary'} block>
            {buttonLabel}
          </EstimateButton>
        </div>
      ) : null}
    </article>
  )
}

function CompactTile({ plan }: { plan: Plan }) {
  return (
    <div className={styles.tile}>
      <h3 className={styles.name}>{plan.name}</h3>
      <Price plan={plan} />
      {plan.savings ? <span className={styles.savings}>Save ${plan.savings}/month</span> : null}
    </div>
  )
}

/** Plan prices, features and savings come from the plan documents, so every page shows the same figures. */
export function PlanCards({ section }: { section: SectionOf<'planCards'> }) {
  const compact = section.variant === 'compact'
  return (
    <SectionShell heading={section.heading} intro={section.intro} tone={compact ? 'plain' : 'tinted'} id={`s-${section._key}`}>
      <Sheet of={sheet} />
      <ul className={compact ? styles.compact : styles.grid}>
        {section.plans.map((plan) => (
          <li key={plan._id}>{compact ? <CompactTile plan={plan} /> : <FullCard plan={plan} buttonLabel={section.buttonLabel} />}</li>
        ))}
      </ul>
      {section.notes?.length ? (
        <ul className={styles.notes}>
          {section.notes.map((note, index) => (
            <li key={index}>{note}</li>
          ))}
        </ul>
      ) : null}
    </SectionShell>
  )
}
