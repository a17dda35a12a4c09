import type { Metadata } from 'next'
import { forbidden } from 'next/navigation'
import { OfficeVisitView } from '@/features/visits/links/office-visit-view'
import { pageState } from '@/features/visits/links/visit-link-handlers'
import { visitLinkDeps } from '@/features/visits/links/visit-link-services'

export const metadata: Metadata = { title: 'Visit request', robots: { index: false, follow: false }, referrer: 'no-referrer' }

type Search = Promise<Record<string, string | string[] | undefined>>
const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '')

/** The office's page for one visit request, opened from its e-mail: reading it changes nothing. */
export default async function OfficeVisitPage({ searchParams }: { searchParams: Search }) {
  const search = await searchParams
  const [lead, key] = [one(search.lead), one(search.k)]
  const state = await pageState('office', lead, key, visitLinkDeps())
  if (state.kind === 'forbidden') forbidden()
  return <OfficeVisitView state={state} linkKey={key} done={one(search.done)} />
}
