export const zipCheckSectionProjection = /* groq */ `{ heading, intro }`
export const zipCheckSectionReferences = [] as const
