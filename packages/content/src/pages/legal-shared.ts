import type { Seed, Schema } from '../seed-types.ts'
import { linkButton } from './helpers.ts'

// The two closing sections both legal pages share: the company's contact details (street address,
// phone and e-mail from site settings) and the call to action to /contact.

export const legalContact: Seed<Schema.ContactInfo> = {
  _type: 'contactInfo',
  heading: 'Our Contact Details',
  variant: 'compact',
  showHours: false,
  showAddress: true,
}

export const legalClosing: Seed<Schema.CtaBanner> = {
  _type: 'ctaBanner',
  heading: 'Questions About Your Service?',
  text: 'Our office team is happy to help with anything about your account, your visits or this page.',
  button: linkButton('Contact Us', '/contact'),
  showPhone: true,
  tone: 'light',
}
