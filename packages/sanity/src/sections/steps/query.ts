export const stepsProjection = /* groq */ `{ heading, intro, items[] { _key, title, text } }`
export const stepsReferences = [] as const
