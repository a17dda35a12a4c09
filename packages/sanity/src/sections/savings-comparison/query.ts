import { planFragment } from '../../fragments.ts'

export const savingsComparisonProjection = /* groq */ `{ heading, intro, note, separateItems[] { _key, label, "monthlyPrice": coalesce(plan->price, monthlyPrice) }, bundle-> { ${planFragment} } }`
export const savingsComparisonReferences = ['plan'] as const
