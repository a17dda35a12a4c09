import { imageFragment } from '../../fragments.ts'

export const transformationsSectionProjection = /* groq */ `{
  heading, intro,
  transformations[]-> { _id, title, location, service, description, results, beforeImage { ${imageFragment} }, afterImage { ${imageFragment} } }
}`
// The cards show the before and after pictures of each case.
export const transformationsSectionReferences = ['transformation', 'sanity.imageAsset'] as const
