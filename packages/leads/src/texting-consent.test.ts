import { describe, expect, it } from 'vitest'
import { buildLeadPayload } from './build-payload.ts'
import type { LeadSubmission } from './lead-payload.ts'
import { MESSAGES } from './messages.ts'
import { parseLeadPayload } from './payload.ts'
import { marketingIn, missingTextingDisclosures } from './texting-consent.ts'
import { SAMPLE_CONTACT } from './testing/sample-contact.ts'

const TEXTING =
  'Yes, text me offers and reminders. I agree to receive recurring marketing texts from {company}. Message frequency varies. Msg & data rates may apply. Reply STOP to opt out, HELP for help. Consent is not a condition of purchase.'

const submission = (texting?: boolean): LeadSubmission => ({
  formId: 'contact-page-form',
  values: SAMPLE_CONTACT,
  serviceLabel: '',
  consent: { given: true, text: 'Contact me about this request.', version: '2026-11-28' },
  ...(texting === undefined ? {} : { texting: { given: texting, text: TEXTING, version: '2026-11-28' } }),
  page: { domain: 'www.example.com', url: 'https://www.example.com/contact' },
})

/** The body as it travels: JSON, as the browser posts it. */
const posted = (texting?: boolean) => JSON.parse(JSON.stringify(buildLeadPayload(submission(texting))))

describe('the texting box in the payload', () => {
  it('travels as sms_subscription_opted_in and smsSubscription, with its wording beside the required one', () => {
    const ticked = posted(true)
    expect(ticked.leadData.sms_subscription_opted_in).toBe(true)
    expect(ticked.hubspotSubscriptions.smsSubscription).toBe(true)
    expect(ticked.legal).toEqual({
      contactConsent: true,
      consentText: 'Contact me about this request.',
      consentVersion: '2026-11-28',
      smsConsentText: TEXTING,
      smsConsentVersion: '2026-11-28',
    })
    const unticked = posted(false)
    expect(unticked.leadData.sms_subscription_opted_in).toBe(false)
    expect(unticked.hubspotSubscriptions.smsSubscription).toBe(false)
    expect(unticked.legal.smsConsentVersion).toBe('2026-11-28')
  })

  it('is accepted as given, ticked or not, and read once for both places it travels', () => {
    for (const texting of [true, false]) {
      const parsed = parseLeadPayload(posted(texting))
      if (!parsed.ok) throw new Error(parsed.message)
      expect(parsed.payload.leadData.sms_subscription_opted_in).toBe(texting)
      expect(parsed.payload.hubspotSubscriptions.smsSubscription).toBe(texting)
      expect(parsed.payload.legal.smsConsentText).toBe(TEXTING)
    }
  })

  it('is never read into a post that contradicts itself, and one flag alone is enough', () => {
    const body = posted(true)
    const contradicting = parseLeadPayload({ ...body, hubspotSubscriptions: { ...body.hubspotSubscriptions, smsSubscription: false } })
    expect(contradicting.ok && contradicting.payload.leadData.sms_subscription_opted_in).toBe(false)
    expect(contradicting.ok && contradicting.payload.hubspotSubscriptions.smsSubscription).toBe(false)
    const { hubspotSubscriptions: _dropped, ...leadDataOnly } = body
    const alone = parseLeadPayload(leadDataOnly)
    expect(alone.ok && alone.payload.hubspotSubscriptions.smsSubscription).toBe(true)
    const { sms_subscription_opted_in: _flag, ...leadData } = body.leadData
    const hubspotOnly = parseLeadPayload({ ...body, leadData })
    expect(hubspotOnly.ok && hubspotOnly.payload.leadData.sms_subscription_opted_in).toBe(true)
    // A form from before the box: false, as the payload always said for it.
    const { smsConsentText: _text, smsConsentVersion: _version, ...legal } = posted(undefined).legal
    const before = parseLeadPayload({ ...posted(undefined), legal })
    expect(before.ok && before.payload.leadData.sms_subscription_opted_in).toBe(false)
  })

  it('does not stand in for the required box', () => {
    const body = posted(true)
    const parsed = parseLeadPayload({ ...body, legal: { ...body.legal, contactConsent: false } })
    expect(parsed).toMatchObject({ ok: false, message: MESSAGES.consentRequired })
  })
})

describe('the wording rules', () => {
  it('find every disclosure the texting wording leaves out, the company first', () => {
    expect(missingTextingDisclosures(TEXTING, '{company}')).toEqual([])
    expect(missingTextingDisclosures(TEXTING.replace('{company}', 'Hollis Lawn & Pest'), 'Hollis Lawn & Pest')).toEqual([])
    expect(missingTextingDisclosures('Text me. Reply STOP to opt out, HELP for help.', '{company}')).toEqual([
      "the company's name ({company})",
      'what the texts are: offers',
      'what the texts are: reminders',
      'Message frequency varies',
      'Msg & data rates may apply',
      'Consent is not a condition of purchase',
    ])
    expect(missingTextingDisclosures(TEXTING.replace('Consent is not a condition of purchase.', ''), '{company}')).toEqual([
      'Consent is not a condition of purchase',
    ])
  })

  it('find marketing in a required wording, and none in one about the request', () => {
    expect(marketingIn('I agree that {company} may contact me about this request by phone, e-mail and text.')).toBeNull()
    expect(marketingIn('I agree to texts about my request and special offers.')).toBe('special')
    expect(marketingIn('I agree to receive Marketing messages.')).toBe('Marketing')
  })
})
