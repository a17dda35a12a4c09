import { describe, expect, it } from 'vitest'
import { growArticles } from './grow-content.ts'

const documents = [
  { _id: 'settings', _type: 'siteSettings' },
  { _id: 'post-a', _type: 'post', slug: { _type: 'slug', current: 'a' }, title: 'A', date: '2025-09-08' },
  { _id: 'post-b', _type: 'post', slug: { _type: 'slug', current: 'b' }, title: 'B', date: '2025-08-20', seo: { title: 'B seo' } },
]

describe('growArticles', () => {
  it('keeps the dataset as it is at factor 1', () => {
    expect(growArticles(documents, 1)).toEqual(documents)
  })

  it('adds factor - 1 copies of each article with new ids, slugs, titles and older dates', () => {
    const grown = growArticles(documents, 3)
    const posts = grown.filter((doc) => doc._type === 'post') as unknown as {
      _id: string
      slug: { current: string }
      title: string
      date: string
    }[]
    expect(posts).toHaveLength(6)
    expect(new Set(posts.map((post) => post._id)).size).toBe(6)
    expect(new Set(posts.map((post) => post.slug.current)).size).toBe(6)
    expect(new Set(posts.map((post) => post.title)).size).toBe(6)
    expect(posts.find((post) => post.slug.current === 'a-3')?.date).toBe('2025-05-11')
    expect(grown.find((doc) => doc._id === 'post-b-copy-2')).toMatchObject({ seo: { title: 'B seo (2)' } })
    // Every copy is older than every original, so the originals stay the blog's first cards.
    const originals = posts.slice(0, 2).map((post) => post.date)
    expect(posts.slice(2).every((post) => originals.every((date) => post.date < date))).toBe(true)
  })

  it('refuses a factor that is not a whole number of at least 1', () => {
    expect(() => growArticles(documents, 0)).toThrow()
    expect(() => growArticles(documents, 1.5)).toThrow()
  })
})
