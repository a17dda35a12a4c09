import type { LayoutQueryResult, PageQueryResult, QuizQueryResult, FeatureItem as SchemaFeatureItem } from '@site/sanity'

// Narrowed views of the generated query result types, named for what components receive.
export type PageData = NonNullable<PageQueryResult>
export type Section = NonNullable<PageData['sections']>[number]
export type SectionOf<T extends Section['_type']> = Extract<Section, { _type: T }>
export type HeroData = PageData['hero']
export type ImageData = NonNullable<HeroData['image']>
export type Cta = NonNullable<HeroData['buttons']>[number]
export type FeatureItemData = SectionOf<'featureGrid'>['items'][number]
export type IconName = SchemaFeatureItem['icon']
export type Settings = NonNullable<LayoutQueryResult['settings']>
export type Navigation = NonNullable<LayoutQueryResult['navigation']>
export type Plan = LayoutQueryResult['plans'][number]
export type PricingRules = NonNullable<LayoutQueryResult['pricing']>
export type QuizData = NonNullable<QuizQueryResult>
