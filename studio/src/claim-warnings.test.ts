import { beforeAll, describe, expect, it } from 'vitest'
import { buildDataset, type DatasetDocument } from '@site/content'
import { errorsOf, warningsOf } from './validation-harness.ts'

// Staff typing a risky claim see a warning with the reason on the field they typed it in, whether it
// is a short line, a longer text or an article's rich text; the seed itself raises none.

describe('risky claims in the Studio', () => {
  let all: DatasetDocument[] = []
  beforeAll(async () => {
    all = (await buildDataset()).documents
  })

  it('warn on a card title, with the reason, and publish is not blocked', async () => {
    const home = all.find((doc) => doc._id === 'page-home')
    if (home?._type !== 'page' || !home.hero) throw new Error('the seed has no home page hero')
    const edited = { ...home, hero: { ...home.hero, eyebrow: 'Safe for pets and kids' } }
    const warnings = await warningsOf(edited, all)
    expect(warnings).toEqual([expect.stringMatching(/^hero\.eyebrow: "Safe": Federal pesticide labelling rules forbid safety claims/)])
    expect(await errorsOf(edited, all)).toEqual([])
  })

  it('warn inside an article body', async () => {
    const post = all.find((doc) => doc._type === 'post')
    if (post?._type !== 'post') throw new Error('the seed has no post')
    const block = {
      _type: 'block' as const,
      _key: 'claim',
      style: 'normal' as const,
      markDefs: [],
      children: [{ _type: 'span' as const, _key: 's', text: 'Your yard stays mosquito-free for good.' }],
    }
    const warnings = await warningsOf({ ...post, body: [...(post.body ?? []), block] }, all)
    expect(warnings.join('\n')).toMatch(/^body: "mosquito-free": No treatment keeps a yard or home free of pests/m)
  })

  it('are not raised by the seed content', async () => {
    const home = all.find((doc) => doc._id === 'page-home')
    expect(home).toBeDefined()
    expect(await warningsOf(home!, all)).toEqual([])
  })
})
