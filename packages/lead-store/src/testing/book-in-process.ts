// One "instance" for the race tests: opens the store the environment names (DATABASE_URL, else
// LEADS_DB), waits for the agreed moment, asks for one window for every lead it was given at once,
// and prints the outcomes as JSON. Run by visit-race.test.ts as separate processes.
import { hashVisitToken } from '../visit-bookings.ts'
import { openLeadStore } from '../open-store.ts'
import type { VisitWindow } from '../types.ts'

const { leads, window, capacity, startAt, now } = JSON.parse(process.argv[2] ?? '{}') as {
  leads: { id: string; token: string }[]
  window: VisitWindow
  capacity: number
  startAt: number
  /** The booking's time: the leads' own clock, so their tokens are still valid. */
  now: string
}
const store = await openLeadStore()
await new Promise((resolve) => setTimeout(resolve, Math.max(0, startAt - Date.now())))
const outcomes = await Promise.all(
  leads.map(({ id, token }) =>
    store.visits
      .book({ leadId: id, tokenHash: hashVisitToken(token), window, capacity, now, network: `network-${id}` })
      .then((result) => result.outcome),
  ),
)
await store.close()
process.stdout.write(JSON.stringify(outcomes))
