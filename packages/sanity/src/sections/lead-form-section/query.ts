export const leadFormSectionProjection = /* groq */ `{ heading, intro, points, form { formId, heading, text, buttonLabel } }`
export const leadFormSectionReferences = [] as const
