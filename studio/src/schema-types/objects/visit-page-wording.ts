import { defineField, defineType } from 'sanity'
import { CalendarIcon } from '@sanity/icons/Calendar'
import { PLACEHOLDER_HELP } from '../fields.ts'
import { placeholdersAnd } from './lead-mail-wording.ts'

const words = (name: string, title: string, description: string, max = 200, names: 'window'[] = []) =>
  defineField({
    name,
    title,
    type: 'string',
    description: `${description}${names.length ? ' Write {window} for the day and arrival window.' : ''} ${PLACEHOLDER_HELP}`,
    validation: (rule) => rule.required().max(max).custom(placeholdersAnd(names)),
  })

/**
 * The page a visitor opens from the link in their visit e-mails, to move or cancel the visit. Like
 * the e-mails, it shows nothing the visitor typed: only the window and these words.
 */
export const visitPageWording = defineType({
  name: 'visitPageWording',
  title: 'Change-your-visit page',
  type: 'object',
  icon: CalendarIcon,
  description:
    'The page the link in the visit e-mails opens. Visitors move or cancel their visit there until the cut-off set in Visit scheduling; after it the page asks them to call.',
  fields: [
    words('heading', 'Heading', 'The page heading, for example "Your estimate visit".', 80),
    words('requestedText', 'Waiting for confirmation', 'When the office has not confirmed the window yet.', 200, ['window']),
    words('confirmedText', 'Confirmed', 'When the office has confirmed the window.', 200, ['window']),
    words('noVisitText', 'No visit', 'When no visit is booked (cancelled, or the office could not come): invites picking a window.'),
    words('moveLabel', 'Window list label', 'Above the list of open windows, for example "Another arrival window".', 60),
    words('moveButton', 'Move button', 'The button that moves the visit to the window chosen, for example "Move my visit".', 40),
    words('bookButton', 'Request button', 'The same button when no visit is booked, for example "Request this time".', 40),
    words('cancelButton', 'Cancel button', 'The button that cancels the visit, for example "Cancel my visit".', 40),
    words('tooLateText', 'Past the cut-off', 'When it is too late to change the visit online; give the phone number ({phone}).'),
    words('movedText', 'Moved', 'Shown after a move: the office will confirm the new window.', 200, ['window']),
    words('cancelledText', 'Cancelled', 'Shown after the visit was cancelled.'),
    words('fullText', 'Window taken', 'When the window chosen was taken a moment before.'),
    words('noneOpenText', 'No open windows', 'When no window is open in the days ahead; give the phone number.'),
    words('limitText', 'Too many changes', 'When the visit was changed too often, or too many were asked for from one connection today.'),
  ],
})
