import { planFragment } from '../../fragments.ts'

export const planCardsProjection = /* groq */ `{ heading, intro, variant, buttonLabel, notes, plans[]-> { ${planFragment} } }`
export const planCardsReferences = ['plan'] as const
