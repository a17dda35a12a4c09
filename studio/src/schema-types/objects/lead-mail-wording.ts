import { defineArrayMember, defineField, defineType } from 'sanity'
import { EnvelopeIcon } from '@sanity/icons/Envelope'
import { MAIL_PLACEHOLDERS, type MailPlaceholder } from '@site/leads/mail-placeholders'
import { findUnknownTokens } from '@site/sanity/tokens'
import { PLACEHOLDER_HELP } from '../fields.ts'

/** Placeholders a text may use: the site's facts and the request's own ones named here. */
export function placeholdersAnd(names: readonly MailPlaceholder[]) {
  const allowed = new Set(names.map((name) => `{${name}}`))
  return (value: unknown): true | string => {
    const unknown = findUnknownTokens(value).filter((token) => !allowed.has(token))
    return unknown.length ? `Unknown placeholder ${unknown.join(', ')}. See the field description for the ones you can use.` : true
  }
}

const help = (names: readonly MailPlaceholder[]) =>
  `${names.map((name) => `{${name}} is ${MAIL_PLACEHOLDERS[name]}`).join('; ')}. ${PLACEHOLDER_HELP}`

const line = (name: string, title: string, description: string, names: readonly MailPlaceholder[], max = 140) =>
  defineField({
    name,
    title,
    type: 'string',
    description: `${description} ${help(names)}`,
    validation: (rule) => rule.required().max(max).custom(placeholdersAnd(names)),
  })

const paragraphs = (name: string, title: string, description: string, names: readonly MailPlaceholder[]) =>
  defineField({
    name,
    title,
    type: 'text',
    rows: 8,
    description: `${description} Leave an empty line between paragraphs. ${help(names)}`,
    validation: (rule) => rule.required().max(2000).custom(placeholdersAnd(names)),
  })

const REQUEST: MailPlaceholder[] = ['firstName', 'name', 'service', 'address', 'zip', 'form']
const VISIT: MailPlaceholder[] = [...REQUEST, 'window']
// A stranger can type anyone's address into a form, so the visitor e-mails carry nothing typed but a
// first name that looks like one (in the greeting) and a service that is one of the form's own.
const VISITOR_TEXT: MailPlaceholder[] = ['service']
const VISITOR_VISIT: MailPlaceholder[] = ['service', 'window']
const TO_ANYONE =
  'It goes to whatever address was typed into the form, so it carries no words a visitor typed: no name, address or message.'

