'use client'

import { useState, useSyncExternalStore, type ChangeEvent } from 'react'
import { EstimateButton } from '@/components/ui/button'
import {
  MAX_SQFT,
  MIN_SQFT,
  estimate,
  formatMoney,
  formatNumber,
  inputFromParams,
  type EstimateInput,
  type EstimatorPlan,
  type EstimatorRules,
} from './estimate'
import styles from './estimator.pcss'

type Props = {
  plans: EstimatorPlan[]
  rules: EstimatorRules
  initial: EstimateInput
  /** Where the form goes without JavaScript: a page that renders the estimate for the query string. */
  action: string
  /** Opens the page's estimate pop-up; no button when null. */
  ctaLabel: string | null
}

const noop = () => () => {}

/** Reads the form the same way the server reads the submitted query string. */
function readForm(form: HTMLFormElement, plans: EstimatorPlan[], rules: EstimatorRules): EstimateInput {
  const data = new FormData(form)
  const params: Record<string, string[]> = {}
  for (const [key, value] of data) if (typeof value === 'string') (params[key] ??= []).push(value)
  return inputFromParams(params, plans, rules)
}

/**
 * Server-rendered with the initial estimate; without JavaScript the GET form reloads a page that
 * prices the submitted choices. Once hydrated it recalculates on every change instead.
 */
export function EstimatorForm({ plans, rules, initial, action, ctaLabel }: Props) {
  const [input, setInput] = useState(initial)
  const hydrated = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  )
  const result = estimate(input, plans, rules)
  const update = (event: ChangeEvent<HTMLInputElement>) => {
    const form = event.currentTarget.form
    if (form) setInput(readForm(form, plans, rules))
  }
  const perThousand = formatMoney(rules.extraPer1000Sqft)

  return (
    <form
      className={styles.layout}
      method="get"
      action={action}
      onSubmit={(event) => {
        event.preventDefault()
        setInput(readForm(event.currentTarget, plans, rules))
      }}
    >
      <div className={styles.controls}>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>1. Your plan</legend>
          <div className={styles.plans}>
            {plans.map((plan) => (
              <label key={plan.key} className={styles.plan}>
                <input type="radio" name="plan" value={plan.key} checked={plan.key === result.plan.key} onChange={update} />
                <span className={styles.planName}>{plan.name}</span>
                <span className={styles.planPrice}>{formatMoney(plan.price)}/mo</span>
              </label>
            ))}
          </div>
        </fieldset>

        <div className={styles.group}>
          <label className={styles.legend} htmlFor="estimator-sqft">
            2. Lawn size (sq ft)
          </label>
          <input
            id="estimator-sqft"
            className={styles.number}
            type="number"
            name="sqft"
            inputMode="numeric"
            min={MIN_SQFT}
            max={MAX_SQFT}
            step={100}
            defaultValue={initial.sqft}
            onChange={update}
            aria-describedby="estimator-sqft-hint"
          />
          <p id="estimator-sqft-hint" className={styles.hint}>
            Turf only. Up to {formatNumber(rules.includedSqft)} sq ft is included; each started 1,000 sq ft more adds {perThousand}/mo.
          </p>
        </div>

        <fieldset className={styles.group}>
          <legend className={styles.legend}>3. Add-ons</legend>
          <div className={styles.options}>
            {result.addOns.map((line) => (
              <label key={line.key} className={styles.option}>
                <input type="checkbox" name="addon" value={line.key} checked={line.chosen} disabled={line.included} onChange={update} />
                <span>{line.name}</span>
                <span className={styles.optionPrice}>{line.included ? 'Included' : `+${formatMoney(line.monthlyPrice)}/mo`}</span>
              </label>
            ))}
            <label className={styles.option}>
              <input
                type="checkbox"
                name="boosters"
                value="on"
                checked={result.boostersIncluded || input.boosters}
                disabled={result.boostersIncluded}
                onChange={update}
              />
              <span>
                {rules.boosterCount} seasonal boosters ({formatMoney(rules.boosterPrice)} each)
              </span>
              <span className={styles.optionPrice}>
                {result.boostersIncluded ? 'Included' : `+${formatMoney(rules.boosterCount * rules.boosterPrice)}/yr`}
              </span>
            </label>
          </div>
        </fieldset>
        {hydrated ? null : (
          <button type="submit" className={styles.update}>
            Update my estimate
          </button>
        )}
      </div>

      <div className={styles.result} aria-live="polite">
        <p className={styles.resultLabel}>{result.plan.name}</p>
        <p className={styles.monthly}>
          <output name="monthly">{formatMoney(result.monthly)}</output>
          <span>/month</span>
        </p>
        <dl className={styles.lines}>
          <div>
            <dt>Plan</dt>
            <dd>{formatMoney(result.plan.price)}</dd>
          </div>
          <div>
            <dt>
              Lawn size {formatNumber(result.sqft)} sq ft
              {result.extraBlocks ? ` (${result.extraBlocks} x ${perThousand})` : ''}
            </dt>
            <dd>{result.sizeCharge ? `+${formatMoney(result.sizeCharge)}` : 'Included'}</dd>
          </div>
          {result.addOns
            .filter((line) => line.chosen)
            .map((line) => (
              <div key={line.key}>
                <dt>{line.name}</dt>
                <dd>{line.included ? 'Included' : `+${formatMoney(line.charge)}`}</dd>
              </div>
            ))}
          <div>
            <dt>Seasonal boosters</dt>
            <dd>
              {result.boostersIncluded ? 'Included' : result.boostersYearly ? `${formatMoney(result.boostersYearly)}/yr` : 'Not added'}
            </dd>
          </div>
          <div className={styles.total}>
            <dt>Yearly total</dt>
            <dd>
              <output name="yearly">{formatMoney(result.yearly)}</output>
            </dd>
          </div>
        </dl>
        <p className={styles.prepay}>
          Prepay the year: pay <output name="prepayYearly">{formatMoney(result.prepayYearly)}</output> and save{' '}
          <strong>
            <output name="prepaySaving">{formatMoney(result.prepaySaving)}</output>
          </strong>{' '}
          ({rules.prepayDiscountPercent}%).
        </p>
        {ctaLabel ? <EstimateButton block>{ctaLabel}</EstimateButton> : null}
      </div>
    </form>
  )
}
