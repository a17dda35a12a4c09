import { imageFragment } from '../../fragments.ts'

export const listSectionProjection = /* groq */ `{ heading, intro, items, style, image { ${imageFragment} } }`
export const listSectionReferences = ['sanity.imageAsset'] as const
