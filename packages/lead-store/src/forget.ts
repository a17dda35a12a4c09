import { mailboxDomains, normalizeMailbox } from '@site/leads'
import { CHUNK, LEAD_TABLES, deleteLeads, type LeadDeletion } from './lead-deletion.ts'
import { phoneKey } from './opt-out-rows.ts'
import { text } from './rows.ts'
import { placeholders, sql, type Dialect, type Work } from './steps.ts'
import type { LeadStore } from './types.ts'

// A person's data deleted on request (the privacy policy's "deletion", run by the office as
// `pnpm leads forget <e-mail or phone>`): their leads with every row tied to them, and their newsletter
// sign-ups. Their opt-out record stays: it is what keeps them from being contacted again, and holds
// only the contact, the channels and when and where it was asked. The person is found by mailbox
// (mailbox.ts: case, +tags and Gmail's dots do not matter) or by the ten digits of their phone.

export type PersonKey = { kind: 'email'; mailbox: string } | { kind: 'phone'; digits: string }

const ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The person an e-mail address or a phone number names, or why it names nobody. */
export function personKey(value: string): PersonKey | { error: string } {
  const given = value.trim()
  if (given.includes('@')) {
    return ADDRESS.test(given) ? { kind: 'email', mailbox: normalizeMailbox(given) } : { error: `"${given}" is not an e-mail address` }
  }
  const digits = phoneKey(given)
  return digits && digits.length === 10
    ? { kind: 'phone', digits }
    : { error: `"${given}" is neither an e-mail address nor a ten-digit phone number` }
}

export type ForgetReport = LeadDeletion & {
  /** Of the deleted leads, how many the CRM had received: the office deletes those there too. */
  forwarded: number
  subscriptions: number
  /** Opt-out records of the person, kept. */
  optOutsKept: number
  /** The other contact details found on the deleted leads (phones for an e-mail, e-mails for a phone). */
  otherContacts: string[]
}

const likeDomain = (domain: string) => `%@${domain.replace(/[\\%_]/g, (char) => `\\${char}`)}`
const PHONE_DIGITS = (column: string) =>
  `replace(replace(replace(replace(replace(replace(${column}, '(', ''), ')', ''), ' ', ''), '-', ''), '.', ''), '+', '')`

/** Rows of `table` whose e-mail column is an address of `mailbox`: found by domain, compared normalised. */
function* rowsOfMailbox(table: string, column: string, mailbox: string): Work<{ id: string; other: string }[]> {
  const domains = mailboxDomains(mailbox)
  const rows = yield sql(
    `SELECT ${table === 'leads' ? 'id, phone AS other' : 'id'}, ${column} AS address FROM ${table}
     WHERE ${domains.map((_, index) => `lower(${column}) LIKE ?${index + 1} ESCAPE '\\'`).join(' OR ')}`,
    ...domains.map(likeDomain),
  )
  return rows
    .filter((row) => normalizeMailbox(text(row, 'address')) === mailbox)
    .map((row) => ({ id: text(row, 'id'), other: text(row, 'other') }))
}

/** Deletes the person's leads and sign-ups in one transaction; store.deletePerson runs it; forgetPerson clears the files after. */
export function* forgetWork(dialect: Dialect, key: PersonKey): Work<ForgetReport> {
  let leads: { id: string; other: string }[]
  let subscriptions: string[] = []
  let optOutsKept: number
  if (key.kind === 'email') {
    leads = yield* rowsOfMailbox('leads', 'email', key.mailbox)
    subscriptions = (yield* rowsOfMailbox('newsletter_subscriptions', 'email', key.mailbox)).map((row) => row.id)
    optOutsKept = (yield* rowsOfMailbox('opt_outs', 'email', key.mailbox)).length
  } else {
    const rows = yield sql(`SELECT id, email FROM leads WHERE ${PHONE_DIGITS('phone')} IN (?1, ?2)`, key.digits, `1${key.digits}`)
    leads = rows.map((row) => ({ id: text(row, 'id'), other: text(row, 'email') }))
    const [kept] = yield sql('SELECT COUNT(*) AS n FROM opt_outs WHERE phone_key = ?1', key.digits)
    optOutsKept = Number(kept?.n ?? 0)
  }
  const ids = leads.map((lead) => lead.id)
  let forwarded = 0
  for (let start = 0; start < ids.length; start += CHUNK) {
    const chunk = ids.slice(start, start + CHUNK)
    const [row] = yield sql(
      `SELECT COUNT(*) AS n FROM lead_outbox WHERE status = 'delivered' AND lead_id IN (${placeholders(chunk.length)})`,
      ...chunk,
    )
    forwarded += Number(row?.n ?? 0)
  }
  const deleted = yield* deleteLeads(dialect, ids)
  for (let start = 0; start < subscriptions.length; start += CHUNK) {
    const chunk = subscriptions.slice(start, start + CHUNK)
    yield sql(`DELETE FROM newsletter_subscriptions WHERE id IN (${placeholders(chunk.length)})`, ...chunk)
  }
  const others = new Set(leads.map((lead) => lead.other.trim()).filter(Boolean))
  return { ...deleted, forwarded, subscriptions: subscriptions.length, optOutsKept, otherContacts: [...others].sort() }
}

/**
 * Forgets the person: the rows deleted in one transaction, then the database's files rid of them
 * (SQLite: rewritten, its log emptied; Postgres: the tables rewritten). Throws, with the rows already
 * deleted, when the files could not be cleared; running it again clears them.
 */
export async function forgetPerson(store: LeadStore, key: PersonKey): Promise<ForgetReport> {
  const report = await store.deletePerson(key)
  await store.clearDeleted([...LEAD_TABLES, 'newsletter_subscriptions'], { rewrite: true })
  return report
}
