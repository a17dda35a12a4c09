import { beforeAll, describe, expect, it } from 'vitest'
import { buildDataset, type DatasetDocument } from '@site/content'
import { errorsOf } from './validation-harness.ts'

// An area whose ZIP the town does not list would send its residents to "not served" at the ZIP
// check; the Studio refuses to publish it and says what to do.

describe('a town area outside the town ZIP codes', () => {
  let all: DatasetDocument[] = []
  beforeAll(async () => {
    all = (await buildDataset()).documents
  })

  it('is an error on the area, naming the ZIP', async () => {
    const town = all.find((doc) => doc._id === 'location-jacksonville')
    expect(town?._type).toBe('location')
    if (town?._type !== 'location') return
    const riverside = { _key: 'riverside', _type: 'townArea' as const, name: 'Riverside', zip: '32204' }
    const errors = await errorsOf({ ...town, neighborhoods: [...town.neighborhoods.slice(1), riverside] }, all)
    expect(errors).toEqual([expect.stringMatching(/^neighborhoods\.\[_key=="riverside"\]\.zip: 32204 is not one of this town's ZIP codes/)])
  })
})
