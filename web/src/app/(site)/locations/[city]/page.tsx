import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getLocation, getLocationSettings, getLocationSlugs } from '@/sanity/content'
import { LocationView } from '@/components/location/location-view'
import { buildMetadata } from '@/features/seo/metadata'
import { FaqJsonLd, faqsOf } from '@/features/seo/page-json-ld'
import { seoInput } from '@site/sanity'
import { OTHER_TOWN_SLUG } from '@/features/routing/known-addresses'

type Props = { params: Promise<{ city: string }> }

// An unknown town shows Jacksonville's page, canonical to it and kept out of search results.
// The proxy rewrites every unknown town to OTHER_TOWN_SLUG, so that page is rendered and cached once.
const FALLBACK_TOWN = 'jacksonville'

export async function generateStaticParams() {
  return [...(await getLocationSlugs()).map(({ slug }) => ({ city: slug })), { city: OTHER_TOWN_SLUG }]
}

async function load(city: string) {
  const own = city === OTHER_TOWN_SLUG ? null : await getLocation(city)
  const location = own ?? (await getLocation(FALLBACK_TOWN))
  return { location, fallback: !own }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { city } = await params
  const { location, fallback } = await load(city)
  if (!location) return {}
  const input = seoInput.location(location)
  return buildMetadata({ ...input, path: fallback ? input.path : `/locations/${city}`, canonicalPath: input.path, noIndex: fallback })
}

export default async function LocationPage({ params }: Props) {
  const { location, fallback } = await load((await params).city)
  if (!location) notFound()
  const wording = await getLocationSettings(location.name)
  if (!wording) notFound()
  return (
    <>
      <LocationView location={location} wording={wording} generic={fallback} />
      <FaqJsonLd faqs={faqsOf(location.sections)} />
    </>
  )
}
