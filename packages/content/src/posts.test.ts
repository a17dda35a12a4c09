import { beforeAll, describe, expect, it } from 'vitest'
import { posts } from './documents/posts.ts'
import type { Seed, Schema } from './seed-types.ts'

type Post = Seed<Schema.Post>
type Block = Extract<Post['body'][number], { _type: 'block' }>

// Every blog article: slug -> [its date when one is set, call-to-action target, button label when one is set].
const ARTICLES: Record<string, [string | null, string, string?]> = {
  'spring-lawn-care-jacksonville': ['2025-09-08', '/contact'],
  'fire-ant-identification-elimination': ['2025-09-07', '/services/ant-control'],
  'top-5-pests-jacksonville': ['2025-09-06', '/pest-control'],
  'jacksonville-lawn-care-unique': ['2025-09-05', '/services/lawn-programs'],
  'coastal-mosquito-control-jacksonville-beach': ['2025-09-04', '/pest-control/mosquitos'],
  'st-johns-county-roach-control': ['2025-09-03', '/pest-control/roaches'],
  'orange-park-clay-county-spider-control': ['2025-09-02', '/pest-control/spiders'],
  'wasp-stinging-insect-control-north-florida': ['2025-09-01', '/pest-control/wasps'],
  'fernandina-beach-specialized-lawn-programs': ['2025-08-31', '/services/lawn-programs'],
  'tree-shrub-disease-prevention-jacksonville': ['2025-08-30', '/services/tree-shrub'],
  'in-home-ant-control-jacksonville': ['2025-08-29', '/pest-control/ants'],
  'st-augustine-lawn-aeration-benefits': ['2025-08-28', '/services/aeration'],
  'yard-ant-control-outdoor-spaces': ['2025-08-27', '/services/ant-control'],
  'pest-inspections-north-florida': ['2025-08-26', '/pest-control'],
  'hurricane-lawn-recovery-pest-prevention': ['2025-08-25', '/contact', 'Get Recovery Assessment'],
  'summer-lawn-care-jacksonville-survival': ['2025-08-24', '/services/lawn-programs'],
  'winter-lawn-care-north-florida': ['2025-08-23', '/services/lawn-programs'],
  'fall-lawn-preparation-jacksonville': [null, '/services/lawn-programs', 'View Lawn Programs'],
  'chinch-bug-control-st-augustine-jacksonville': [null, '/services/lawn-programs', 'View Lawn Programs'],
  'lawn-disease-prevention-jacksonville-humid-climate': [null, '/services/lawn-programs', 'View Lawn Programs'],
  'fall-fertilization-preparing-jacksonville-lawn-winter': [null, '/services/lawn-programs', 'View Lawn Programs'],
  'german-cockroach-control-jacksonville-indoor-defense': [null, '/pest-control/roaches', 'Learn About Roach Control'],
  'professional-mosquito-control-solutions-jacksonville': [null, '/pest-control/mosquitos', 'Learn About Mosquito Control'],
  'ornamental-plant-pest-management-jacksonville': [null, '/services/tree-shrub'],
  'annual-lawn-care-planning-jacksonville': [null, '/services/lawn-programs', 'View Lawn Programs'],
  'grub-control-prevention-jacksonville': [null, '/services/lawn-programs', 'View Lawn Programs'],
  'spider-control-strategies-jacksonville': [null, '/contact'],
  'effective-ant-control-strategies-jacksonville': [null, '/contact'],
  'brown-patch-prevention-st-augustine-grass': [null, '/contact'],
  'dollarweed-control-jacksonville-pennywort': [null, '/contact'],
  'fall-aeration-jacksonville-lawn-care': [null, '/contact'],
  // The second grub article, on the damage grubs leave, sends readers to the lawn programs too.
  'lawn-grub-damage-signs-north-florida': [null, '/services/lawn-programs', 'View Lawn Programs'],
}
const OCTOBER = [
  'spider-control-strategies-jacksonville',
  'effective-ant-control-strategies-jacksonville',
  'brown-patch-prevention-st-augustine-grass',
  'dollarweed-control-jacksonville-pennywort',
  'fall-aeration-jacksonville-lawn-care',
]

// Fact boxes are shared with other articles, so an article's own words are its text blocks.
const blocks = (post: Post) => post.body.filter((block): block is Block => block._type === 'block')
const text = (block: Block) => (block.children ?? []).map((child) => child.text ?? '').join('')
const words = (post: Post) => blocks(post).map(text).join(' ').split(/\s+/).filter(Boolean).length

describe('the article library', () => {
  let all: Post[] = []
  beforeAll(async () => {
    all = await posts()
  })

  it('has every article of the table and no other', () => {
    expect(all.map((post) => post.slug.current).sort()).toEqual(Object.keys(ARTICLES).sort())
  })

  it('gives each article its date, call-to-action target and label', () => {
    expect(
      all.filter((post) => !(post.slug.current in ARTICLES)).map((post) => post.slug.current),
      'articles the table lacks',
    ).toEqual([])
    for (const post of all) {
      const [date, href, label] = ARTICLES[post.slug.current]!
      if (date) expect(post.date, post.slug.current).toBe(date)
      expect(post.cta.href, post.slug.current).toBe(href)
      if (label) expect(post.cta.label, post.slug.current).toBe(label)
    }
    for (const slug of OCTOBER) {
      const post = all.find((item) => item.slug.current === slug)
      expect(post?.date.startsWith('2025-10-'), slug).toBe(true)
      expect(post?.cta.label, slug).toMatch(/^Get Free .*Estimate$/)
    }
  })

  it('keeps every date between Aug 20 and Oct 13, 2025', () => {
    for (const post of all) {
      expect(post.date >= '2025-08-20' && post.date <= '2025-10-13', `${post.slug.current} ${post.date}`).toBe(true)
    }
  })

  it('has 700 to 1,400 words, three or more headed sections, a list, alt text and a category in each article', () => {
    for (const post of all) {
      const name = post.slug.current
      expect(words(post), name).toBeGreaterThanOrEqual(700)
      expect(words(post), name).toBeLessThanOrEqual(1400)
      expect(blocks(post).filter((block) => block.style === 'h2').length, name).toBeGreaterThanOrEqual(3)
      expect(
        blocks(post).some((block) => block.listItem),
        name,
      ).toBe(true)
      expect(post.image.alt.length, name).toBeGreaterThanOrEqual(20)
      expect(post.category._ref, name).toMatch(/^category-/)
    }
  })

  it('never repeats a paragraph across articles', () => {
    const seen = new Map<string, string>()
    const repeats: string[] = []
    for (const post of all) {
      for (const block of blocks(post)) {
        if (block.style !== 'normal' || block.listItem) continue
        const paragraph = text(block).replace(/\s+/g, ' ').trim().toLowerCase()
        if (paragraph.length < 60) continue
        const owner = seen.get(paragraph)
        if (owner && owner !== post.slug.current) repeats.push(`${owner} / ${post.slug.current}: ${paragraph.slice(0, 60)}`)
        seen.set(paragraph, post.slug.current)
      }
    }
    expect(new Set(seen.values()).size, 'articles whose paragraphs were compared').toBe(all.length)
    expect(repeats).toEqual([])
  })

  it('keeps company facts out of article bodies (they live in site settings)', () => {
    for (const post of all) {
      const body = blocks(post).map(text).join(' ')
      expect(body, post.slug.current).not.toMatch(/\(\d{3}\) \d{3}-\d{4}|@example\.com|\$\d/)
    }
  })
})
