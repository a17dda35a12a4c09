export const serviceAreaGridProjection = /* groq */ `{ heading, intro, locations[]-> { _id, name, "slug": slug.current, population } }`
export const serviceAreaGridReferences = ['location'] as const
