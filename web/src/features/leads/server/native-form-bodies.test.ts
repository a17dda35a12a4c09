import { describe, expect, it } from 'vitest'
import { MESSAGES, newsletterSchema, parseLeadPayload, parseOptOut, trapFilled } from '@site/leads'
import { fieldErrors, leadBodyFrom, leadValues, optOutBodyFrom, pageOf, signupBodyFrom } from './native-form-bodies'

// A form posted natively becomes the body the same form posts as JSON: the intake then judges both
// the same way. These check the mapping; lead-handler.test.ts and the browser tests check the rest.

const formOf = (fields: Record<string, string>) => {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  return form
}
const page = { domain: 'www.example.com', url: 'https://www.example.com/pest-control/ants?utm_source=flyer&utm_medium=print' }

const contact = {
  formId: 'ant-control-form',
  firstName: 'Ana',
  lastName: 'Reyes',
  email: 'ana@example.com',
  phone: '(904) 555-0142',
  service: 'Pest Control Only',
  address: '12 Oak St',
  city: 'Jacksonville',
  zipCode: '32204',
  contactConsent: 'on',
  consentVersion: '2025-09-01',
  consentText: 'I agree. Reply STOP to opt out.',
  smsConsentVersion: '2026-11-28',
  smsConsentText: 'Texts with offers and reminders.',
  nectar: '',
}

describe('a lead form posted without scripts', () => {
  it('becomes the body the form posts as JSON, with the page, its campaign and the label chosen', () => {
    const body = leadBodyFrom(formOf(contact), page)
    const parsed = parseLeadPayload(JSON.parse(JSON.stringify(body)))
    expect(parsed.ok).toBe(true)
    expect(body?.leadData).toMatchObject({
      firstName: 'Ana',
      lastName: 'Reyes',
      email: 'ana@example.com',
      select_a_service__sg_: 'Pest Control Only',
      submission_form_id: 'ant-control-form',
      page_name: 'Ant Control',
      page_url: page.url,
      utm_source: 'flyer',
      utm_medium: 'print',
    })
    expect(body?.legal).toEqual({
      contactConsent: true,
      consentText: 'I agree. Reply STOP to opt out.',
      consentVersion: '2025-09-01',
      smsConsentText: 'Texts with offers and reminders.',
      smsConsentVersion: '2026-11-28',
    })
    // The texting box left empty, as it comes.
    expect(body?.leadData.sms_subscription_opted_in).toBe(false)
    expect(body?.hubspotSubscriptions?.smsSubscription).toBe(false)
  })

  it('carries the texting box when ticked, and shows it ticked again when the page comes back', () => {
    const body = leadBodyFrom(formOf({ ...contact, smsConsent: 'on' }), page)
    const parsed = parseLeadPayload(JSON.parse(JSON.stringify(body)))
    expect(parsed.ok && parsed.payload.leadData.sms_subscription_opted_in).toBe(true)
    expect(parsed.ok && parsed.payload.hubspotSubscriptions.smsSubscription).toBe(true)
    expect(leadValues(formOf({ ...contact, smsConsent: 'on' }))).toMatchObject({ contactConsent: true, smsConsent: true })
    expect(leadValues(formOf(contact))).toMatchObject({ contactConsent: true, smsConsent: false })
  })

  it('is refused for consent when the box was left empty, and for a form the site does not have', () => {
    const { contactConsent: _unticked, ...rest } = contact
    const parsed = parseLeadPayload(JSON.parse(JSON.stringify(leadBodyFrom(formOf(rest), page))))
    expect(parsed).toMatchObject({ ok: false, message: MESSAGES.consentRequired })
    expect(leadBodyFrom(formOf({ ...contact, formId: 'no-such-form' }), page)).toBeNull()
    expect(leadBodyFrom(formOf({ ...contact, formId: '__proto__' }), page)).toBeNull()
  })

  it('sends the quiz results form as the quiz does: one name split, its results, no phone unless given', () => {
    const body = leadBodyFrom(
      formOf({
        formId: 'service-quiz',
        name: 'Mary Ann Smith',
        email: 'm@example.com',
        address: '4 Palm Ct',
        quiz_results: 'Lawn Programs',
        pet_kid_safe: 'true',
        contactConsent: 'on',
      }),
      page,
    )
    expect(body?.leadData).toMatchObject({
      firstName: 'Mary',
      lastName: 'Ann Smith',
      quiz_results: 'Lawn Programs',
      pet_kid_safe: true,
      select_a_service__sg_: 'quiz-completion',
    })
    expect(body?.leadData.phone).toBeUndefined()
    const quiz = { formId: 'service-quiz', name: 'Mary Smith', email: 'm@example.com', address: '4 Palm Ct', contactConsent: 'on' }
    expect(leadBodyFrom(formOf({ ...quiz, phone: '' }), page)?.leadData.phone).toBeUndefined()
    const texts = leadBodyFrom(formOf({ ...quiz, phone: '(904) 555-0142', smsConsent: 'on' }), page)
    expect(texts?.leadData).toMatchObject({ phone: '(904) 555-0142', sms_subscription_opted_in: true })
  })

  it('keeps only the generic town page name a form may claim', () => {
    const generic = leadBodyFrom(formOf({ ...contact, formId: 'location-estimate-modal-form', pageName: 'Generic Location Page' }), page)
    expect(generic?.leadData.page_name).toBe('Generic Location Page')
    const forged = leadBodyFrom(formOf({ ...contact, formId: 'location-estimate-modal-form', pageName: 'Anything' }), page)
    expect(forged?.leadData.page_name).toBe('Location Page')
  })

  it("shows each message beside the field the visitor sees, the quiz's name included", () => {
    expect(
      fieldErrors([
        { path: 'legal.contactConsent', message: MESSAGES.consentRequired },
        { path: 'leadData.phone', message: MESSAGES.phoneInvalid },
        { path: 'leadData.phone', message: 'second message' },
      ]),
    ).toEqual({ contactConsent: MESSAGES.consentRequired, phone: MESSAGES.phoneInvalid })
    expect(fieldErrors([{ path: 'leadData.firstName', message: MESSAGES.firstNameRequired }], true)).toEqual({
      name: MESSAGES.nameRequired,
    })
  })
})

