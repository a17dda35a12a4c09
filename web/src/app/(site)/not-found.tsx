import type { Metadata } from 'next'
import { getLayout, getNotFound } from '@/sanity/content'
import { NotFoundContent } from '@/components/page/not-found-content'

// Answered with status 404 (Next adds robots noindex) inside the site's layout, so the header with
// its phone link and the footer stay around the message. Next draws this boundary for a `notFound()`
// of a page, and writes its view into React's payload of every page of the layout, so it is the
// compact view: unknown addresses get the whole 404 page from its own route (%5Fmissing).
export async function generateMetadata(): Promise<Metadata> {
  const [content, { settings }] = await Promise.all([getNotFound(), getLayout()])
  const title = [content?.title, settings.titleSuffix].filter(Boolean).join(' ')
  return title ? { title: { absolute: title } } : {}
}

export default function NotFound() {
  return <NotFoundContent compact />
}
