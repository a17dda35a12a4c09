import { firstValueFrom, from, isObservable, of } from 'rxjs'
import { beforeAll, describe, expect, it } from 'vitest'
import type { DocumentLocationsState, DocumentResolver } from 'sanity/presentation'
import type { DocumentStore } from 'sanity'
import { buildDataset, type DatasetDocument } from '@site/content'
import { createMemorySource } from '@site/sanity'
import { LOCATION_QUERIES, locations, mainDocuments, NOT_FOUND_PREVIEW, SITE_WIDE } from './presentation.ts'
import { documentSchemas, singletonSchemas } from './schema-types/index.ts'

// "Used on" links and the document a preview address opens, evaluated over the seed dataset.

let documents: DatasetDocument[]
let groq: ReturnType<typeof createMemorySource>

beforeAll(async () => {
  documents = (await buildDataset()).documents
  groq = createMemorySource(documents)
})

/** The one documentStore method the resolver uses, answered from the seed. */
const documentStore = {
  listenQuery: (query: string, params: Record<string, string>) => from(groq.fetch(query, params)),
} as Pick<DocumentStore, 'listenQuery'>

async function locate(id: string): Promise<DocumentLocationsState | null | undefined> {
  const type = documents.find((doc) => doc._id === id)?._type ?? id
  const result = locations(
    { id, type, version: undefined, perspectiveStack: ['drafts'] },
    { documentStore: documentStore as DocumentStore },
  )
  return isObservable(result) ? firstValueFrom(result) : firstValueFrom(of(result))
}

const hrefs = (state: DocumentLocationsState | null | undefined) => state?.locations?.map((location) => location.href)
const referrers = (id: string, type: string) =>
  documents.filter((doc) => doc._type === type && JSON.stringify(doc).includes(`"_ref":"${id}"`))

describe('where a document is shown', () => {
  it('links pages, articles, categories and towns to their own address', async () => {
    expect(hrefs(await locate('page-home'))).toEqual(['/'])
    const post = documents.find((doc) => doc._type === 'post') as { _id: string; slug: { current: string } }
    expect(hrefs(await locate(post._id))).toEqual([`/blog/${post.slug.current}`, '/blog'])
    expect(hrefs(await locate('location-jacksonville'))).toEqual(['/locations/jacksonville'])
  })

  it('links a review to every page and town page that shows it', async () => {
    const shownBy = (id: string) => referrers(id, 'page').length + referrers(id, 'location').length
    const review = documents.filter((doc) => doc._type === 'testimonial').sort((a, b) => shownBy(b._id) - shownBy(a._id))[0]!
    const pages = referrers(review._id, 'page').map((doc) => (doc as { path: string }).path)
    const towns = referrers(review._id, 'location').map((doc) => `/locations/${(doc as { slug: { current: string } }).slug.current}`)
    expect(pages.length + towns.length).toBeGreaterThan(0)
    expect(hrefs(await locate(review._id))?.sort()).toEqual([...pages, ...towns].sort())
  })

  it('links a real review to its town page and to its service page when that page shows its own reviews', async () => {
    const real = {
      _id: 'testimonial-real',
      _type: 'testimonial',
      name: 'Ana P.',
      location: 'Mandarin',
      text: 'On time and thorough.',
      rating: 5,
    }
    const town = { _ref: 'location-jacksonville', _type: 'reference' }
    const withReviews = (service: string) => ({
      ...real,
      sample: false,
      permission: true,
      town,
      service: { _ref: service, _type: 'reference' },
    })
    const inDataset = (review: object) => {
      groq = createMemorySource([...documents, review])
      documents = [...documents, review as DatasetDocument]
    }
    const saved = { documents, groq }
    try {
      inDataset(withReviews('page-pest-control-roaches'))
      expect(hrefs(await locate('testimonial-real'))?.sort()).toEqual(['/locations/jacksonville', '/pest-control/roaches'])
      // Without the customer's permission it is shown nowhere, and "Used on" says so.
      documents = saved.documents
      inDataset({ ...withReviews('page-pest-control-roaches'), permission: false })
      expect(hrefs(await locate('testimonial-real')) ?? []).toEqual([])
    } finally {
      ;({ documents, groq } = saved)
    }
  })

  it('links a plan to the pages that list it, and notes that its price fills texts site-wide', async () => {
    const pages = referrers('plan-lawn-program', 'page').map((doc) => (doc as { path: string }).path)
    const state = await locate('plan-lawn-program')
    expect(state?.message).toContain('{price:')
    expect(hrefs(state)?.sort()).toEqual([...new Set([...pages, '/'])].sort())
  })

  it('says so when a shared document is on no page yet, and points site-wide settings at the home page', async () => {
    // A sample review that no page or town page chose.
    const unused = { _id: 'testimonial-unused', _type: 'testimonial', name: 'Sam T.', text: 'Friendly crew.', rating: 5, sample: true }
    const saved = { documents, groq }
    try {
      documents = [...documents, unused as DatasetDocument]
      groq = createMemorySource(documents)
      expect(await locate(unused._id)).toMatchObject({ tone: 'caution', message: expect.stringContaining('Not shown') })
    } finally {
      ;({ documents, groq } = saved)
    }
    expect(await locate('siteSettings')).toMatchObject({ tone: 'positive', locations: [{ href: '/' }] })
  })
})

