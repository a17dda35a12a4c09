// The browser tests visit what the embedded dataset holds (the same file the server reads), not a
// hand-kept list of slugs.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const file = process.env.CONTENT_DATASET ?? fileURLToPath(new URL('../../content/dataset.ndjson', import.meta.url))

export type Doc = { _id: string; _type: string; [key: string]: unknown }

export const documents: Doc[] = readFileSync(file, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Doc)

export const ofType = <T extends Doc = Doc>(type: string) => documents.filter((doc) => doc._type === type) as T[]

export type PostDoc = Doc & {
  slug: { current: string }
  date: string
  title: string
  cta: { href: string; label: string; secondaryPhone?: boolean }
}
export type LocationDoc = Doc & { slug: { current: string }; name: string; population: string; zipCodes: string[] }

type Slugged = Doc & { slug: { current: string } }

/** The later pages (<base>/page/2 and on) of the blog and each category, as many as their articles fill. */
function laterListingPages(): string[] {
  const perPage = ofType<Doc & { postsPerPage: number }>('blogSettings')[0]?.postsPerPage ?? 25
  const posts = ofType<Doc & { category?: { _ref: string } }>('post')
  const listings = [
    { base: '/blog', count: posts.length },
    ...ofType<Slugged>('category').map((category) => ({
      base: `/blog/category/${category.slug.current}`,
      count: posts.filter((post) => post.category?._ref === category._id).length,
    })),
  ]
  return listings.flatMap(({ base, count }) =>
    Array.from({ length: Math.max(0, Math.ceil(count / perPage) - 1) }, (_, index) => `${base}/page/${index + 2}`),
  )
}

/** Every public address the content defines: pages, towns, articles, article categories and their later pages. */
export function sitePaths(): string[] {
  return [
    ...ofType<Doc & { path: string }>('page').map((page) => page.path),
    ...laterListingPages(),
    ...ofType<Slugged>('location').map((town) => `/locations/${town.slug.current}`),
    ...ofType<Slugged>('post').map((post) => `/blog/${post.slug.current}`),
    ...ofType<Slugged>('category').map((category) => `/blog/category/${category.slug.current}`),
  ].sort()
}
