import type { SeedDocument } from '../seed-types.ts'
import { pages } from '../pages/index.ts'
import { blogSettings } from './blog-settings.ts'
import { categories } from './categories.ts'
import { factSheets } from './fact-sheets.ts'
import { serviceFaqs } from './faqs-services.ts'
import { milestones, stats } from './company-facts.ts'
import { generalFaqs, pricingFaqs } from './faqs-company.ts'
import { locationSettings } from './location-settings.ts'
import { locations } from './locations.ts'
import { withTownGuides } from './town-guides.ts'
import { navigation } from './navigation.ts'
import { notFound } from './not-found.ts'
import { posts } from './posts.ts'
import { quiz } from './quiz.ts'
import { redirects } from './redirects.ts'
import { plans, pricingRules } from './pricing.ts'
import { sharedBlock } from './shared-block.ts'
import { siteSettings } from './site-settings.ts'
import { specials } from './specials.ts'
import { testimonials } from './testimonials.ts'
import { transformations } from './transformations.ts'
import { visitScheduling } from './visit-scheduling.ts'

/** Every document the site is seeded with, before keys and image assets are added. */
export async function seedDocuments(): Promise<SeedDocument[]> {
  return [
    siteSettings,
    navigation,
    pricingRules,
    sharedBlock,
    locationSettings,
    blogSettings,
    notFound,
    visitScheduling,
    quiz,
    ...plans,
    ...categories,
    ...factSheets,
    ...(await withTownGuides(locations)),
    ...testimonials,
    ...serviceFaqs,
    ...generalFaqs,
    ...pricingFaqs,
    ...specials,
    ...stats,
    ...milestones,
    ...transformations,
    ...pages,
    ...(await posts()),
    ...redirects,
  ]
}
