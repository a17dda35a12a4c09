export const statsSectionProjection = /* groq */ `{ heading, intro, stats[]-> { _id, value, label, description } }`
export const statsSectionReferences = ['stat'] as const
