import { imageFragment } from '../../fragments.ts'

export const mediaTextProjection = /* groq */ `{ eyebrow, heading, body, imageSide, image { ${imageFragment} } }`
export const mediaTextReferences = ['sanity.imageAsset'] as const
