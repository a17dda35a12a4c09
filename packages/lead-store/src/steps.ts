import type { DatabaseSync, SQLInputValue } from 'node:sqlite'
import type pg from 'pg'
import type { Row } from './rows.ts'

// One piece of database work written once for both stores. The work is a generator that yields SQL
// statements and receives their rows: SQLite runs it synchronously (node:sqlite is synchronous, and
// nothing else may run on the connection in the middle of a transaction), Postgres with await on
// one client. Statements use ?1, ?2 ... for parameters, which both databases read by number (the
// Postgres runner writes them as $1, $2 ...).

export type Dialect = 'sqlite' | 'postgres'
export type SqlValue = string | number | null
export type Statement = { sql: string; params: readonly SqlValue[] }
export type Work<T> = Generator<Statement, T, Row[]>
/**
 * How a piece of work runs: 'write' in one transaction committed to disk before it resolves; 'read'
 * as plain reads; 'bookkeeping' in one transaction that does not wait for the disk, for records whose
 * loss in a power cut only means some work is done again (an e-mail lease, an e-mail marked sent,
 * which is then sent once more under the same Message-ID). The next durable commit carries it to disk.
 */
export type RunMode = 'write' | 'read' | 'bookkeeping'

/** Makes the work for a database; it may choose a statement by dialect where the two differ. */
export type WorkFor<T> = (dialect: Dialect) => Work<T>

export const sql = (text: string, ...params: SqlValue[]): Statement => ({ sql: text, params })

/** Runs `work` on a SQLite connection, synchronously; the caller holds the transaction. */
export function runSync<T>(db: DatabaseSync, work: Work<T>): T {
  let step = work.next()
  while (!step.done) {
    const { sql: text, params } = step.value
    step = work.next(db.prepare(text).all(...(params as SQLInputValue[])))
  }
  return step.value
}

const numbered = (text: string) => text.replace(/\?(\d+)/g, (_, n: string) => `$${n}`)

/** Runs `work` on one Postgres client (inside the caller's transaction, when there is one). */
export async function runAsync<T>(client: pg.ClientBase | pg.Pool, work: Work<T>): Promise<T> {
  let step = work.next()
  while (!step.done) {
    const { rows } = await client.query(numbered(step.value.sql), [...step.value.params])
    step = work.next(rows)
  }
  return step.value
}
