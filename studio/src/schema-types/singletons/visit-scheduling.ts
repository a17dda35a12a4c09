import { defineArrayMember, defineField, defineType } from 'sanity'
import { CalendarIcon } from '@sanity/icons/Calendar'
import { PLACEHOLDER_HELP } from '../fields.ts'
import { placeholdersAnd } from '../objects/lead-mail-wording.ts'

const words = (name: string, title: string, description: string, max = 80) =>
  defineField({
    name,
    title,
    type: 'string',
    group: 'wording',
    description: `${description} ${PLACEHOLDER_HELP}`,
    validation: (rule) => rule.required().max(max).custom(placeholdersAnd([])),
  })

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

/** A time of day the scheduled e-mails go out, within `[from, to]` (HH:MM compares as text). */
const sendTime = (name: string, title: string, description: string, [from, to]: [string, string]) =>
  defineField({
    name,
    title,
    type: 'string',
    group: 'calendar',
    description,
    validation: (rule) => [
      rule.required().regex(TIME, { name: 'HH:MM' }).error('Write the time on the 24-hour clock as HH:MM, for example 15:00.'),
      rule.custom((value: string | undefined) => !value || (value >= from && value <= to) || `Pick a time from ${from} to ${to}.`),
    ],
  })

/**
 * When visitors may ask for a free estimate visit, after sending a form: the arrival windows of each
 * weekday, how many visits a window takes, how far ahead, closed days, and the words of the picker.
 */
export const visitScheduling = defineType({
  name: 'visitScheduling',
  title: 'Visit scheduling',
  type: 'document',
  icon: CalendarIcon,
  description:
    'After a form is sent, the visitor may pick a day and arrival window for the free estimate visit. Only open windows are offered, in Jacksonville time; the office confirms each by phone.',
  groups: [
    { name: 'calendar', title: 'Windows and days', default: true },
    { name: 'wording', title: 'Wording' },
  ],
  fields: [
    defineField({
      name: 'windows',
      title: 'Arrival windows',
      type: 'array',
      group: 'calendar',
      of: [defineArrayMember({ type: 'visitHours' })],
      description: 'The windows offered on each day of the week. Leave a day out to close it for visits (Sunday, say).',
      validation: (rule) => rule.required().min(1).max(30),
    }),
    defineField({
      name: 'daysAhead',
      title: 'Days ahead',
      type: 'number',
      group: 'calendar',
      description: 'How many days ahead visitors may pick, counting from today.',
      initialValue: 14,
      validation: (rule) => rule.required().integer().min(1).max(60),
    }),
    defineField({
      name: 'earliestDays',
      title: 'Earliest day',
      type: 'number',
      group: 'calendar',
      description:
        'How many days after today the first window may be: 1 offers windows from the next business day on (closed days are skipped), 2 from the day after, and so on.',
      initialValue: 1,
      validation: (rule) => rule.required().integer().min(1).max(30),
    }),
    defineField({
      name: 'closedDates',
      title: 'Closed days',
      type: 'array',
      group: 'calendar',
      of: [defineArrayMember({ type: 'date', options: { dateFormat: 'dddd, MMMM D, YYYY' } })],
      description: 'Holidays and other days with no estimate visits. Days already past may be removed.',
      validation: (rule) => rule.unique().max(100),
    }),
    sendTime(
      'reminderTime',
      'Reminder send time',
      'When the visitor of each confirmed visit gets a reminder the day before, Jacksonville time on the 24-hour clock, for example 15:00. Between 09:00 and 19:00; a visit confirmed later that day is reminded until 21:00.',
      ['09:00', '19:00'],
    ),
    sendTime(
      'agendaTime',
      'Office agenda send time',
      "When the office gets the morning e-mail listing the day's estimate visits, Jacksonville time on the 24-hour clock, for example 06:30. Between 04:00 and 11:00.",
      ['04:00', '11:00'],
    ),
    defineField({
      name: 'changeCutoffHours',
      title: 'Changes online until',
      type: 'number',
      group: 'calendar',
      description:
        'How many hours before a visit window starts visitors may still move or cancel it from the link in their e-mails. After that the page asks them to call.',
      initialValue: 12,
      validation: (rule) => rule.required().integer().min(0).max(168),
    }),
    words('heading', 'Heading', 'Above the picker, shown under the thank-you message, for example "Pick a time for your free estimate".'),
    defineField({
      name: 'intro',
      title: 'Introduction',
      type: 'text',
      rows: 2,
      group: 'wording',
      description: `Under the heading: that picking is optional and that the office confirms by phone. ${PLACEHOLDER_HELP}`,
      validation: (rule) => rule.required().max(240).custom(placeholdersAnd([])),
    }),
    words('dayLabel', 'Day list label', 'Above the days, for example "Day".', 40),
    words('windowLabel', 'Window list label', 'Above the arrival windows of the day chosen, for example "Arrival window".', 40),
    words('chooseLabel', 'Send button', 'The button that asks for the window chosen, for example "Request this time".', 40),
    words('skipLabel', 'Skip button', 'The button for visitors who would rather not pick, for example "No thanks".', 40),
    words('changeLabel', 'Change button', 'After a window was asked for: the button to pick another, for example "Pick another time".', 40),
    words('doneLabel', 'Close button', 'After a window was asked for: the button that closes the picker, for example "Done".', 40),
    defineField({
      name: 'bookedText',
      title: 'Window asked for',
      type: 'string',
      group: 'wording',
      description: `Shown once the window is saved. Write {window} for the day and time chosen. ${PLACEHOLDER_HELP}`,
      validation: (rule) =>
        rule
          .required()
          .max(200)
          .custom(placeholdersAnd(['window'])),
    }),
    words('takenText', 'Window just taken', 'Shown when another visitor took the last place of the window a moment before.', 200),
    words('failedText', 'Could not save', 'Shown when the choice could not be saved, for example with the phone number to call.', 200),
    words('noneText', 'No open windows', 'Shown when no window is open in the days ahead.', 200),
  ],
  preview: { prepare: () => ({ title: 'Visit scheduling' }) },
})
