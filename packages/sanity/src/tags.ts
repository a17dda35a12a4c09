import type { Location, Page } from './sanity.types.ts'
import { SECTION_REFERENCES } from './sections/registry.ts'

export { SECTION_REFERENCES }

// Cache tags are document type names (and "type:slug" for one document), matching what the
// revalidation webhook sends. A read lists every type its projection dereferences.

export const LAYOUT_TAGS = ['siteSettings', 'navigation', 'plan', 'pricingRules', 'sharedBlock', 'location'] as const

/** A page section's `_type`, as the Studio schema lists them (pages and town pages). */
export type SectionType = NonNullable<Page['sections'] | Location['sections']>[number]['_type']

/** What a page read dereferences outside its sections: the hero's and share pictures. */
export const PAGE_TAGS = ['sanity.imageAsset'] as const

/** What an article read dereferences outside its fact boxes: its category, its pictures and the related cards'. */
export const POST_TAGS = ['category', 'sanity.imageAsset'] as const

/** What an article's fact boxes dereference; an article read carries these only when it shows a fact box. */
export const FACT_BOX_TAGS = ['factSheet'] as const

/** What a town page read dereferences outside its sections: its service pages, its review and its articles. */
export const LOCATION_TAGS = ['page', 'testimonial', 'post'] as const

/** The tags of the types the given sections dereference, each once. */
export function sectionTags(types: readonly SectionType[] | null): string[] {
  return [...new Set((types ?? []).flatMap((type): readonly string[] => SECTION_REFERENCES[type]))]
}

export const docTag = (type: string, slug: string) => `${type}:${slug}`