describe('every document type the site shows has a "Used on" answer', () => {
  // Redirects send visitors elsewhere; they are the one kind of document no page shows.
  const NEVER_SHOWN = new Set(['redirect'])
  const shown = [...singletonSchemas, ...documentSchemas].map((schema) => schema.name).filter((name) => !NEVER_SHOWN.has(name))

  it('knows every type of the schema but redirects', () => {
    const known = new Set([...Object.keys(LOCATION_QUERIES), ...Object.keys(SITE_WIDE)])
    expect(shown.filter((name) => !known.has(name))).toEqual([])
  })

  it.each(shown)('%s: the seed document of that type links to a page of the site', async (type) => {
    const seeded = documents.find((doc) => doc._type === type && !NEVER_SHOWN.has(doc._type))
    expect(seeded, `the seed holds a ${type}`).toBeDefined()
    const state = await locate(seeded!._id)
    expect(hrefs(state)?.length, `${type} ${seeded!._id} has locations`).toBeGreaterThan(0)
    for (const href of hrefs(state)!) expect(href).toMatch(/^\/[^\s]*$/)
  })

  it('has no answer for a redirect', async () => {
    const redirect = documents.find((doc) => doc._type === 'redirect')!
    expect(await locate(redirect._id)).toBeNull()
  })

  it('previews the shared block on the article and town pages that draw it, not on the home page', async () => {
    const links = hrefs(await locate('sharedBlock'))!
    expect(links.some((href) => href.startsWith('/blog/'))).toBe(true)
    expect(links.some((href) => href.startsWith('/locations/'))).toBe(true)
    expect(links).not.toContain('/')
  })

  it('previews "Page not found" at an address that no page, article or town has', async () => {
    expect(hrefs(await locate('notFound'))).toEqual([NOT_FOUND_PREVIEW])
    const paths = await groq.fetch(`*[defined(path) || defined(slug.current)] { "p": coalesce(path, slug.current) }.p`, {})
    expect(paths).not.toContain(NOT_FOUND_PREVIEW)
    expect(paths).not.toContain(NOT_FOUND_PREVIEW.slice(1))
  })
})

describe('the document a preview address opens', () => {
  async function open(path: string, params: Record<string, string>, resolver: DocumentResolver) {
    const context = { origin: 'http://localhost:3000', params, path }
    const filter =
      'resolve' in resolver && resolver.resolve
        ? resolver.resolve(context)?.filter
        : typeof resolver.filter === 'string'
          ? resolver.filter
          : resolver.filter?.(context)
    const queryParams = 'resolve' in resolver && resolver.resolve ? resolver.resolve(context)?.params : params
    return groq.fetch(`*[${filter}][0]._id`, queryParams ?? {})
  }
  const byRoute = (route: string) => mainDocuments.find((resolver) => [resolver.route].flat().includes(route))!

  it('opens the article, category, town or page at that address', async () => {
    const post = documents.find((doc) => doc._type === 'post') as { _id: string; slug: { current: string } }
    expect(await open(`/blog/${post.slug.current}`, { slug: post.slug.current }, byRoute('/blog/:slug'))).toBe(post._id)
    expect(await open('/blog/category/lawn-care', { slug: 'lawn-care' }, byRoute('/blog/category/:slug'))).toBe('category-lawn-care')
    expect(await open('/locations/yulee', { slug: 'yulee' }, byRoute('/locations/:slug'))).toBe('location-yulee')
    expect(await open('/', {}, byRoute('/*path'))).toBe('page-home')
    expect(await open('/blog', {}, byRoute('/*path'))).toBe('page-blog')
  })

  it('tries the specific addresses before the catch-all for pages', () => {
    expect([mainDocuments.at(-1)!.route].flat()).toContain('/*path')
  })
})
