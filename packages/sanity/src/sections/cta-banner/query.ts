import { ctaFragment } from '../../fragments.ts'

export const ctaBannerProjection = /* groq */ `{ heading, text, showPhone, tone, badge, button { ${ctaFragment} } }`
export const ctaBannerReferences = [] as const
