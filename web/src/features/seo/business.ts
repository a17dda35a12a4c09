import 'server-only'
import type { Layout } from '@/sanity/content'
import { e164 } from '@/components/ui/phone-link'
import { absoluteUrl } from './site-url'

// The company as schema.org sees it. Lawn care and pest control have no schema.org type of their
// own; HomeAndConstructionBusiness (a LocalBusiness for services done at the customer's home) is the
// closest fit Google accepts for local results.
export const BUSINESS_TYPE = 'HomeAndConstructionBusiness'

export const businessId = () => absoluteUrl('/#business')

/** The towns served and the radius around the office, for the business and each of its services. */
export function areaServed({ settings, towns }: Pick<Layout, 'settings' | 'towns'>) {
  const { address } = settings
  return [
    ...towns.map((town) => ({
      '@type': 'City',
      name: town.name,
      containedInPlace: { '@type': 'State', name: address.region },
    })),
    {
      '@type': 'GeoCircle',
      geoMidpoint: { '@type': 'GeoCoordinates', latitude: address.latitude, longitude: address.longitude },
      geoRadius: settings.serviceRadiusMeters,
    },
  ]
}

/** A short reference to the business for the provider/publisher of other blocks. */
export function businessRef(layout: Pick<Layout, 'settings'>) {
  return { '@type': BUSINESS_TYPE, '@id': businessId(), name: layout.settings.companyName, url: absoluteUrl('/') }
}

/** Every fact comes from site settings and the town list, so an edit in Studio changes it here too. */
export function businessJsonLd(layout: Pick<Layout, 'settings' | 'towns' | 'facts'>) {
  const { settings } = layout
  const { address } = settings
  return {
    '@type': BUSINESS_TYPE,
    '@id': businessId(),
    name: settings.companyName,
    url: absoluteUrl('/'),
    image: absoluteUrl('/og/page'),
    description: settings.defaultDescription,
    telephone: e164(settings.phone),
    email: settings.email,
    foundingDate: String(settings.foundedYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: 'US',
    },
    geo: { '@type': 'GeoCoordinates', latitude: address.latitude, longitude: address.longitude },
    // Closed days are left out, which is how schema.org says "closed".
    openingHoursSpecification: settings.hours
      .filter((hours) => hours.opens && hours.closes)
      .map((hours) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: hours.days, opens: hours.opens, closes: hours.closes })),
    areaServed: areaServed(layout),
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: settings.rating.value,
      reviewCount: settings.rating.count,
      bestRating: 5,
      worstRating: 1,
    },
    priceRange: layout.facts.priceRange,
    paymentAccepted: settings.paymentMethods.join(', '),
    currenciesAccepted: settings.currency,
    sameAs: settings.socialProfiles.map((profile) => profile.href),
  }
}
