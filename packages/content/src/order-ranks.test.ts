import { describe, expect, it } from 'vitest'
import { ORDERABLE_TYPES } from '@site/sanity/order-rank'
import { buildDataset } from './build.ts'
import { seedDocuments } from './documents/index.ts'

describe('order ranks', () => {
  it('ranks every plan, offer, question, testimonial and town in the order the seed modules list them', async () => {
    const seeds = await seedDocuments()
    const { documents } = await buildDataset()
    for (const type of ORDERABLE_TYPES) {
      const ofType = documents.filter((doc) => doc._type === type)
      const ranks = ofType.map((doc) => ('orderRank' in doc ? doc.orderRank : undefined))
      expect(ofType.length, type).toBeGreaterThan(0)
      // The plugin's LexoRank format: bucket, "|", six or more base-36 digits, ":".
      for (const rank of ranks) expect(rank, type).toMatch(/^0\|[0-9a-z]{6,}:[0-9a-z]*$/)
      expect(ranks.toSorted(), type).toEqual(ranks)
      expect(new Set(ranks).size, type).toBe(ranks.length)
      expect(ofType.map((doc) => doc._id)).toEqual(seeds.filter((doc) => doc._type === type).map((doc) => doc._id))
    }
  })

  it('lists the plans from the Lawn Program up, as the price lists always have', async () => {
    const { documents } = await buildDataset()
    const plans = documents.flatMap((doc) => (doc._type === 'plan' ? [doc] : []))
    expect(plans.toSorted((a, b) => String(a.orderRank).localeCompare(String(b.orderRank))).map((plan) => plan.key)).toEqual(
      plans.map((plan) => plan.key),
    )
    expect(plans[0]?.key).toBe('lawn-program')
  })
})
