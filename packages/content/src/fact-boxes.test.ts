import { beforeAll, describe, expect, it } from 'vitest'
import { createContentReader, createMemorySource, postQuery, type ReadQuery } from '@site/sanity'
import { buildDataset } from './build.ts'
import { markdownToArticleBody } from './article-body.ts'
import { FACT_KEYS, factId, factSheets } from './documents/fact-sheets.ts'
import { posts } from './documents/posts.ts'
import type { Seed, Schema } from './seed-types.ts'

type Post = Seed<Schema.Post>
type Block = Extract<Post['body'][number], { _type: 'block' }>

const ownText = (post: Post) =>
  post.body
    .filter((block): block is Block => block._type === 'block')
    .map((block) => (block.children ?? []).map((child) => child.text ?? '').join(''))
    .join('\n')

const factsShown = (post: Post) => post.body.flatMap((block) => (block._type === 'factBox' ? [block.fact._ref] : []))

// Figures that live in a fact box. An article that types them again would drift from the box the
// day staff edit it, so an article shows the box or links to an article that does.
const TYPED_FACTS: { fact: string; pattern: RegExp }[] = [
  { fact: 'watering days', pattern: /\b(?:wednesday|thursday|tuesday) and (?:saturday|sunday|friday)\b/i },
  { fact: 'watering hours', pattern: /\b10 a\.m\.[^.]{0,30}\b4 p\.m\./i },
  { fact: 'fertilizer-free strip', pattern: /\b(?:10|ten)[- ](?:foot|feet)\b/i },
  { fact: 'roach timeline', pattern: /\b30 days\b|\b(?:1-2|one to two) weeks\b/i },
]
const HEIGHT = /\b(st\. augustine|bahia|zoysia|centipede|bermuda)\w*[^.]{0,40}?\b\d(?:\.\d+)? ?(?:to|-) ?\d(?:\.\d+)? inch/gi

let all: Post[] = []
beforeAll(async () => {
  all = await posts()
})

describe('fact boxes', () => {
  it('point to fact boxes that exist, and every fact box is shown by an article', () => {
    const ids = new Set(factSheets.map((sheet) => sheet._id))
    const shown = new Set(all.flatMap(factsShown))
    for (const ref of shown) expect(ids, ref).toContain(ref)
    for (const key of FACT_KEYS) expect(shown, key).toContain(factId(key))
  })

  it('keep their figures out of the articles that could show or link them instead', () => {
    const typed = all.flatMap((post) => {
      const text = ownText(post)
      const found = TYPED_FACTS.filter(({ pattern }) => pattern.test(text)).map(({ fact }) => `${post.slug.current}: ${fact}`)
      const grasses = new Set([...text.matchAll(HEIGHT)].map((match) => match[1]?.toLowerCase()))
      return grasses.size > 1 ? [...found, `${post.slug.current}: a list of mowing heights`] : found
    })
    expect(typed).toEqual([])
  })

  it('recognise the figures typed out, so the check above can fail', () => {
    const samples = [
      'odd addresses may water Wednesday and Saturday',
      'never between 10 a.m. and 4 p.m.',
      'keep a 10-foot buffer from ponds',
      'elimination within 30 days',
      'a big drop in one to two weeks',
    ]
    for (const sample of samples)
      expect(
        TYPED_FACTS.some(({ pattern }) => pattern.test(sample)),
        sample,
      ).toBe(true)
    const list = 'Keep St. Augustine at 3.5 to 4 inches and Bahia at 3 to 4 inches.'
    expect(new Set([...list.matchAll(HEIGHT)].map((match) => match[1]?.toLowerCase())).size).toBe(2)
  })

  it('say when they were checked and where the facts come from', () => {
    for (const sheet of factSheets) {
      expect(sheet.checkedOn, sheet._id).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(sheet.sources.length, sheet._id).toBeGreaterThan(0)
      expect(sheet.rows.length, sheet._id).toBeGreaterThan(0)
    }
  })
})

describe('the cached article read', () => {
  it('carries the fact box tag only for an article that shows a fact box', async () => {
    const source = createMemorySource((await buildDataset()).documents)
    const tagsOf = new Map<string, readonly string[]>()
    const read: ReadQuery = (query, params, tags) => {
      if (query === postQuery) tagsOf.set(String(params.slug), tags)
      return source.fetch(query, params)
    }
    const reader = createContentReader(read)
    const withBox = all.find((post) => factsShown(post).length > 0)
    const withoutBox = all.find((post) => factsShown(post).length === 0)
    if (!withBox || !withoutBox) throw new Error('the seed needs articles with and without fact boxes')
    await reader.getPost(withBox.slug.current)
    await reader.getPost(withoutBox.slug.current)
    expect(tagsOf.get(withBox.slug.current)).toContain('factSheet')
    expect(tagsOf.get(withoutBox.slug.current)).not.toContain('factSheet')
    expect(tagsOf.get(withoutBox.slug.current)).toContain(`post:${withoutBox.slug.current}`)
  })
})

describe('article Markdown with fact boxes', () => {
  it('turns a ::fact line into a reference between the paragraphs around it', () => {
    const body = markdownToArticleBody('Before.\n\n::fact[watering-days]\n\nAfter.')
    expect(body.map((block) => block._type)).toEqual(['block', 'factBox', 'block'])
    expect(body[1]).toEqual({ _type: 'factBox', fact: { _type: 'reference', _ref: 'fact-watering-days' } })
  })

  it('refuses an unknown fact box and one written inside a paragraph', () => {
    expect(() => markdownToArticleBody('::fact[moving-heights]')).toThrow(/Unknown fact box "moving-heights"/)
    expect(() => markdownToArticleBody('See ::fact[mowing-heights] here.')).toThrow(/paragraph of its own/)
  })
})

describe('article openings', () => {
  it('differ from article to article, and no card summary starts the "Here is" way', () => {
    const openings = all.map((post) => ownText(post).split(/\s+/).slice(0, 3).join(' ').toLowerCase())
    expect(openings.filter((opening, index) => openings.indexOf(opening) !== index)).toEqual([])
    expect(all.filter((post) => /\bhere(?: is|'s| are)\b/i.test(post.excerpt)).map((post) => post.slug.current)).toEqual([])
  })
})
