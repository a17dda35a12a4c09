import type { Seed, Schema } from '../seed-types.ts'
import { pageId } from '../documents/ids.ts'
import { markdownToPortableText } from '../markdown.ts'
import { legalContact } from './legal-shared.ts'

// Withdrawing consent (FCC revocation rule in force since April 2025): any reasonable means counts,
// and the request must be honored within 10 business days. Florida's Telephone Solicitation Act
// gives 15 days after a STOP, so the FCC's 10 business days is the deadline that binds.

const body = markdownToPortableText(`
## What Happens Next

- We record your request with the time you sent it and pass it to our office and our customer system.
- We stop the messages you chose within **10 business days** at the latest, usually the same day. A text that was already scheduled may still arrive in the meantime.
- If you chose texts, we also stop marketing calls to that number. We may still call or text about a visit you booked yourself, such as a technician running late.
- Changed your mind later? Tick the texting box on any of our forms, or just call us.

## Other Ways to Opt Out

Any way you tell us counts. Reply **STOP** to any text message, use the unsubscribe link in any e-mail, call {phone} or e-mail {email}. See our [Privacy Policy](/privacy-policy) and [Terms of Use](/terms-of-use) for how we handle your information.
`)

export const optOutPage: Seed<Schema.Page> = {
  _id: pageId('/opt-out'),
  _type: 'page',
  title: 'Opt Out',
  path: '/opt-out',
  kind: 'legal',
  hero: {
    _type: 'hero',
    heading: 'Stop Texts or E-mails From Us',
    text: 'Tell us which number or address to take off our lists and we will stop within 10 business days, usually the same day.',
    showPhone: false,
  },
  sections: [
    {
      _type: 'optOutSection',
      heading: 'Withdraw Your Consent',
      intro: 'Give the e-mail address, the mobile number or both, and choose what to stop. Nothing else is needed.',
      emailLabel: 'E-mail address',
      phoneLabel: 'Mobile number',
      channelsLabel: 'What should we stop?',
      textsLabel: 'Text messages and marketing calls',
      emailsLabel: 'E-mails',
      bothLabel: 'Both',
      buttonLabel: 'Stop My Messages',
      successMessage:
        'Done. We have your request and will stop the messages you chose within 10 business days, usually today. No further action is needed.',
    },
    { _type: 'richText', body },
    legalContact,
  ],
  seo: {
    _type: 'seo',
    title: 'Opt Out of Texts and E-mails | {company}',
    description: 'Withdraw your consent to text messages, calls or e-mails from {company}. We honor every request within 10 business days.',
  },
}
