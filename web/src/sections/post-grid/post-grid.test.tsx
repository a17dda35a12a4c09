import { describe, expect, it, vi } from 'vitest'
import type { SectionOf } from '@/sanity/types'
import { getBlogSettings, getPostCardPage } from '@/sanity/content'
import { renderSection, visibleText } from '../shared/render-section'

vi.mock('@/sanity/fetch', () => import('@/sanity/testing/seeded-content'))

const section: SectionOf<'postGrid'> = {
  _key: 'articles',
  _type: 'postGrid',
  heading: 'Lawn and pest tips for North Florida',
  intro: 'Seasonal advice from our Jacksonville technicians.',
}

describe('post grid', () => {
  it("shows the heading and the seed's newest articles, each linking to its page", async () => {
    const [{ posts }, settings] = await Promise.all([getPostCardPage(1), getBlogSettings()])
    const html = await renderSection(section)
    const text = visibleText(html)
    expect(posts.length).toBeGreaterThan(0)
    expect(text).toContain('Lawn and pest tips for North Florida')
    expect(text).toContain('Seasonal advice from our Jacksonville technicians.')
    for (const post of posts) {
      expect(text).toContain(post.title)
      expect(html).toContain(`href="/blog/${post.slug}"`)
    }
    expect(text).toContain(settings.readMoreLabel)
  })

  it('draws the cards without a section heading when the editor leaves it empty', async () => {
    const { posts } = await getPostCardPage(1)
    const html = await renderSection({ ...section, heading: null, intro: null })
    expect(html).not.toContain('<h2')
    expect(visibleText(html)).toContain(posts[0]!.title)
  })
})
