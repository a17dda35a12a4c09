import { defineQuery } from 'groq'
import type { ContentSource } from './source.ts'
import { stegaClean } from './stega.ts'

// When the scheduled visit e-mails go out (Visit scheduling: the reminder's and the agenda's send
// times), read by the code that queues them: the server's schedule and `pnpm leads reminders|agenda`.

export const visitNoticeTimesQuery = defineQuery(
  `*[_type == "visitScheduling" && _id == "visitScheduling"][0] { reminderTime, agendaTime }`,
)

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/
const clock = (value: unknown): value is string => typeof value === 'string' && CLOCK.test(value)

/** Both send times as HH:MM, Jacksonville time; rejects when they cannot be read or are not set. */
export async function readVisitNoticeTimes(source: ContentSource): Promise<{ reminderTime: string; agendaTime: string }> {
  const settings = stegaClean(await source.fetch(visitNoticeTimesQuery))
  const { reminderTime, agendaTime } = settings ?? {}
  if (!clock(reminderTime) || !clock(agendaTime)) {
    throw new Error('Visit scheduling: the reminder and agenda send times must be set (HH:MM)')
  }
  return { reminderTime, agendaTime }
}
