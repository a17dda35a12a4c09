import type { Seed, Schema } from '../seed-types.ts'

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']

// Estimate visits follow the office's hours: two arrival windows on weekdays, the morning on
// Saturday, none on Sunday. Three visits a window is what one estimator covers across the area.
export const visitScheduling: Seed<Schema.VisitScheduling> = {
  _id: 'visitScheduling',
  _type: 'visitScheduling',
  windows: [
    { _type: 'visitHours', days: WEEKDAYS, start: '08:00', end: '12:00', places: 3 },
    { _type: 'visitHours', days: WEEKDAYS, start: '12:00', end: '16:00', places: 3 },
    { _type: 'visitHours', days: ['Saturday'], start: '08:00', end: '12:00', places: 3 },
  ],
  daysAhead: 14,
  earliestDays: 1,
  // Time for the office to re-plan the round: changes online end the evening before a morning visit.
  changeCutoffHours: 12,
  // Holidays the office is closed: the Friday after Thanksgiving, Christmas Eve and Day, New Year's
  // Day, and the federal holidays' Mondays (July 4, 2027 falls on a Sunday: observed on the 5th).
  closedDates: [
    '2026-11-27',
    '2026-12-24',
    '2026-12-25',
    '2027-01-01',
    '2027-05-31',
    '2027-07-05',
    '2027-09-06',
    '2027-11-25',
    '2027-11-26',
    '2027-12-24',
  ],
  // Reminders go out mid-afternoon, while the office still answers the phone for a visitor who must move;
  // the agenda is in the office's inbox before the first arrival window opens at 8.
  reminderTime: '15:00',
  agendaTime: '06:30',
  heading: 'Pick a time for your free estimate',
  intro:
    'Optional: choose the day and arrival window that suit you, and we will call to confirm it. Rather not pick now? We will call you to set a time.',
  dayLabel: 'Day',
  windowLabel: 'Arrival window',
  chooseLabel: 'Request this time',
  skipLabel: 'No thanks',
  changeLabel: 'Pick another time',
  doneLabel: 'Done',
  bookedText: 'Requested: {window}. We will call to confirm it, and a calendar entry is on its way to your inbox.',
  takenText: 'Someone took the last place in that window a moment ago. Please pick another.',
  failedText: 'We could not save your choice just now. Please try again, or call us at {phone}.',
  noneText: 'No visit times are open online right now. We will call you to set one up.',
}
