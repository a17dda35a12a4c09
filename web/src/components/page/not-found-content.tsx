import { getLayout, getNotFound } from '@/sanity/content'
import { NotFoundView } from './not-found-view'

/** The 404 view, compact (the boundary's) or whole (the 404 page's). */
export async function NotFoundContent({ compact }: { compact: boolean }) {
  const [content, { settings }] = await Promise.all([getNotFound(), getLayout()])
  if (!content) throw new Error('The "Page not found" document is missing from the content dataset.')
  return <NotFoundView content={content} phone={settings.phone} compact={compact} />
}
