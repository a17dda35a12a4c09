import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getPage } from '@/sanity/content'
import { PageView } from '@/components/page/page-view'
import { pageMetadata } from '@/features/seo/page-metadata'
import { setSubmittedEstimate } from '@/features/pricing/submitted-input'

// Where the pricing page's estimator form goes when JavaScript is off: the same pricing page,
// rendered per request with the submitted choices priced. Not for search engines (canonical /pricing).
const PRICING_PATH = '/pricing'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata(): Promise<Metadata> {
  const page = await getPage(PRICING_PATH)
  return page ? { ...pageMetadata(page), robots: { index: false, follow: true } } : {}
}

export default async function PricingEstimatePage({ searchParams }: Props) {
  const page = await getPage(PRICING_PATH)
  if (!page) notFound()
  setSubmittedEstimate(await searchParams)
  return <PageView page={page} />
}
