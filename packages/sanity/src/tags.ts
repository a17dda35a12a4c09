import type { Location, Page } from './sanity.types.ts'

// Cache tags are document type names (and "type:slug" for one document), matching what the
// revalidation webhook sends. A read lists every type its projection dereferences.

export const LAYOUT_TAGS = ['siteSettings', 'navigation', 'plan', 'pricingRules', 'sharedBlock', 'location'] as const

/** A page section's `_type`, as the Studio schema lists them (pages and town pages). */
export type SectionType = NonNullable<Page['sections'] | Location['sections']>[number]['_type']

/**
 * The document types each section's projection (sectionsFragment) dereferences, so a page read carries
 * only the tags of the sections it holds: publishing a review refreshes the pages that show reviews, not
 * every page. Kept to the schema and the projection by tags.test.ts, which derives both from
 * studio/schema.json and fails when a section's reference or a `->` is missing here. A constant rather
 * than the derivation itself, so the site carries neither the schema nor a GROQ parser.
 */
export const SECTION_REFERENCES = {
  featureGrid: ['sanity.imageAsset'],
  richText: [],
  listSection: ['sanity.imageAsset'],
  steps: [],
  planCards: ['plan'],
  faqSection: ['faq'],
  problemSolution: ['sanity.imageAsset'],
  pestGrid: ['sanity.imageAsset'],
  ctaBanner: [],
  testimonialsSection: ['testimonial'],
  serviceAreaGrid: ['location'],
  savingsComparison: ['plan'],
  specialsSection: ['special'],
  statsSection: ['stat'],
  milestonesSection: ['milestone'],
  // The cards show the before and after pictures of each case.
  transformationsSection: ['transformation', 'sanity.imageAsset'],
  contactInfo: [],
  quickLinks: [],
  leadFormSection: [],
  mediaText: ['sanity.imageAsset'],
  // These render from reads of their own (layout, quiz, post cards), each tagged there.
  quizSection: [],
  estimatorSection: [],
  sharedBlockSection: [],
  boosterList: [],
  postGrid: [],
  newsletterSection: [],
  zipCheckSection: [],
  optOutSection: [],
} satisfies Record<SectionType, readonly string[]>

/** What a page read dereferences outside its sections: the hero's and share pictures. */
export const PAGE_TAGS = ['sanity.imageAsset'] as const

/** What a town page read dereferences outside its sections: its service pages and its review. */
export const LOCATION_TAGS = ['page', 'testimonial'] as const

/** The tags of the types the given sections dereference, each once. */
export function sectionTags(types: readonly SectionType[] | null): string[] {
  return [...new Set((types ?? []).flatMap((type) => SECTION_REFERENCES[type]))]
}

export const docTag = (type: string, slug: string) => `${type}:${slug}`
