import { describe, expect, it } from 'vitest'
import { ogImagePath, seoAppearance, seoInput, seoWarnings, toDescription } from './seo.ts'

const settings = { titleSuffix: '| Green Acres Lawn & Pest', defaultDescription: 'Lawn care and pest control in Jacksonville.' }

describe('seoAppearance', () => {
  it('adds the site suffix to the page title and uses the page summary', () => {
    const page = { path: '/pricing', title: 'Pricing', hero: { text: 'Plans from $55 a month.' } }
    expect(seoAppearance(seoInput.page(page), settings)).toEqual({
      title: 'Pricing | Green Acres Lawn & Pest',
      description: 'Plans from $55 a month.',
      descriptionSource: 'page',
      fullDescription: 'Plans from $55 a month.',
      canonicalPath: '/pricing',
      noIndex: false,
      ogImage: '/og/page/pricing',
    })
  })

  it("prefers the editor's search title and description, as written", () => {
    const page = {
      path: '/',
      title: 'Home',
      hero: { text: 'Welcome' },
      seo: { title: ' Lawn Care Jacksonville ', description: 'Our own words.' },
    }
    const appearance = seoAppearance(seoInput.page(page), settings)
    expect(appearance).toMatchObject({ title: 'Lawn Care Jacksonville', description: 'Our own words.', descriptionSource: 'seo' })
    expect(appearance.ogImage).toBe('/og/page')
  })

  it("falls back to the site's default description and says so", () => {
    const appearance = seoAppearance(seoInput.post({ slug: 'grubs', title: 'Grubs', excerpt: '  ' }), settings)
    expect(appearance).toMatchObject({ description: settings.defaultDescription, descriptionSource: 'site default' })
    expect(appearance.canonicalPath).toBe('/blog/grubs')
    expect(appearance.ogImage).toBe(ogImagePath.post('grubs'))
  })

  it('keeps an unknown town canonical to the real one and out of search results', () => {
    const input = seoInput.location({ slug: 'jacksonville', title: 'Lawn Care in Jacksonville', description: 'Town page.' })
    const appearance = seoAppearance({ ...input, path: '/locations/nowhere', canonicalPath: input.path, noIndex: true }, settings)
    expect(appearance).toMatchObject({ canonicalPath: '/locations/jacksonville', noIndex: true, ogImage: '/og/location/jacksonville' })
  })

  it('honours the editor hiding a page from search engines', () => {
    const page = { path: '/thanks', title: 'Thanks', seo: { noIndex: true } }
    expect(seoAppearance(seoInput.page(page), settings).noIndex).toBe(true)
  })
})

describe('toDescription', () => {
  it('collapses whitespace and cuts long text at a word with an ellipsis, within 160 characters', () => {
    const long = `${'Fertilization, weed control and insect control for St. Augustine lawns '.repeat(4)}\n end.`
    const cut = toDescription(long)
    expect(cut.length).toBeLessThanOrEqual(160)
    expect(cut.endsWith('…')).toBe(true)
    expect(cut).not.toMatch(/\s{2}|\n/)
    expect(long.replace(/\s+/g, ' ')).toContain(cut.slice(0, -1))
  })
})

describe('seoWarnings', () => {
  it('warns about a title over 60 characters and a description over 160, with their lengths', () => {
    const title = 'Mosquito Control for Jacksonville Back Yards, Pools and Docks Year Round'
    const text = 'x '.repeat(100)
    const warnings = seoWarnings(seoAppearance(seoInput.page({ path: '/m', title, hero: { text } }), { titleSuffix: '' }))
    expect(warnings).toEqual([
      `The title has ${title.length} characters; search results show about 60. Shorten it or set a shorter search title.`,
      'The description has 199 characters; search results show about 160, so it is cut as shown.',
    ])
  })

  it('has nothing to say about a page within the limits', () => {
    expect(seoWarnings(seoAppearance(seoInput.page({ path: '/a', title: 'About', hero: { text: 'Family owned.' } }), settings))).toEqual([])
  })
})
