export const contactInfoProjection = /* groq */ `{ heading, intro, variant, showHours, showAddress }`
export const contactInfoReferences = [] as const
