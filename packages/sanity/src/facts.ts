// Shared by the site (web/src/sanity/content.ts) and the Studio's search preview, so both fill the same facts.
import type { LayoutQueryResult } from './sanity.types.ts'
import { formatPrice, type TokenFacts } from './tokens.ts'

const METRES_PER_MILE = 1609.344

type Settings = NonNullable<LayoutQueryResult['settings']>
type Pricing = NonNullable<LayoutQueryResult['pricing']>

/** "Google, as of October 2025": the review site and the month the figure was read there. */
export function ratingSourceText(rating: { source?: string | null; asOf?: string | null }): string {
  const site = rating.source?.trim() || 'our review sites'
  if (!rating.asOf) return site
  // A calendar date with no time of day: read and written in UTC so no time zone moves it a month.
  const month = new Date(`${rating.asOf}T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })
  return `${site}, as of ${month}`
}

/** The values placeholders resolve to, all read from documents (site settings, plans, pricing rules). */
export function factsFrom(settings: Settings, plans: LayoutQueryResult['plans'], pricing: Pricing): TokenFacts {
  const prices = Object.fromEntries(plans.map((plan) => [plan.key, plan.price]))
  const amounts = plans.map((plan) => plan.price)
  const savings = plans.flatMap((plan) => (plan.savings ? [plan.savings] : []))
  return {
    company: settings.companyName,
    phone: settings.phone,
    phone2: settings.secondaryPhone,
    email: settings.email,
    years: settings.yearsInBusiness,
    rating: String(settings.rating.value),
    reviewCount: String(settings.rating.count),
    ratingSource: ratingSourceText(settings.rating),
    // Derived from the plans, so a price change moves the advertised range with it.
    priceRange: amounts.length ? `${formatPrice(Math.min(...amounts))}-${formatPrice(Math.max(...amounts))}` : '',
    // "$15-40": what bundling saves a month, from the plans' own savings figures.
    savingsRange: savings.length ? `${formatPrice(Math.min(...savings))}-${Math.max(...savings)}` : '',
    license: settings.license,
    boosterPrice: formatPrice(pricing.boosterPrice),
    includedSqft: pricing.includedSqft.toLocaleString('en-US'),
    extraPer1000: formatPrice(pricing.extraPer1000Sqft),
    prepayDiscount: `${pricing.prepayDiscountPercent}%`,
    foundedYear: String(settings.foundedYear),
    responseHours: String(settings.responseHours),
    reentryHours: settings.reentryHours,
    mosquitoWeeks: settings.mosquitoWeeks,
    lawnVisitWeeks: settings.lawnVisitWeeks,
    treatmentsPerYear: settings.treatmentsPerYear,
    radiusMiles: String(Math.round(settings.serviceRadiusMeters / METRES_PER_MILE)),
    townCount: String(settings.townCount),
    reviewUrl: settings.googleReviewUrl,
    retentionYears: String(settings.leadRetentionYears),
    backupDays: String(settings.backupDays),
    prices,
  }
}
