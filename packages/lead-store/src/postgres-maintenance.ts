import type pg from 'pg'

// Postgres's side of clearing deleted rows. A DELETE only marks a row version dead; VACUUM removes it
// from the table's pages and indexes so no query, index scan or page reuse sees it again. VACUUM FULL
// (a person's deletion) rewrites each table into new files and drops the old ones, so the rows are in
// no live data file either. What Postgres cannot promise: the write-ahead log segments written when
// the row was stored stay on disk until recycled (and in any WAL archive, replica or backup until those
// rotate); docs/operations.md says how long that is.

/** The tables a deletion may touch; only these names are ever put into a VACUUM statement. */
const TABLES = new Set([
  'leads',
  'lead_outbox',
  'mail_queue',
  'crm_updates',
  'visit_bookings',
  'visit_tokens',
  'visit_window_load',
  'lead_requests',
  'newsletter_subscriptions',
  'visit_network_load',
])

export async function clearDeletedPostgres(pool: pg.Pool, tables: readonly string[], rewrite: boolean): Promise<void> {
  const named = [...new Set(tables)].filter((table) => TABLES.has(table))
  if (!named.length) return
  // VACUUM cannot run inside a transaction: one connection, one statement per table.
  const client = await pool.connect()
  let failure: Error | undefined
  try {
    // VACUUM FULL holds each table's lock while it rewrites it; waiting longer than this for the lock
    // would hold up new leads queued behind it, so it gives up instead (the command says so).
    if (rewrite) await client.query("SET lock_timeout = '5s'")
    for (const table of named) await client.query(`VACUUM (${rewrite ? 'FULL, ' : ''}ANALYZE) ${table}`)
  } catch (error) {
    failure = error instanceof Error ? error : new Error(String(error))
    throw error
  } finally {
    // The session setting must not follow the connection back into the pool.
    client.release(failure ?? rewrite)
  }
}