describe('the newsletter box and the opt-out form posted without scripts', () => {
  it('become the bodies they post as JSON', () => {
    expect(signupBodyFrom(formOf({ email: 'r@example.com', consent: 'on', consentVersion: 'v1' }), page)).toMatchObject({
      email: 'r@example.com',
      consent: true,
      consentVersion: 'v1',
      page: 'blog',
      pageUrl: page.url,
    })
    const optOut = optOutBodyFrom(formOf({ email: '', phone: '904-555-0142', channels: 'sms' }), page)
    expect(parseOptOut(optOut)).toMatchObject({ ok: true, request: { phone: '904-555-0142', channels: ['sms'] } })
    expect(optOutBodyFrom(formOf({ email: 'a@example.com', channels: 'everything' }), page).channels).toEqual(['sms', 'email'])
  })
})

describe('the trap field posted without scripts', () => {
  it('travels with a lead, a sign-up and an opt-out under its name or its former one (website), to be flagged, not dropped', () => {
    const traps: Record<string, string>[] = [{ nectar: 'x' }, { website: 'https://autofilled.example' }]
    for (const trap of traps) {
      const lead = parseLeadPayload(JSON.parse(JSON.stringify(leadBodyFrom(formOf({ ...contact, ...trap }), page))))
      expect(lead).toMatchObject({ ok: true, honeypot: true })
      const signup = newsletterSchema.parse(signupBodyFrom(formOf({ email: 'r@example.com', consent: 'on', ...trap }), page))
      expect(trapFilled(signup)).toBe(true)
      expect(parseOptOut(optOutBodyFrom(formOf({ email: 'a@example.com', ...trap }), page))).toMatchObject({ ok: true, honeypot: true })
    }
    expect(parseLeadPayload(JSON.parse(JSON.stringify(leadBodyFrom(formOf(contact), page))))).toMatchObject({ ok: true, honeypot: false })
  })
})

describe('the page a form was on', () => {
  const headers = (fields: Record<string, string>) => new Headers(fields)
  it('is the Referer when it is the origin the post came from', () => {
    expect(pageOf(headers({ origin: 'https://www.example.com', referer: page.url }), 'https://site.example')).toEqual(page)
  })

  it("is that origin's home page for a Referer from elsewhere or none", () => {
    expect(pageOf(headers({ origin: 'https://www.example.com', referer: 'https://evil.example/x' }), 'https://site.example')).toEqual({
      domain: 'www.example.com',
      url: 'https://www.example.com/',
    })
    expect(pageOf(headers({}), 'https://site.example')).toEqual({ domain: 'site.example', url: 'https://site.example/' })
  })
})
