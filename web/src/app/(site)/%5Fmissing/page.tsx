import type { Metadata } from 'next'
import { NotFoundContent } from '@/components/page/not-found-content'
import { generateMetadata as notFoundMetadata } from '../not-found'

// The page an unknown address is answered with: the proxy rewrites the request here with status 404
// (features/routing/known-addresses.ts says which addresses). It is the designed 404 page as a page
// of its own, because Next 16 answers a `notFound()` thrown while rendering (the catch-all's, for an
// address no document has) with an empty document whose 404 view only React's scripts draw
// (vercel/next.js#62228): without scripts, and on a slow phone until they had arrived, the visitor
// saw a blank page. Here the server writes it, with only this route's CSS. Once Next server-renders
// `notFound()`, the proxy can send unknown addresses to the catch-all again and this route can go.
// Its own address, /_missing, is an unknown address too: the proxy never serves it with status 200.

export async function generateMetadata(): Promise<Metadata> {
  return { ...(await notFoundMetadata()), robots: { index: false } }
}

export default function MissingPage() {
  return <NotFoundContent compact={false} />
}
