import { describe, expect, it } from 'vitest'
import { ATTRIBUTION_FIELDS } from './attribution-fields.ts'
import { buildLeadPayload } from './build-payload.ts'
import { LEAD_CLIENT, type LeadSubmission } from './lead-payload.ts'
import { MESSAGES } from './messages.ts'
import { MAX_OTHER_FIELDS, MAX_OTHER_LENGTH, parseLeadPayload } from './payload.ts'
import { buildServiceOptions, serviceLabel } from './service-options.ts'
import { SAMPLE_CONTACT } from './testing/sample-contact.ts'

const options = buildServiceOptions(
  [
    { key: 'lawn-program', name: 'Lawn Program', price: 55 },
    { key: 'complete', name: 'Complete Package', price: 99 },
  ],
  [{ value: 'pest-only', label: 'Pest Control Only' }],
  'Select a service',
)

const submission: LeadSubmission = {
  formId: 'home-page-form',
  values: SAMPLE_CONTACT,
  serviceLabel: serviceLabel(options, 'lawn-program'),
  consent: { given: true, text: 'I agree to receive texts.', version: '2025-09-01' },
  page: { domain: 'www.example.com', url: 'https://www.example.com/?utm_source=mailer' },
  attribution: { utm_source: 'mailer', utm_medium: 'email' },
  now: new Date('2025-09-10T14:00:00.000Z'),
}

describe('the lead payload', () => {
  it('has the shape the CRM reads: client, domain, leadData, legal, hubspotSubscriptions', () => {
    const body = JSON.parse(JSON.stringify(buildLeadPayload(submission)))
    expect(Object.keys(body)).toEqual(['client', 'domain', 'leadData', 'legal', 'hubspotSubscriptions'])
    expect(body.client).toBe(LEAD_CLIENT)
    expect(body.domain).toBe('www.example.com')
    expect(body.leadData).toMatchObject({
      firstName: 'Dana',
      lastName: 'Whitfield',
      email: 'dana@example.com',
      phone: '(904) 555-0142',
      address: '1200 Riverside Ave',
      city: 'Jacksonville',
      zipCode: '32204',
      message: '',
      select_a_service__sg_: 'Lawn Program $55/month',
      utm_source: 'mailer',
      utm_medium: 'email',
      submission_form_id: 'home-page-form',
      form_type: 'home_page_form',
      page: 'home',
      page_name: 'Home Page',
      timestamp: '2025-09-10T14:00:00.000Z',
      marketing_subscription_ids: [],
      email_subscription_opted_in: true,
      sms_subscription_opted_in: false,
    })
    // The service code and the form's flags are not sent in leadData.
    for (const key of ['service', 'contactConsent', 'emailSubscription', 'smsSubscription', 'website', 'nectar']) {
      expect(body.leadData).not.toHaveProperty(key)
    }
    expect(body.legal).toEqual({ contactConsent: true, consentText: 'I agree to receive texts.', consentVersion: '2025-09-01' })
    expect(body.hubspotSubscriptions).toEqual({ subscriptionIds: [], emailSubscription: true, smsSubscription: false })
  })

  it('sends the label of the chosen service, and nothing for the empty choice', () => {
    expect(serviceLabel(options, 'complete')).toBe('Complete Package $99/month')
    expect(serviceLabel(options, 'pest-only')).toBe('Pest Control Only')
    expect(serviceLabel(options, '')).toBe('')
    expect(buildLeadPayload({ ...submission, serviceLabel: '' }).leadData.select_a_service__sg_).toBe('')
  })

  it('is accepted by the server rules it was built for', () => {
    const parsed = parseLeadPayload(JSON.parse(JSON.stringify(buildLeadPayload(submission))))
    expect(parsed.ok).toBe(true)
    if (parsed.ok) {
      expect(parsed.fields).toBe('full')
      expect(parsed.honeypot).toBe(false)
      expect(parsed.payload.leadData.select_a_service__sg_).toBe('Lawn Program $55/month')
    }
  })
})

