// Cache tags are document type names (and "type:slug" for one document), matching what the
// revalidation webhook sends. A read lists every type its projection dereferences.

export const LAYOUT_TAGS = ['siteSettings', 'navigation', 'plan', 'pricingRules', 'sharedBlock', 'location'] as const

/** Types a page's sections can reference. */
export const SECTION_TAGS = [
  'plan',
  'faq',
  'testimonial',
  'location',
  'special',
  'stat',
  'milestone',
  'transformation',
  'sanity.imageAsset',
] as const

export const docTag = (type: string, slug: string) => `${type}:${slug}`
