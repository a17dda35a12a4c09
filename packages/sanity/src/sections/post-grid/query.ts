export const postGridProjection = /* groq */ `{ heading, intro }`
export const postGridReferences = [] as const
