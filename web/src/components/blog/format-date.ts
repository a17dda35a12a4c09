/** "2025-09-08" -> "September 8, 2025". Formatted in UTC so a date never shifts by a day. */
export function formatDate(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
}

/** "2026-11-26" -> "November 2026", for "as of" dates where the day adds nothing. */
export function formatMonth(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', timeZone: 'UTC' })
}
