import { beforeAll, describe, expect, it } from 'vitest'
import { buildDataset } from '@site/content'
import { createMemorySource, locationQuery, serviceAreaQuery, type ContentSource } from '@site/sanity'
import { lookupZip } from './zip-table'
import { answerFor, expandZipCodes, serviceArea } from './zip-index'

// A town page lists areas ("San Marco", "Vilano Beach"); a visitor from one of them who types their
// ZIP into the ZIP check must hear that we serve them, and be sent to that same town. Each area
// carries the ZIP it sits in, and this reads both the town page's query and the ZIP check's.

let source: ContentSource
let slugs: string[] = []

beforeAll(async () => {
  const documents = (await buildDataset()).documents
  source = createMemorySource(documents)
  slugs = (await source.fetch(serviceAreaQuery)).towns.flatMap((town) => (town.slug ? [town.slug] : []))
})

describe("each town's areas", () => {
  it('sit in a ZIP code the town page lists and the ZIP check sends to that town', async () => {
    const { towns, office } = await source.fetch(serviceAreaQuery)
    const index = serviceArea(towns, office, lookupZip)
    const wrong: string[] = []
    for (const slug of slugs) {
      const town = await source.fetch(locationQuery, { slug })
      const listed = expandZipCodes(town?.zipCodes ?? [])
      for (const area of town?.neighborhoods ?? []) {
        const answer = answerFor(index, area.zip ?? '')
        const sentTo = answer.served ? answer.town.path : 'not served'
        if (!listed.includes(area.zip ?? '') || sentTo !== `/locations/${slug}`)
          wrong.push(`${slug}: ${area.name} (${area.zip || 'no ZIP'}) -> ${sentTo}`)
      }
    }
    expect(wrong).toEqual([])
  })

  it('are read for every town, so the check above cannot pass on empty lists', async () => {
    expect(slugs.length).toBeGreaterThanOrEqual(12)
    for (const slug of slugs) expect((await source.fetch(locationQuery, { slug }))?.neighborhoods.length, slug).toBeGreaterThanOrEqual(5)
  })
})
