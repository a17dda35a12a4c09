import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { MESSAGES } from '@site/leads'
import { SqliteLeadStore } from '@site/lead-store'
import { ConsentWordings, type SiteConsent } from './consent-wordings'
import { takeLead, type IntakeDeps } from './lead-intake'
import { fieldErrors, leadBodyFrom } from './native-form-bodies'

// The quiz results form asks for no phone number, but its texting box consents to texts "at the
// mobile number I give": ticked, it needs one. The form as posted (without scripts; with them the
// browser sends the same body, lead-submission.ts) through the one intake, into a real store.

const scratch = mkdtempSync(join(tmpdir(), 'quiz-texting-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

const SITE: SiteConsent = {
  text: 'I agree that Hollis Lawn & Pest may contact me about this request.',
  version: 'c-2026',
  subscriptionIds: [],
  texting: { text: 'Yes, text me offers and reminders from Hollis Lawn & Pest.', version: 't-2026', subscriptionId: null },
}
const page = { domain: 'localhost', url: 'http://localhost/quiz' }

let store: SqliteLeadStore
let deps: IntakeDeps
beforeEach(() => {
  store = SqliteLeadStore.open(join(scratch, `${Math.random().toString(36).slice(2)}.db`))
  const open = async () => store
  deps = { store: open, consent: new ConsentWordings({ read: async () => SITE, store: open, log: () => undefined }) }
  return () => store.close()
})

function quizPost(fields: { phone?: string; smsConsent?: boolean }) {
  const form = new FormData()
  const values: Record<string, string> = {
    formId: 'service-quiz',
    name: 'Dana Whitfield',
    email: 'dana@example.com',
    address: '12 Oak St',
    quiz_results: 'Lawn Programs',
    pet_kid_safe: 'false',
    contactConsent: 'on',
    consentText: SITE.text,
    consentVersion: SITE.version,
    smsConsentText: SITE.texting?.text ?? '',
    smsConsentVersion: SITE.texting?.version ?? '',
    ...(fields.phone === undefined ? {} : { phone: fields.phone }),
    ...(fields.smsConsent ? { smsConsent: 'on' } : {}),
  }
  for (const [name, value] of Object.entries(values)) form.append(name, value)
  const body = leadBodyFrom(form, page)
  if (!body) throw new Error('the quiz form is not known')
  return takeLead(body, { ip: '203.0.113.7', userAgent: 'test' }, deps)
}

describe('the quiz results form and its texting box', () => {
  it('refuses a ticked texting box without a mobile number, the message beside the number, and stores nothing', async () => {
    for (const phone of [undefined, '', '   ']) {
      const intake = await quizPost({ smsConsent: true, ...(phone === undefined ? {} : { phone }) })
      expect(intake).toMatchObject({ kind: 'invalid', message: MESSAGES.textingPhoneRequired })
      if (intake.kind !== 'invalid') throw new Error('taken')
      expect(fieldErrors(intake.issues, true)).toEqual({ phone: MESSAGES.textingPhoneRequired })
    }
    expect(await store.countLeads()).toBe(0)
  })

  it('stores a ticked texting box with the mobile number given, opted in to texts', async () => {
    const intake = await quizPost({ smsConsent: true, phone: '(904) 555-0142' })
    if (intake.kind !== 'stored') throw new Error(`not stored: ${JSON.stringify(intake)}`)
    const lead = await store.getLead(intake.id)
    expect(lead).toMatchObject({
      formId: 'service-quiz',
      phone: '(904) 555-0142',
      smsConsent: { given: true, text: SITE.texting?.text, version: 't-2026', source: 'server' },
    })
    expect(lead?.payload.leadData.sms_subscription_opted_in).toBe(true)
    expect(lead?.payload.hubspotSubscriptions.smsSubscription).toBe(true)
  })

  it('stores an unticked texting box without a number, not opted in', async () => {
    const intake = await quizPost({ phone: '' })
    if (intake.kind !== 'stored') throw new Error(`not stored: ${JSON.stringify(intake)}`)
    const lead = await store.getLead(intake.id)
    expect(lead).toMatchObject({ formId: 'service-quiz', phone: '', smsConsent: { given: false } })
    expect(lead?.payload.leadData.sms_subscription_opted_in).toBe(false)
    expect(lead?.payload.leadData).not.toHaveProperty('phone')
  })

  it('checks a number given without the texting box by the phone rule', async () => {
    expect(await quizPost({ phone: '555-01' })).toMatchObject({ kind: 'invalid', message: MESSAGES.phoneLength })
    expect(await store.countLeads()).toBe(0)
  })
})
