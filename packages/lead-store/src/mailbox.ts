import type { Dialect } from './steps.ts'

// One person's mailbox however the address is spelled: the caps on e-mail to visitors count per
// mailbox, and an opt-out of one spelling covers the others. Lower case; a "+tag" after the local
// part is dropped (most providers deliver dana+x@ to dana@); Gmail ignores dots in the local part and
// delivers googlemail.com to the same mailboxes as gmail.com.

const GMAIL = new Set(['gmail.com', 'googlemail.com'])

/** The mailbox an address delivers to: victim.person+1@GoogleMail.com -> victimperson@gmail.com. */
export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase()
  const at = address.indexOf('@')
  if (at < 0) return address
  const domain = address.slice(at + 1)
  const local = address.slice(0, at).split('+')[0] ?? ''
  return GMAIL.has(domain) ? `${local.replaceAll('.', '')}@gmail.com` : `${local}@${domain}`
}

/**
 * The same rule as SQL over a column, for rows written before the key was kept (migration 6). Both
 * databases have substr and replace; the position function is instr in SQLite, strpos in Postgres.
 */
export function mailboxKeySql(column: string, dialect: Dialect): string {
  const position = (text: string, part: string) => (dialect === 'sqlite' ? `instr(${text}, '${part}')` : `strpos(${text}, '${part}')`)
  const address = `lower(trim(${column}))`
  const at = position(address, '@')
  const local = `substr(${address}, 1, ${at} - 1)`
  const domain = `substr(${address}, ${at} + 1)`
  const untagged = `CASE WHEN ${position(local, '+')} > 0 THEN substr(${local}, 1, ${position(local, '+')} - 1) ELSE ${local} END`
  const gmail = `${domain} IN ('gmail.com', 'googlemail.com')`
  return `CASE WHEN ${column} IS NULL THEN NULL WHEN ${at} = 0 THEN ${address}
    WHEN ${gmail} THEN replace(${untagged}, '.', '') || '@gmail.com' ELSE ${untagged} || '@' || ${domain} END`
}
