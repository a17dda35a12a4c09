import type * as Schema from '@site/sanity/types'

type SystemKey = '_key' | '_createdAt' | '_updatedAt' | '_rev'

/**
 * The shape a seed module writes: the generated schema type without the keys Sanity adds itself.
 * `_key`s of array items are derived from their position by `withKeys` when the dataset is built.
 */
export type Seed<T> = T extends string | number | boolean | null | undefined
  ? T
  : T extends Array<infer U>
    ? Array<Seed<U>>
    : { [K in keyof T as K extends SystemKey ? never : K]: Seed<T[K]> }

export type SeedDocument =
  | Seed<Schema.SiteSettings>
  | Seed<Schema.Navigation>
  | Seed<Schema.PricingRules>
  | Seed<Schema.SharedBlock>
  | Seed<Schema.Quiz>
  | Seed<Schema.LocationSettings>
  | Seed<Schema.BlogSettings>
  | Seed<Schema.Page>
  | Seed<Schema.Post>
  | Seed<Schema.Category>
  | Seed<Schema.FactSheet>
  | Seed<Schema.Plan>
  | Seed<Schema.Special>
  | Seed<Schema.Location>
  | Seed<Schema.Testimonial>
  | Seed<Schema.Faq>
  | Seed<Schema.Stat>
  | Seed<Schema.Milestone>
  | Seed<Schema.Transformation>
  | Seed<Schema.Redirect>
  | Seed<Schema.NotFound>
  | Seed<Schema.VisitScheduling>

export type { Schema }
