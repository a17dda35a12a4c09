// The monthly price estimator's arithmetic: pure, so the server render, the browser island and
// the unit tests all compute the same figures from the plan documents and the pricing rules.

export type EstimatorPlan = {
  key: string
  name: string
  price: number
  boostersIncluded: boolean | null
  includedAddOns: readonly string[] | null
}

export type EstimatorAddOn = { key: string; name: string; monthlyPrice: number }

export type EstimatorRules = {
  includedSqft: number
  extraPer1000Sqft: number
  prepayDiscountPercent: number
  boosterPrice: number
  boosterCount: number
  addOns: readonly EstimatorAddOn[]
}

export type EstimateInput = { plan: string; sqft: number; addOns: readonly string[]; boosters: boolean }

export type AddOnLine = EstimatorAddOn & { chosen: boolean; included: boolean; charge: number }

export type Estimate = {
  plan: EstimatorPlan
  sqft: number
  /** Started blocks of 1,000 sq ft above the included size. */
  extraBlocks: number
  sizeCharge: number
  addOns: AddOnLine[]
  /** The recurring monthly charge: plan + lawn size + add-ons. */
  monthly: number
  boostersIncluded: boolean
  /** What the chosen boosters cost for the year (0 when not chosen or included). */
  boostersYearly: number
  /** Twelve monthly charges plus boosters. */
  yearly: number
  prepaySaving: number
  prepayYearly: number
}

export const MIN_SQFT = 500
export const MAX_SQFT = 100_000

const cents = (amount: number) => Math.round(amount * 100) / 100

/** Prices a plan for a lawn size and a set of add-ons; one price rule per step. */
export function estimate(input: EstimateInput, plans: readonly EstimatorPlan[], rules: EstimatorRules): Estimate {
  const plan = plans.find((candidate) => candidate.key === input.plan) ?? plans[0]
  if (!plan) throw new Error('The estimator needs at least one plan.')
  const sqft = clampSqft(input.sqft, rules.includedSqft)

  // Rule 1: every started 1,000 sq ft over the included size adds the per-1,000 price.
  const extraBlocks = Math.max(0, Math.ceil((sqft - rules.includedSqft) / 1000))
  const sizeCharge = extraBlocks * rules.extraPer1000Sqft

  // Rule 2: an add-on costs its monthly price unless the plan already includes it.
  const included = new Set(plan.includedAddOns ?? [])
  const addOns = rules.addOns.map((addOn) => {
    const isIncluded = included.has(addOn.key)
    const chosen = isIncluded || input.addOns.includes(addOn.key)
    return { ...addOn, chosen, included: isIncluded, charge: chosen && !isIncluded ? addOn.monthlyPrice : 0 }
  })
  const monthly = cents(plan.price + sizeCharge + addOns.reduce((sum, line) => sum + line.charge, 0))

  // Rule 3: seasonal boosters are free on plans that include them, else each costs the booster price.
  const boostersIncluded = Boolean(plan.boostersIncluded)
  const boostersYearly = !boostersIncluded && input.boosters ? rules.boosterCount * rules.boosterPrice : 0

  // Rule 4: prepaying the year takes the discount off everything billed for that year.
  const yearly = cents(monthly * 12 + boostersYearly)
  const prepaySaving = cents((yearly * rules.prepayDiscountPercent) / 100)
  return {
    plan,
    sqft,
    extraBlocks,
    sizeCharge,
    addOns,
    monthly,
    boostersIncluded,
    boostersYearly,
    yearly,
    prepaySaving,
    prepayYearly: cents(yearly - prepaySaving),
  }
}

function clampSqft(value: number, fallback: number): number {
  if (!Number.isFinite(value) || value <= 0) return fallback
  return Math.min(MAX_SQFT, Math.max(MIN_SQFT, Math.round(value)))
}

type Params = Record<string, string | string[] | undefined>

const list = (value: string | string[] | undefined) => (value === undefined ? [] : Array.isArray(value) ? value : [value])

/**
 * Reads the estimator's GET form (plan, sqft, addon, boosters) from a query string. Unknown plans,
 * add-ons and sizes fall back to the defaults, so any URL renders a sensible estimate.
 */
export function inputFromParams(params: Params, plans: readonly EstimatorPlan[], rules: EstimatorRules): EstimateInput {
  const defaults = defaultInput(plans, rules)
  const planKey = list(params.plan)[0]
  const sqftText = (list(params.sqft)[0] ?? '').replace(/[^\d.]/g, '')
  const known = new Set(rules.addOns.map((addOn) => addOn.key))
  return {
    plan: plans.some((plan) => plan.key === planKey) ? (planKey ?? defaults.plan) : defaults.plan,
    sqft: sqftText ? clampSqft(Number(sqftText), rules.includedSqft) : defaults.sqft,
    addOns: [...new Set(list(params.addon).filter((key) => known.has(key)))],
    boosters: list(params.boosters).includes('on'),
  }
}

/** The first render: the first plan, a lawn of the included size, nothing extra. */
export function defaultInput(plans: readonly EstimatorPlan[], rules: EstimatorRules): EstimateInput {
  return { plan: plans[0]?.key ?? '', sqft: rules.includedSqft, addOns: [], boosters: false }
}

// Written by hand rather than with Intl.NumberFormat (or Number#toLocaleString, which makes one per
// call): the first currency formatter a page creates costs a phone's browser a long task of ICU set-up
// (docs/performance.md), and the estimator only ever needs en-US dollars. estimate.test.ts checks the text against toLocaleString for thousands of amounts.

/** "$45", "$12.50", "-$20", "$1,188": whole dollars without cents, other amounts with two decimals. */
export function formatMoney(amount: number): string {
  const cents = Math.round(Math.abs(amount) * 100)
  const text = `$${groupThousands(Math.floor(cents / 100))}${Number.isInteger(amount) ? '' : `.${String(cents % 100).padStart(2, '0')}`}`
  return amount < 0 ? `-${text}` : text
}

/** "5,000": a whole number with thousands separators. */
export function formatNumber(value: number): string {
  const whole = Math.round(value)
  return whole < 0 ? `-${groupThousands(-whole)}` : groupThousands(whole)
}

const groupThousands = (whole: number) => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
