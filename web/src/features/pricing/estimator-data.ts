import type { Plan, PricingRules } from '@/sanity/types'
import type { EstimatorPlan, EstimatorRules } from './estimate'

/** The estimator's inputs, taken from the plan documents and the pricing rules singleton. */
export function estimatorData(plans: readonly Plan[], pricing: PricingRules): { plans: EstimatorPlan[]; rules: EstimatorRules } {
  return {
    plans: plans.map(({ key, name, price, boostersIncluded, includedAddOns }) => ({ key, name, price, boostersIncluded, includedAddOns })),
    rules: {
      includedSqft: pricing.includedSqft,
      extraPer1000Sqft: pricing.extraPer1000Sqft,
      prepayDiscountPercent: pricing.prepayDiscountPercent,
      boosterPrice: pricing.boosterPrice,
      boosterCount: pricing.boosters.length,
      addOns: (pricing.addOns ?? []).map(({ key, name, monthlyPrice }) => ({ key, name, monthlyPrice })),
    },
  }
}
