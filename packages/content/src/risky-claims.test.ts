import { beforeAll, describe, expect, it } from 'vitest'
import { findRiskyClaims, RISKY_CLAIMS } from '@site/sanity/risky-claims'
import { buildDataset, type DatasetDocument } from './build.ts'
import { textsOf } from './dataset-texts.ts'

// The list the Studio warns with, run over every text of the built dataset: a safety claim about a
// pesticide or a promise no treatment keeps fails here, naming the document, field and words.

let documents: DatasetDocument[] = []

beforeAll(async () => {
  documents = (await buildDataset()).documents
})

describe('risky claims', () => {
  it('appear in no text of the dataset', () => {
    const found = documents
      .flatMap((doc) => textsOf(doc, doc._id))
      .flatMap(({ path, text }) => findRiskyClaims(text).map(({ claim, match }) => `${path}: "${match}" (${claim.phrase})`))
    expect(found).toEqual([])
  })

  it('are recognised in the sentences the list was written for', () => {
    const samples = [
      'Safe for pets and kids',
      'Yes, when label directions are followed, it is SAFE.',
      'Family and pet friendly products',
      'roach-free within 30 days',
      'the trails stop for good',
      'Get a Mosquito-Free Yard',
      'keep homes free of roaches and ants',
      'a non-toxic barrier',
    ]
    for (const sample of samples) expect(findRiskyClaims(sample), sample).not.toEqual([])
  })

  it('leave the label wording and ordinary uses of the words alone', () => {
    const fine = [
      'Children and pets can use treated areas again after 2-4 hours, per the product label.',
      'Free estimates and free service calls between visits.',
      'A contract-free plan: cancel any month.',
      'Keep the grass mowed so mounds are easy to spot.',
    ]
    for (const sample of fine) expect(findRiskyClaims(sample), sample).toEqual([])
  })

  it('give every phrase a reason an editor can act on', () => {
    for (const claim of RISKY_CLAIMS) expect(claim.reason.length, claim.phrase).toBeGreaterThan(40)
  })
})
