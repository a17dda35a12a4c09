import { getLayout } from '@/sanity/content'
import { JsonLd } from './json-ld'
import { businessJsonLd } from './business'

/** The company as a LocalBusiness, on every page (the root layout renders it beside the footer). */
export async function BusinessJsonLd() {
  return <JsonLd data={businessJsonLd(await getLayout())} />
}
