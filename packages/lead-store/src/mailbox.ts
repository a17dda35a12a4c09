import type { Dialect } from './steps.ts'

// One person's mailbox however the address is spelled: the caps on e-mail to visitors count per
// mailbox, an opt-out of one spelling covers the others, and `leads forget` finds every spelling.
// The rule itself is normalizeMailbox (packages/leads); this file holds its SQL twin.

/**
 * normalizeMailbox as SQL over a column, for rows written before the key was kept (migration 6). Both
 * databases have substr and replace; the position function is instr in SQLite, strpos in Postgres.
 */
export function mailboxKeySql(column: string, dialect: Dialect): string {
  const position = (text: string, part: string) => (dialect === 'sqlite' ? `instr(${text}, '${part}')` : `strpos(${text}, '${part}')`)
  const address = `lower(trim(${column}))`
  const at = position(address, '@')
  const local = `substr(${address}, 1, ${at} - 1)`
  const domain = `substr(${address}, ${at} + 1)`
  const untagged = `CASE WHEN ${position(local, '+')} > 1 THEN substr(${local}, 1, ${position(local, '+')} - 1) ELSE ${local} END`
  const gmail = `${domain} IN ('gmail.com', 'googlemail.com')`
  return `CASE WHEN ${column} IS NULL THEN NULL WHEN ${at} = 0 THEN ${address}
    WHEN ${gmail} THEN replace(${untagged}, '.', '') || '@gmail.com' ELSE ${untagged} || '@' || ${domain} END`
}
