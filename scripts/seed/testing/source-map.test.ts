import { encodeIntoResult } from '@sanity/client/stega'
import { describe, expect, it } from 'vitest'
import { createMemorySource } from '@site/sanity'
import type { Doc } from '../documents.ts'
import { applyPatch } from './patch.ts'
import { contentSourceMap } from './source-map.ts'

// What the stand-in's answer lets a stega client write into the page: the document and field of each text.

const documents: Doc[] = [
  { _id: 'page-home', _type: 'page', title: 'Home', hero: { heading: 'Lawns North Florida Trusts' }, seo: { title: 'Home' } },
  {
    _id: 'page-about',
    _type: 'page',
    title: 'About',
    hero: { heading: 'About us' },
    sections: [{ _key: 'k1', _type: 'x', heading: 'Home' }],
  },
]

/** Each text of the query's result as a stega client marks it: "document:field", or the text unmarked. */
async function marked(query: string): Promise<unknown> {
  const result = await createMemorySource(documents).fetch(query, {})
  return encodeIntoResult(result, contentSourceMap(result, documents), ({ sourceDocument, sourcePath }) => {
    const field = sourcePath.map((segment) => (typeof segment === 'object' ? `[${segment._key}]` : String(segment))).join('.')
    return `${sourceDocument._id}:${field}`
  })
}

describe('content source maps from the stand-in', () => {
  it('marks a projected text with its document and field', async () => {
    expect(await marked(`*[_id == "page-home"][0] { _id, title, hero { heading } }`)).toEqual({
      _id: 'page-home',
      title: 'page-home:title',
      hero: { heading: 'page-home:hero.heading' },
    })
  })

  it("picks, among equal texts, the one in the result object's own document and field", async () => {
    // "Home" is also page-home's title and SEO title; this one is page-about's section heading.
    expect(await marked(`*[_id == "page-about"][0] { _id, sections[] { _key, heading } }`)).toEqual({
      _id: 'page-about',
      sections: [{ _key: 'k1', heading: 'page-about:sections.[k1].heading' }],
    })
  })

  it('leaves texts the query made itself unmarked', async () => {
    expect(await marked(`*[_id == "page-home"][0] { _id, "href": "/x/" + title }`)).toEqual({ _id: 'page-home', href: '/x/Home' })
  })
})

describe('text edits from the Studio', () => {
  it('apply as the diff-match-patch the Studio sends', () => {
    const patched = applyPatch(documents[0]!, {
      id: 'page-home',
      diffMatchPatch: { 'hero.heading': '@@ -1,5 +1,7 @@\n-Lawns\n+Greener\n' },
    })
    expect((patched.hero as { heading: string }).heading).toBe('Greener North Florida Trusts')
  })
})
