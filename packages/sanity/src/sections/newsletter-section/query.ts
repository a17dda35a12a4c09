export const newsletterSectionProjection = /* groq */ `{ heading, intro, buttonLabel, successMessage }`
export const newsletterSectionReferences = [] as const
