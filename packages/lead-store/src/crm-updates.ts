import { text, time, type Row } from './rows.ts'
import { sql, type Dialect, type Work } from './steps.ts'
import type { VisitWindow } from './types.ts'
import type { CrmVisitStatus } from './visit-bookings.ts'
import type { Lease } from './mail-queue.ts'

// Changes to a lead after it was stored (a visit window chosen, moved, confirmed or cancelled), sent to the CRM through the
// outbox. An update waits until its lead has been delivered, so the CRM never hears of a window for a
// lead it does not have yet.

export type CrmUpdateJob = {
  id: string
  leadId: string
  kind: 'visit-window'
  window: VisitWindow
  /** Where the visit stands; updates written before the office could confirm are 'requested'. */
  status: CrmVisitStatus
  attempts: number
  createdAt: string
}

function jobFromRow(row: Row): CrmUpdateJob {
  const { id, date, start, end, status } = JSON.parse(text(row, 'body'))
  return {
    id: text(row, 'id'),
    leadId: text(row, 'lead_id'),
    kind: 'visit-window',
    window: { id, date, start, end },
    status: status === 'confirmed' || status === 'cancelled' ? status : 'requested',
    attempts: Number(row.attempts ?? 0),
    createdAt: time(row, 'created_at') ?? '',
  }
}

export function* claimDueCrmUpdates(dialect: Dialect, { now, limit, leaseMs }: Lease): Work<CrmUpdateJob[]> {
  const until = new Date(Date.parse(now) + leaseMs).toISOString()
  const due = `SELECT u.id FROM crm_updates u JOIN lead_outbox o ON o.lead_id = u.lead_id
    WHERE u.status = 'pending' AND o.status = 'delivered' AND u.next_attempt_at <= ?1 AND (u.locked_until IS NULL OR u.locked_until <= ?1)
    ORDER BY u.next_attempt_at LIMIT ?3`
  const rows =
    dialect === 'postgres'
      ? yield sql(
          `UPDATE crm_updates x SET locked_until = ?2, updated_at = ?1
           FROM (${due} FOR UPDATE OF u SKIP LOCKED) due WHERE x.id = due.id RETURNING x.*`,
          now,
          until,
          limit,
        )
      : yield sql(`UPDATE crm_updates SET locked_until = ?2, updated_at = ?1 WHERE id IN (${due}) RETURNING *`, now, until, limit)
  return rows.map(jobFromRow)
}

/** Updates per state, for pnpm leads status. */
export function* crmUpdateCounts(): Work<Record<'pending' | 'delivered' | 'parked', number>> {
  const rows = yield sql('SELECT status, COUNT(*) AS n FROM crm_updates GROUP BY status')
  const counts = { pending: 0, delivered: 0, parked: 0 }
  for (const row of rows)
    if (row.status === 'pending' || row.status === 'delivered' || row.status === 'parked') counts[row.status] = Number(row.n)
  return counts
}

/** The default format's update: the lead payload has no shape for one, so it has its own. */
export function visitWindowUpdateBody(job: CrmUpdateJob, client: string) {
  return { client, type: 'visit-window', leadId: job.leadId, window: job.window, status: job.status }
}
