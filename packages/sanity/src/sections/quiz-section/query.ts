export const quizSectionProjection = /* groq */ `{ heading, intro }`
// Renders from a read of its own (the quiz), tagged there.
export const quizSectionReferences = [] as const
