// The address on the site of each document type that has one, as the site's routes build it. The
// Studio compares a document's published address with the one it is about to publish.

type Addressed = { _type?: string; path?: unknown; slug?: { current?: unknown } | null }

const BY_SLUG: Record<string, string> = {
  post: '/blog/',
  category: '/blog/category/',
  location: '/locations/',
}

/** Types whose documents live at an address of their own, so renaming them can break links. */
export const ADDRESSED_TYPES = new Set(['page', ...Object.keys(BY_SLUG)])

export function addressOf(doc: Addressed | null | undefined): string | null {
  if (!doc?._type) return null
  if (doc._type === 'page') return typeof doc.path === 'string' && doc.path.startsWith('/') ? doc.path : null
  const prefix = BY_SLUG[doc._type]
  const slug = doc.slug?.current
  return prefix && typeof slug === 'string' && slug ? `${prefix}${slug}` : null
}
