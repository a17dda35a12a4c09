import { linkFragment } from '../../fragments.ts'

export const quickLinksProjection = /* groq */ `{ heading, intro, links[] { ${linkFragment} } }`
export const quickLinksReferences = [] as const
