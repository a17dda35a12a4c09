export const milestonesSectionProjection = /* groq */ `{ heading, intro, milestones[]-> { _id, year, title, description } }`
export const milestonesSectionReferences = ['milestone'] as const
