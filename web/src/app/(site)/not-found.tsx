import type { Metadata } from 'next'
import { getLayout, getNotFound } from '@/sanity/content'
import { NotFoundView } from '@/components/page/not-found-view'

// Answered with status 404 (Next adds robots noindex) inside the root layout, so the header with
// its phone link and the footer stay around the message.
export async function generateMetadata(): Promise<Metadata> {
  const [content, { settings }] = await Promise.all([getNotFound(), getLayout()])
  const title = [content?.title, settings.titleSuffix].filter(Boolean).join(' ')
  return title ? { title: { absolute: title } } : {}
}

export default async function NotFound() {
  const [content, { settings }] = await Promise.all([getNotFound(), getLayout()])
  if (!content) throw new Error('The "Page not found" document is missing from the content dataset.')
  return <NotFoundView content={content} phone={settings.phone} />
}