describe('server validation of a posted body', () => {
  const body = () => JSON.parse(JSON.stringify(buildLeadPayload(submission)))

  it('refuses a body without consent with the consent message first', () => {
    const unconsented = body()
    unconsented.legal = { contactConsent: false }
    const parsed = parseLeadPayload(unconsented)
    expect(parsed).toMatchObject({ ok: false, message: 'Please check the consent box to continue.' })
    const missing = body()
    delete missing.legal
    expect(parseLeadPayload(missing)).toMatchObject({ ok: false, message: MESSAGES.consentRequired })
  })

  it('applies the same phone, ZIP and e-mail rules as the browser and lists every issue', () => {
    const bad = body()
    bad.leadData.phone = '(104) 555-0142'
    bad.leadData.zipCode = '3220'
    bad.leadData.email = 'dana@'
    const parsed = parseLeadPayload(bad)
    expect(parsed.ok).toBe(false)
    if (!parsed.ok) {
      expect(parsed.issues).toEqual(
        expect.arrayContaining([
          { path: 'leadData.phone', message: 'Please enter a valid phone number' },
          { path: 'leadData.zipCode', message: 'Please enter a valid 5-digit ZIP code.' },
          { path: 'leadData.email', message: MESSAGES.emailInvalid },
        ]),
      )
      expect(parsed.message).toBe(MESSAGES.emailInvalid)
    }
  })

  it.each([null, 'text', 42, [], {}, { leadData: 'x' }])('refuses %j with a readable message', (value) => {
    const parsed = parseLeadPayload(value)
    expect(parsed.ok).toBe(false)
    if (!parsed.ok) expect(parsed.message).toBe(MESSAGES.consentRequired)
  })

  it('explains a structural problem without zod jargon', () => {
    const noClient = body()
    delete noClient.client
    expect(parseLeadPayload(noClient)).toMatchObject({ ok: false, message: MESSAGES.invalidRequest })
    const nested = body()
    nested.leadData.extra = { deep: true }
    expect(parseLeadPayload(nested)).toMatchObject({ ok: false, message: MESSAGES.invalidRequest })
  })

  it('checks a quiz lead against the quiz rules: no phone, city or ZIP, extras kept', () => {
    const quiz = buildLeadPayload({
      ...submission,
      formId: 'service-quiz',
      values: { firstName: 'Cher', lastName: '', email: 'cher@example.com', address: '4 Palm Ct' },
      serviceLabel: 'quiz-completion',
      additionalData: { quiz_results: 'Lawn Programs, Pest Control', pet_kid_safe: true },
    })
    const parsed = parseLeadPayload(JSON.parse(JSON.stringify(quiz)))
    expect(parsed.ok).toBe(true)
    if (parsed.ok) {
      expect(parsed.fields).toBe('quiz')
      expect(parsed.payload.leadData).toMatchObject({ quiz_results: 'Lawn Programs, Pest Control', pet_kid_safe: true, page: 'quiz' })
    }
  })

  it('takes a quiz lead with a mobile number for texts, and refuses a ticked texting box without one', () => {
    const quiz = (phone: string | undefined, given: boolean) =>
      parseLeadPayload(
        JSON.parse(
          JSON.stringify(
            buildLeadPayload({
              ...submission,
              formId: 'service-quiz',
              values: { firstName: 'Cher', lastName: '', email: 'cher@example.com', address: '4 Palm Ct', phone },
              serviceLabel: 'quiz-completion',
              texting: { given, text: 'Texts wording.', version: 't1' },
            }),
          ),
        ),
      )
    expect(quiz(undefined, true)).toMatchObject({
      ok: false,
      message: MESSAGES.textingPhoneRequired,
      issues: [{ path: 'leadData.phone', message: MESSAGES.textingPhoneRequired }],
    })
    expect(quiz('   ', true)).toMatchObject({ ok: false, message: MESSAGES.textingPhoneRequired })
    expect(quiz('555-01', false)).toMatchObject({ ok: false, message: MESSAGES.phoneLength })
    expect(quiz(undefined, false)).toMatchObject({ ok: true, payload: { leadData: { sms_subscription_opted_in: false } } })
    expect(quiz('(904) 555-0142', true)).toMatchObject({
      ok: true,
      payload: { leadData: { phone: '(904) 555-0142', sms_subscription_opted_in: true }, hubspotSubscriptions: { smsSubscription: true } },
    })
  })

  it('keeps values beyond the known fields only as a form would send them: a few, short and flat', () => {
    const few = body()
    for (let index = 0; index < MAX_OTHER_FIELDS; index++) few.leadData[`extra_${index}`] = 'x'.repeat(MAX_OTHER_LENGTH)
    expect(parseLeadPayload(few).ok).toBe(true)
    const many = body()
    for (let index = 0; index <= MAX_OTHER_FIELDS; index++) many.leadData[`extra_${index}`] = 'x'
    expect(parseLeadPayload(many)).toMatchObject({ ok: false, message: MESSAGES.tooManyFields })
    const long = body()
    long.leadData.extra = 'x'.repeat(MAX_OTHER_LENGTH + 1)
    expect(parseLeadPayload(long)).toMatchObject({ ok: false, message: MESSAGES.tooLong })
    const list = body()
    list.leadData.extra = ['a', 'b']
    expect(parseLeadPayload(list).ok).toBe(false)
  })

  it('checks a stats lead without city or ZIP', () => {
    const stats = body()
    stats.leadData.submission_form_id = 'stats-page-form'
    delete stats.leadData.city
    delete stats.leadData.zipCode
    expect(parseLeadPayload(stats).ok).toBe(true)
    expect(parseLeadPayload({ ...stats, leadData: { ...stats.leadData, submission_form_id: 'home-page-form' } }).ok).toBe(false)
  })

  it('flags a filled trap, under its name or its former one (website), and strips both from the payload', () => {
    for (const field of ['nectar', 'website']) {
      const bot = body()
      bot.leadData[field] = 'http://cheap-pills.example'
      const parsed = parseLeadPayload(bot)
      expect(parsed, field).toMatchObject({ ok: true, honeypot: true })
      if (parsed.ok) expect(Object.keys(parsed.payload.leadData)).not.toContain(field)
    }
    const blank = body()
    blank.leadData.nectar = '   '
    expect(parseLeadPayload(blank)).toMatchObject({ ok: true, honeypot: false })
  })

  it('accepts every attribution field as an optional string', () => {
    const attributed = body()
    for (const key of ATTRIBUTION_FIELDS) attributed.leadData[key] = `${key}-value`
    const parsed = parseLeadPayload(attributed)
    expect(parsed.ok).toBe(true)
    if (parsed.ok) expect(parsed.payload.leadData.referrer_type_first_touch).toBe('referrer_type_first_touch-value')
  })
})
