import { defineField } from 'sanity'
import { marketingIn, missingTextingDisclosures } from '@site/leads/texting-consent'
import { knownPlaceholders } from '../validation.ts'

// The two boxes every lead form shows, and what goes with them to HubSpot. The required box is
// consent to be contacted about the request; marketing texts have their own box, never required,
// as carriers and the TCPA ask (packages/leads/src/texting-consent.ts holds the rules checked here).
// The blog's newsletter box has a wording of its own: a sign-up is no request, and it is consent
// to marketing e-mail, which the required box must never ask for.

const VERSION_HELP =
  'Change it (for example to the date) whenever the wording changes, so each request records which wording the visitor saw.'
const HUBSPOT_ID = /^\d{1,12}$/

function contactWording(value: unknown): true | string {
  const placeholders = knownPlaceholders(value)
  if (placeholders !== true) return placeholders
  const word = typeof value === 'string' ? marketingIn(value) : null
  return word
    ? `The required box may not ask for marketing ("${word}"): a visitor must be able to ask for an estimate without agreeing to it. Offers and promotions belong in the texting box.`
    : true
}

function textingWording(value: unknown): true | string {
  const placeholders = knownPlaceholders(value)
  if (placeholders !== true) return placeholders
  const missing = typeof value === 'string' ? missingTextingDisclosures(value, '{company}') : []
  return missing.length ? `Carriers and the TCPA need the texting wording to say: ${missing.join('; ')}.` : true
}

export const consentFields = [
  defineField({
    name: 'consentText',
    title: 'Required box: contact about the request',
    type: 'text',
    rows: 4,
    group: 'consent',
    description:
      'The box every form requires: consent to be contacted about this request by phone, e-mail and text. It must not ask for marketing (offers, promotions, newsletters): that is the texting box below. Stored with each request as the record of consent; the Privacy Policy and Terms of Use are linked below the boxes. Write {company} for the company name.',
    validation: (rule) => rule.required().min(80).max(600).custom(contactWording),
  }),
  defineField({
    name: 'consentVersion',
    title: 'Required box: wording version',
    type: 'string',
    group: 'consent',
    description: VERSION_HELP,
    validation: (rule) => rule.required(),
  }),
  defineField({
    name: 'smsConsentText',
    title: 'Texting box: marketing texts (optional for visitors)',
    type: 'text',
    rows: 5,
    group: 'consent',
    description:
      'The second box, never ticked in advance and never required. Carriers register a texting program only with this wording complete: {company} (the company name), what the texts are (offers, reminders), "Message frequency varies", "Msg & data rates may apply", "Reply STOP to opt out, HELP for help" and "Consent is not a condition of purchase". Links to the Privacy Policy and Terms of Use are shown beside it. Stored with each request.',
    validation: (rule) => rule.required().max(800).custom(textingWording),
  }),
  defineField({
    name: 'smsConsentVersion',
    title: 'Texting box: wording version',
    type: 'string',
    group: 'consent',
    description: VERSION_HELP,
    validation: (rule) => rule.required(),
  }),
  defineField({
    name: 'newsletterConsentText',
    title: 'Newsletter box: e-mail sign-up',
    type: 'text',
    rows: 3,
    group: 'consent',
    description:
      "The one box of the blog's newsletter form, required to sign up: consent to receive the newsletter by e-mail. Say what it is and that every issue has an unsubscribe link; say how often only if the office keeps to it. Stored with each sign-up. Write {company} for the company name.",
    validation: (rule) => rule.required().min(40).max(600).custom(knownPlaceholders),
  }),
  defineField({
    name: 'newsletterConsentVersion',
    title: 'Newsletter box: wording version',
    type: 'string',
    group: 'consent',
    description: 'Change it (for example to the date) whenever the wording changes, so each sign-up records which wording the visitor saw.',
    validation: (rule) => rule.required().max(100),
  }),
  defineField({
    name: 'smsProgramRegisteredOn',
    title: 'Texting program registered on',
    type: 'date',
    group: 'consent',
    description:
      'The day the carriers approved the texting program (A2P 10DLC campaign or toll-free verification, through your texting provider or HubSpot). Leave empty until then: send no marketing text before it. pnpm launch-check and "Before you go live" list it until it is set.',
  }),
  defineField({
    name: 'hubspotSubscriptionIds',
    title: 'HubSpot subscription type IDs',
    type: 'array',
    of: [{ type: 'string' }],
    group: 'consent',
    description:
      'The IDs of the HubSpot subscription types a visitor who agrees on a form is subscribed to (HubSpot: Settings > Marketing > Email > Subscription types). Leave empty when leads are not sent to HubSpot.',
    validation: (rule) =>
      rule
        .unique()
        .max(20)
        .custom(
          (ids) => (ids ?? []).every((id) => typeof id === 'string' && HUBSPOT_ID.test(id)) || 'Each ID is a number, as HubSpot shows it.',
        ),
  }),
  defineField({
    name: 'hubspotSmsSubscriptionId',
    title: 'HubSpot SMS subscription type ID',
    type: 'string',
    group: 'consent',
    description:
      'The ID of the HubSpot subscription type for marketing texts (HubSpot: Settings > Marketing > SMS, or Subscription types with the SMS channel). Each request tells HubSpot whether the texting box was ticked, with its wording. Leave empty when leads are not sent to HubSpot.',
    validation: (rule) => rule.custom((id) => id === undefined || HUBSPOT_ID.test(id) || 'The ID is a number, as HubSpot shows it.'),
  }),
]
