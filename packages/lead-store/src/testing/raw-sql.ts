import type { Row } from '../rows.ts'
import { executorOf } from '../sql-lead-store.ts'
import { sql, type Dialect, type SqlValue, type Work } from '../steps.ts'
import type { LeadStore } from '../types.ts'

/**
 * The rows of one statement (`?1`-style parameters) run straight on the store's database, for a test
 * that sets up or checks rows no store method writes or reads.
 */
export async function rawSql(store: LeadStore, text: string | ((dialect: Dialect) => string), ...params: SqlValue[]): Promise<Row[]> {
  const run = executorOf(store)
  if (!run) throw new Error('not a store of this package')
  return run.each(
    (function* (): Work<Row[]> {
      return yield sql(typeof text === 'string' ? text : text(run.dialect), ...params)
    })(),
  )
}
