export const boosterListProjection = /* groq */ `{ heading, intro }`
export const boosterListReferences = [] as const
