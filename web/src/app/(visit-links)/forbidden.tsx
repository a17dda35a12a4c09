import type { Metadata } from 'next'
import { VisitLinkRefused } from '@/features/visits/links/visit-link-refused'

export const metadata: Metadata = { title: 'Link not valid', robots: { index: false, follow: false } }

/** Answered with status 403 for a visit link whose key does not hold (forged, expired, another lead's). */
export default function Forbidden() {
  return <VisitLinkRefused />
}
