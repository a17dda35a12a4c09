import { featureItemFragment } from '../../fragments.ts'

export const pestGridProjection = /* groq */ `{ heading, intro, items[] { ${featureItemFragment} }, extras, extrasNote }`
export const pestGridReferences = ['sanity.imageAsset'] as const
