import { describe, expect, it } from 'vitest'
import { buildDataset } from '@site/content'
import { createMemorySource, serviceAreaQuery } from '@site/sanity'
import { answerFor, expandZipCodes, zipIndex } from './zip-index'

describe('the service area from the town documents', () => {
  it('expands ranges and keeps single codes', () => {
    expect(expandZipCodes(['32207-32211', '32259'])).toEqual(['32207', '32208', '32209', '32210', '32211', '32259'])
    expect(expandZipCodes(['32211-32207', '30000-39999', 'abc', ' 32082 '])).toEqual(['32082'])
  })

  it("answers from the seed's twelve towns: Jacksonville's ranges, St. Johns, and not Orlando", async () => {
    const towns = await createMemorySource((await buildDataset()).documents).fetch(serviceAreaQuery)
    expect(towns).toHaveLength(12)
    const index = zipIndex(towns)
    expect(answerFor(index, '32259')).toEqual({ zip: '32259', served: true, town: { name: 'St. Johns', path: '/locations/st-johns' } })
    expect(answerFor(index, '32209')).toMatchObject({ served: true, town: { path: '/locations/jacksonville' } })
    expect(answerFor(index, '32218')).toMatchObject({ served: true, town: { name: 'Jacksonville' } })
    expect(answerFor(index, '32801')).toEqual({ zip: '32801', served: false })
  })
})
