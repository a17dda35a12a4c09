export const richTextProjection = /* groq */ `{ heading, body }`
export const richTextReferences = [] as const
