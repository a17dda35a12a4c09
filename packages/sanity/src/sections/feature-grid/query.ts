import { featureItemFragment } from '../../fragments.ts'

export const featureGridProjection = /* groq */ `{ heading, intro, columns, tone, items[] { ${featureItemFragment} } }`
export const featureGridReferences = ['sanity.imageAsset'] as const