/** Who hears of a request by e-mail, and what the e-mails to the office and to the visitor say. */
export const leadMailWording = defineType({
  name: 'leadMailWording',
  title: 'Request e-mails',
  type: 'object',
  icon: EnvelopeIcon,
  description:
    'Every request sent from a form is e-mailed to the office at once, and the visitor gets a confirmation. The web server sends them once SMTP_URL is set (see "Before you go live").',
  fields: [
    defineField({
      name: 'officeRecipients',
      title: 'Office e-mail recipients',
      type: 'array',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.required().email() })],
      description: 'Who gets an e-mail for every request, and when a visitor picks a visit window. One address per entry; up to 10.',
      validation: (rule) => rule.required().min(1).max(10).unique(),
    }),
    line(
      'serviceFallback',
      'Service, when none was chosen',
      'What {service} says in the visitor e-mails when the form had no service choice (the quiz, or none picked), for example "lawn and pest care".',
      [],
      60,
    ),
    line('officeSubject', 'Office e-mail subject', 'The subject of the e-mail the office gets for each request.', REQUEST),
    line(
      'officeVisitSubject',
      'Office subject: visit window',
      'The subject of the office e-mail when a visitor picks or moves a visit window.',
      VISIT,
    ),
    line(
      'visitorSubject',
      'Confirmation subject',
      `The subject of the e-mail the visitor gets right after sending a form. ${TO_ANYONE}`,
      [],
    ),
    line(
      'greeting',
      'Greeting',
      'The first line of the visitor e-mails, for example "Hi {firstName},". Used only when the first name looks like one (letters, spaces, apostrophes and hyphens, up to 30 characters).',
      ['firstName'],
      60,
    ),
    line(
      'greetingWithoutName',
      'Greeting without a name',
      'The first line of the visitor e-mails when the first name typed does not look like a name, for example "Hello,".',
      [],
      60,
    ),
    paragraphs(
      'visitorText',
      'Confirmation text',
      `The e-mail the visitor gets right after sending a form, after the greeting: what they asked for and when to expect the call. ${TO_ANYONE}`,
      VISITOR_TEXT,
    ),
    line('visitSubject', 'Visit window subject', `The subject of the e-mail the visitor gets after picking a visit window. ${TO_ANYONE}`, [
      'window',
    ]),
    paragraphs(
      'visitText',
      'Visit window text',
      `The e-mail the visitor gets after picking a visit window, after the greeting. Say that it is a request the office will confirm by phone, not a booked appointment. ${TO_ANYONE}`,
      VISITOR_VISIT,
    ),
    line('calendarTitle', 'Calendar entry title', 'The title of the calendar entry attached to the visit window e-mail.', ['window'], 80),
    line('callLabel', 'Call button', 'The call button in the visitor e-mails, for example "Call {phone}".', [], 60),
    line('signature', 'Signed', 'The last line of the visitor e-mails, for example "The {company} team".', [], 80),
    paragraphs(
      'footerText',
      'Why this e-mail',
      'Small print at the end of the visitor e-mails: why they got it. A link to the opt-out page follows.',
      [],
    ),
    line('optOutLabel', 'Opt-out link', 'The text of the link to the opt-out page at the end of the visitor e-mails.', [], 80),
    line(
      'reminderSubject',
      'Reminder subject',
      `The subject of the reminder the visitor gets the afternoon before a confirmed visit (Visit scheduling sets when). ${TO_ANYONE}`,
      ['window'],
    ),
    paragraphs(
      'reminderText',
      'Reminder text',
      `The reminder the afternoon before a confirmed visit, after the greeting: the time, and who to call to move it. ${TO_ANYONE}`,
      VISITOR_VISIT,
    ),
    line(
      'agendaSubject',
      'Office agenda subject',
      "The subject of the office's morning e-mail listing the day's estimate visits; the day's date follows it.",
      [],
      80,
    ),
    paragraphs(
      'agendaText',
      'Office agenda introduction',
      "Above the office's list of the day's visits, by arrival window: what to do with the requested ones.",
      [],
    ),
    line(
      'agendaEmptyText',
      'Office agenda, no visits',
      'The whole morning e-mail on a day with no estimate visits, so the office can tell "none today" from an e-mail that did not come.',
      [],
      200,
    ),
    line(
      'officeVisitChangedSubject',
      'Office subject: visit moved or cancelled',
      'The subject of the office e-mail when a visitor moves or cancels their visit from the link in their e-mail.',
      VISIT,
    ),
    line(
      'visitConfirmedSubject',
      'Visit confirmed subject',
      `The subject of the e-mail the visitor gets when the office confirms their visit window. ${TO_ANYONE}`,
      ['window'],
    ),
    paragraphs(
      'visitConfirmedText',
      'Visit confirmed text',
      `The e-mail the visitor gets when the office confirms their visit window, after the greeting. An updated calendar entry is attached. ${TO_ANYONE}`,
      VISITOR_VISIT,
    ),
    line(
      'confirmedCalendarTitle',
      'Calendar entry title, confirmed',
      'The title of the calendar entry once the office has confirmed the visit.',
      ['window'],
      80,
    ),
    line(
      'visitDeclinedSubject',
      'Visit declined subject',
      `The subject of the e-mail the visitor gets when the office cannot come in the window they asked for. ${TO_ANYONE}`,
      ['window'],
    ),
    paragraphs(
      'visitDeclinedText',
      'Visit declined text',
      `The e-mail the visitor gets when the office cannot come in the window they asked for, after the greeting. A button to pick another time follows. ${TO_ANYONE}`,
      VISITOR_VISIT,
    ),
    line(
      'visitOfferedSubject',
      'Other window offered subject',
      `The subject of the e-mail the visitor gets when the office offers another window; {window} is the one offered. ${TO_ANYONE}`,
      ['window'],
    ),
    paragraphs(
      'visitOfferedText',
      'Other window offered text',
      `The e-mail the visitor gets when the office offers (and holds) another window, after the greeting; {window} is the one offered. A button to change or cancel it follows. ${TO_ANYONE}`,
      VISITOR_VISIT,
    ),
    line(
      'visitCancelledSubject',
      'Visit cancelled subject',
      `The subject of the e-mail the visitor gets after cancelling their visit from the link in their e-mail. ${TO_ANYONE}`,
      ['window'],
    ),
    paragraphs(
      'visitCancelledText',
      'Visit cancelled text',
      `The e-mail the visitor gets after cancelling their visit, after the greeting; the calendar entry is cancelled with it. ${TO_ANYONE}`,
      VISITOR_VISIT,
    ),
    line(
      'manageLabel',
      'Change or cancel button',
      'The button in the visit e-mails that opens the page where the visitor moves or cancels their visit.',
      [],
      60,
    ),
    line('pickLabel', 'Pick another time button', 'The button in the declined e-mail that opens the page to pick another window.', [], 60),
  ],
})
