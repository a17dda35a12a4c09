export const estimatorSectionProjection = /* groq */ `{ heading, intro, buttonLabel }`
export const estimatorSectionReferences = [] as const
