import type { Settings } from '@/sanity/types'

/** "18:00" -> "6:00 PM" */
export function formatTime(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number)
  const suffix = h >= 12 ? 'PM' : 'AM'
  return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${suffix}`
}

/** One row of the site's opening hours as shown in the footer and the contact section: "8:00 AM - 6:00 PM" or "Closed". */
export function hoursText(hours: Settings['hours'][number]): string {
  return hours.opens && hours.closes ? `${formatTime(hours.opens)} - ${formatTime(hours.closes)}` : 'Closed'
}
