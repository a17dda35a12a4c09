import type { Metadata } from 'next'
import { forbidden } from 'next/navigation'
import { VisitorVisitView } from '@/features/visits/links/visitor-visit-view'
import { pageState } from '@/features/visits/links/visit-link-handlers'
import { visitLinkDeps } from '@/features/visits/links/visit-link-services'

export const metadata: Metadata = { title: 'Your estimate visit', robots: { index: false, follow: false }, referrer: 'no-referrer' }

type Search = Promise<Record<string, string | string[] | undefined>>
const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '')

/** The visitor's page for their visit, opened from their e-mail: reading it changes nothing. */
export default async function VisitorVisitPage({ searchParams }: { searchParams: Search }) {
  const search = await searchParams
  const [lead, key] = [one(search.lead), one(search.k)]
  const state = await pageState('visitor', lead, key, visitLinkDeps())
  if (state.kind === 'forbidden') forbidden()
  return <VisitorVisitView state={state} linkKey={key} done={one(search.done)} />
}
