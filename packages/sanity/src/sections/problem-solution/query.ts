import { imageFragment } from '../../fragments.ts'

export const problemSolutionProjection = /* groq */ `{ heading, problem, solution, image { ${imageFragment} } }`
export const problemSolutionReferences = ['sanity.imageAsset'] as const
