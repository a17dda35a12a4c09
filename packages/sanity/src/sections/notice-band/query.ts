export const noticeBandProjection = /* groq */ `{ text, tone, link { label, href } }`
export const noticeBandReferences = [] as const
