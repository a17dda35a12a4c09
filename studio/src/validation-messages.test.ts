import { describe, expect, it } from 'vitest'
import { buildDataset, type DatasetDocument } from '@site/content'
import { errorsOf } from './validation-harness.ts'

// A refused value is answered with what to write instead, not with the pattern it failed.

const { documents } = await buildDataset()
type Plan = Extract<DatasetDocument, { _type: 'plan' }>
type Settings = Extract<DatasetDocument, { _type: 'siteSettings' }>
const plan = documents.find((doc): doc is Plan => doc._type === 'plan')
const settings = documents.find((doc): doc is Settings => doc._type === 'siteSettings')
if (!plan || !settings) throw new Error('The seed has no plan or no site settings')

describe('validation messages', () => {
  it('says how to write a plan key', async () => {
    const edited: Plan = { ...plan, key: 'Lawn Program' }
    expect(await errorsOf(edited, documents)).toContain('key: Use lower-case letters, digits and dashes only, for example "lawn-program".')
  })

  it('says how to write a phone number, a ZIP code and a service fact', async () => {
    const edited: Settings = {
      ...settings,
      phone: '904-555-0142',
      address: { ...settings.address, postalCode: '3225' },
      reentryHours: 'two to four',
    }
    const errors = await errorsOf(edited, documents)
    expect(errors).toContain('phone: Write the number as (904) 555-0142.')
    expect(errors).toContain('address.postalCode: Write the five-digit ZIP code, for example 32256.')
    expect(errors).toContain('reentryHours: Write a number or a range such as 2-4, digits only.')
  })
})
