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
 * How a transaction commits: 'durable' waits for the disk before it resolves; 'bookkeeping' does not,
 * for records whose loss in a power cut only means some work is done again (an e-mail lease, an
 * e-mail marked sent, which is then sent once more under the same Message-ID). The next durable
 * commit carries it to disk.
 */
export type Durability = 'durable' | 'bookkeeping'

/** ` FOR UPDATE` on Postgres: the rows read are locked until the transaction ends; SQLite's single writer needs none. */
export const forUpdate = (dialect: Dialect, of = '') => (dialect === 'postgres' ? ` FOR UPDATE${of ? ` OF ${of}` : ''}` : '')

/** `?from, ?from+1, ...` for a list of `count` values. */
export const placeholders = (count: number, from = 1) => Array.from({ length: count }, (_, index) => `?${from + index}`).join(', ')

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

const dollars = (text: string) => text.replace(/\?(\d+)/g, (_, n: string) => `$${n}`)

/** Runs `work` on one Postgres client (inside the caller's transaction, when there is one). */
export async function runAsync<T>(client: pg.ClientBase | pg.Pool, work: Work<T>): Promise<T> {
  let step = work.next()
  while (!step.done) {
    const { rows } = await client.query(dollars(step.value.sql), [...step.value.params])
    step = work.next(rows)
  }
  return step.value
}
