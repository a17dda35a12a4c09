import { beforeAll, describe, expect, it } from 'vitest'
import { buildDataset, type DatasetDocument } from './build.ts'
import { textsOf } from './dataset-texts.ts'
import { siteSettings } from './documents/site-settings.ts'

// Each company fact is written once, in site settings, and copy writes its placeholder. This scans
// every text of the built dataset for a fact typed out literally ("since 2000", "2-4 hours") and
// names the document and field where it was found, so the copy can be changed to the placeholder.

const settings = siteSettings
const METRES_PER_MILE = 1609.344
const range = (value: string) => {
  const [low, high] = value.split('-')
  return high ? `(?:${low}-${high}|${low}–${high}|${low} to ${high})` : value
}

let documents: DatasetDocument[] = []

beforeAll(async () => {
  documents = (await buildDataset()).documents
})

/** What copy must not type, and the placeholder to write instead. */
function literalForms(townCount: number): { form: RegExp; placeholder: string }[] {
  const miles = Math.round(settings.serviceRadiusMeters / METRES_PER_MILE)
  return [
    { form: new RegExp(`\\bsince ${settings.foundedYear}\\b`, 'i'), placeholder: 'since {foundedYear}' },
    { form: new RegExp(`\\b${settings.responseHours} hours\\b`, 'i'), placeholder: '{responseHours} hours' },
    { form: new RegExp(`\\b${range(settings.reentryHours)} hours\\b|\\btwo to four hours\\b`, 'i'), placeholder: '{reentryHours} hours' },
    {
      form: new RegExp(`\\b${range(settings.mosquitoWeeks)} weeks\\b|\\bthree to four weeks\\b`, 'i'),
      placeholder: '{mosquitoWeeks} weeks',
    },
    { form: new RegExp(`\\b${range(settings.lawnVisitWeeks)} weeks\\b`, 'i'), placeholder: '{lawnVisitWeeks} weeks' },
    {
      form: new RegExp(`\\b${range(settings.treatmentsPerYear)} (?:lawn )?treatments\\b`, 'i'),
      placeholder: '{treatmentsPerYear} treatments',
    },
    { form: new RegExp(`\\b${miles}[- ]miles?\\b`, 'i'), placeholder: '{radiusMiles}-mile' },
    { form: new RegExp(`\\b(?:${townCount}|9|nine) (?:cities|towns)\\b`, 'i'), placeholder: '{townCount} cities' },
  ]
}

describe('facts written once', () => {
  it('types no known fact literally in copy', () => {
    const townCount = documents.filter((doc) => doc._type === 'location').length
    const forms = literalForms(townCount)
    // Milestones are history: "2015: 9 Cities" stays true when a tenth town is added.
    const copy = documents.filter((doc) => doc._type !== 'milestone').flatMap((doc) => textsOf(doc, doc._id))
    const found = copy.flatMap(({ path, text }) =>
      forms.flatMap(({ form, placeholder }) => {
        const match = form.exec(text)
        return match ? [`${path}: "${match[0]}" (write ${placeholder})`] : []
      }),
    )
    expect(found).toEqual([])
  })

  it('recognises each fact typed out, so the scan above can fail', () => {
    const forms = literalForms(12)
    const samples = [
      'Family-owned since 2000',
      'within 24 hours',
      'off the lawn for 2 to 4 hours',
      'every 3-4 weeks',
      'visits every 6-8 weeks',
      '6-8 treatments a year',
      'a 31-mile radius',
      'nine cities',
    ]
    for (const sample of samples)
      expect(
        forms.some(({ form }) => form.test(sample)),
        sample,
      ).toBe(true)
    expect(forms.some(({ form }) => form.test('Family-owned since {foundedYear}, replies within {responseHours} hours'))).toBe(false)
  })
})
