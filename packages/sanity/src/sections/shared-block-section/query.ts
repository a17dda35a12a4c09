export const sharedBlockSectionProjection = /* groq */ `{ heading, intro }`
export const sharedBlockSectionReferences = [] as const
