import type { Seed, Schema } from '../seed-types.ts'

type FeatureItem = Seed<Schema.FeatureItem>

export const card = (icon: FeatureItem['icon'], title: string, text: string, href?: string): FeatureItem => ({
  _type: 'featureItem',
  icon,
  title,
  text,
  ...(href ? { href } : {}),
})

export const linkButton = (label: string, href: string): Seed<Schema.Cta> => ({ _type: 'cta', label, action: 'link', href })

export const estimateButton = (label: string): Seed<Schema.Cta> => ({ _type: 'cta', label, action: 'estimate' })
