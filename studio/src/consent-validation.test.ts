import { beforeAll, describe, expect, it } from 'vitest'
import { buildDataset, type DatasetDocument } from '@site/content'
import { errorsOf } from './validation-harness.ts'

// Site settings > Form consent refuses what would make the forms unregistrable: a required box that
// asks for marketing, a texting wording missing the company or a carrier's disclosure, a newsletter
// box without its own wording, and a HubSpot SMS subscription type that is not HubSpot's number.

let all: DatasetDocument[] = []
let settings: DatasetDocument
let texting = ''
beforeAll(async () => {
  all = (await buildDataset()).documents
  const found = all.find((doc) => doc._id === 'siteSettings')
  if (found?._type !== 'siteSettings') throw new Error('no site settings in the seed')
  settings = found
  texting = found.smsConsentText
})

const errors = async (changes: Record<string, unknown>) => (await errorsOf({ ...settings, ...changes } as DatasetDocument, all)).join('\n')

describe('Site settings > Form consent', () => {
  it('takes the seeded wordings and a numeric SMS subscription type', async () => {
    expect(await errors({ hubspotSmsSubscriptionId: '123456', smsProgramRegisteredOn: '2026-12-15' })).toBe('')
  })

  it('refuses a required box that asks for marketing', async () => {
    const text = 'I agree that {company} may contact me about this request and send me special offers by text message.'
    expect(await errors({ consentText: text })).toMatch(/^consentText: .*may not ask for marketing \("special"\)/m)
  })

  it('refuses a texting wording without the company or a disclosure carriers ask for', async () => {
    const complete = texting
    expect(await errors({ smsConsentText: complete.replace('{company}', 'us') })).toMatch(/^smsConsentText: .*the company's name/m)
    expect(await errors({ smsConsentText: complete.replace(' Consent is not a condition of purchase.', '') })).toMatch(
      /^smsConsentText: .*Consent is not a condition of purchase/m,
    )
    expect(await errors({ smsConsentText: complete.replace('Reply STOP to opt out, HELP for help.', 'Reply STOP to opt out.') })).toMatch(
      /^smsConsentText: .*HELP for help/m,
    )
  })

  it("asks for the newsletter box's own wording and version, with known placeholders only", async () => {
    expect(await errors({ newsletterConsentText: undefined })).toMatch(/^newsletterConsentText: /m)
    expect(await errors({ newsletterConsentVersion: undefined })).toMatch(/^newsletterConsentVersion: /m)
    const unknown = "Yes, e-mail me {brand}'s seasonal newsletter. I can unsubscribe with the link in every issue."
    expect(await errors({ newsletterConsentText: unknown })).toMatch(/^newsletterConsentText: .*\{brand\}/m)
  })

  it('refuses an SMS subscription type that is not a number', async () => {
    expect(await errors({ hubspotSmsSubscriptionId: 'sms-marketing' })).toMatch(/^hubspotSmsSubscriptionId: /m)
  })
})
