import { beforeAll, describe, expect, it } from 'vitest'
import { buildDataset } from '@site/content'
import { createMemorySource, serviceAreaQuery, type QueryResult } from '@site/sanity'
import { answerFor, expandZipCodes, serviceArea, type ServiceArea } from './zip-index'
import { lookupZip } from './zip-table'

// The service area over the seed's settings (the Baymeadows office, 50 km) and twelve town pages,
// with the ZIP table the server reads.

let seed: QueryResult<typeof serviceAreaQuery>
let area: ServiceArea

beforeAll(async () => {
  seed = await createMemorySource((await buildDataset()).documents).fetch(serviceAreaQuery)
  area = serviceArea(seed.towns, seed.office, lookupZip)
})

describe('the service area', () => {
  it('expands ranges and keeps single codes', () => {
    expect(expandZipCodes(['32207-32211', '32259'])).toEqual(['32207', '32208', '32209', '32210', '32211', '32259'])
    expect(expandZipCodes(['32211-32207', '30000-39999', 'abc', ' 32082 '])).toEqual(['32082'])
  })

  it("reads the office, the radius and twelve towns from the seed's documents", () => {
    expect(seed.office).toEqual({ latitude: 30.2195, longitude: -81.5532, radiusMeters: 50000 })
    expect(seed.towns).toHaveLength(12)
  })

  it("serves the office's own ZIP code and its neighbours, which no town page lists, with the Jacksonville page", () => {
    // Baymeadows, Mandarin, Bartram Park, Deerwood and Arlington: Jacksonville by their post office's name.
    for (const zip of ['32256', '32223', '32257', '32258', '32225', '32277']) {
      expect(area.listed.has(zip), zip).toBe(false)
      expect(answerFor(area, zip), zip).toEqual({ zip, served: true, town: { name: 'Jacksonville', path: '/locations/jacksonville' } })
    }
  })

  it('names the town page of the same place, else the nearest in the same county, else the nearest', () => {
    // "Saint Augustine" (the post office's spelling) is the St. Augustine page.
    expect(answerFor(area, '32095')).toMatchObject({ served: true, town: { name: 'St. Augustine' } })
    // Neptune Beach has no page: the nearest in Duval County is Jacksonville Beach.
    expect(answerFor(area, '32266')).toMatchObject({ served: true, town: { name: 'Jacksonville Beach' } })
    // Nocatee (Ponte Vedra, St. Johns County): the nearest St. Johns County page.
    expect(answerFor(area, '32081')).toMatchObject({ served: true, town: { name: 'Ponte Vedra Beach' } })
    // Callahan (Nassau County): Yulee, although a Jacksonville ZIP code is nearer.
    expect(answerFor(area, '32011')).toMatchObject({ served: true, town: { name: 'Yulee' } })
    // Penney Farms (Clay County): Green Cove Springs.
    expect(answerFor(area, '32079')).toMatchObject({ served: true, town: { name: 'Green Cove Springs' } })
  })

  it('serves what town pages list, with their own town, even outside the radius', () => {
    expect(answerFor(area, '32259')).toEqual({ zip: '32259', served: true, town: { name: 'St. Johns', path: '/locations/st-johns' } })
    expect(answerFor(area, '32209')).toMatchObject({ served: true, town: { path: '/locations/jacksonville' } })
    // Yulee's and St. Augustine Shores' centres lie just beyond 50 km of the office.
    expect(answerFor(area, '32097')).toMatchObject({ served: true, town: { name: 'Yulee' } })
    expect(answerFor(area, '32086')).toMatchObject({ served: true, town: { name: 'St. Augustine' } })
  })

  it('does not serve Orlando, Gainesville, a ZIP code with no area, or one just beyond the radius', () => {
    expect(answerFor(area, '32801')).toEqual({ zip: '32801', served: false })
    expect(answerFor(area, '32601')).toEqual({ zip: '32601', served: false })
    expect(answerFor(area, '00000')).toEqual({ zip: '00000', served: false })
    // St. Augustine Beach: about 53 km out, and no town page lists it.
    expect(answerFor(area, '32080')).toEqual({ zip: '32080', served: false })
  })

  it('follows the radius and the office in settings', () => {
    const wider = serviceArea(seed.towns, { ...seed.office!, radiusMeters: 120_000 }, lookupZip)
    expect(answerFor(wider, '32601')).toMatchObject({ served: true })
    expect(answerFor(wider, '32801')).toEqual({ zip: '32801', served: false })
    const orlando = serviceArea(seed.towns, { latitude: 28.54, longitude: -81.38, radiusMeters: 50_000 }, lookupZip)
    expect(answerFor(orlando, '32801')).toMatchObject({ served: true })
    expect(answerFor(orlando, '32256')).toEqual({ zip: '32256', served: false })
    // Without the office's position only the town pages' lists count.
    const listsOnly = serviceArea(seed.towns, null, lookupZip)
    expect(answerFor(listsOnly, '32256')).toEqual({ zip: '32256', served: false })
    expect(answerFor(listsOnly, '32259')).toMatchObject({ served: true })
  })
})
