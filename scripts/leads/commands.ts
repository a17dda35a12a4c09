import { once } from 'node:events'
import type { Writable } from 'node:stream'
import { terminalText } from './terminal.ts'
import {
  Outbox,
  exportLines,
  parseForwardFormat,
  type ExportFormat,
  type ExportKind,
  type LeadStore,
  type OutboxStatus,
  type StoredLead,
  visitWindowText,
} from '@site/lead-store'

const pad = (raw: string, width: number) => {
  const text = terminalText(raw)
  return text.length > width ? `${text.slice(0, width - 1)}…` : text.padEnd(width)
}

export async function listLeads(store: LeadStore, options: { limit: number; status?: OutboxStatus }): Promise<void> {
  const leads = await store.listLeads({ limit: options.limit, newestFirst: true, ...(options.status ? { status: options.status } : {}) })
  if (!leads.length) {
    console.log('No leads.')
    return
  }
  console.log(
    [
      pad('received (UTC)', 20),
      pad('id', 36),
      pad('form', 26),
      pad('name', 22),
      pad('email', 28),
      pad('phone', 14),
      pad('forwarding', 12),
      'flags',
    ].join('  '),
  )
  for (const lead of leads) {
    const forwarding = lead.outbox.status === 'pending' && lead.outbox.attempts ? `retrying (${lead.outbox.attempts})` : lead.outbox.status
    console.log(
      [
        pad(lead.receivedAt.replace('T', ' ').slice(0, 19), 20),
        pad(lead.id, 36),
        pad(lead.formId, 26),
        pad(`${lead.firstName} ${lead.lastName}`.trim(), 22),
        pad(lead.email, 28),
        pad(lead.phone, 14),
        pad(forwarding, 12),
        leadFlags(lead),
      ].join('  '),
    )
  }
  const total = await store.countLeads(options.status)
  if (total > leads.length) console.log(`… ${total - leads.length} older; use --limit or pnpm leads export.`)
}

/** What the office must know before calling: withdrawn consent first, then a ZIP outside the area. */
export function leadFlags(lead: StoredLead): string {
  const flags = []
  if (lead.optOut) flags.push(`OPTED OUT (${lead.optOut.channels.map((c) => (c === 'sms' ? 'texts' : 'e-mails')).join(', ')})`)
  if (lead.consentedAgain) flags.push(`consented again ${lead.consentedAgain.at.slice(0, 10)} after an opt-out`)
  if (lead.serviceArea === 'out-of-area') flags.push('out of area')
  if (lead.suspectedAutomated) flags.push('suspected automated')
  if (lead.visitWindow) flags.push(`visit ${visitWindowText(lead.visitWindow)}`)
  return flags.join('; ')
}

export async function listOptOuts(store: LeadStore, limit: number): Promise<void> {
  const optOuts = await store.listOptOuts({ limit, newestFirst: true })
  if (!optOuts.length) {
    console.log('No opt-outs.')
    return
  }
  // A repeated request is one line: its first time (the one the law counts from) and how many came.
  console.log(
    [
      pad('first received (UTC)', 20),
      pad('asked', 5),
      pad('id', 36),
      pad('email', 40),
      pad('phone', 18),
      pad('channels', 16),
      'forwarding',
    ].join('  '),
  )
  for (const optOut of optOuts) {
    console.log(
      [
        pad(optOut.firstReceivedAt.replace('T', ' ').slice(0, 19), 20),
        pad(`${optOut.requests}×`, 5),
        pad(optOut.id, 36),
        pad(optOut.email ?? '', 40),
        pad(optOut.phone ?? '', 18),
        pad(optOut.channels.map((c) => (c === 'sms' ? 'texts' : 'e-mails')).join(', '), 16),
        optOut.outbox.status === 'parked' ? `parked: ${terminalText(optOut.outbox.lastError ?? '')}` : optOut.outbox.status,
      ].join('  '),
    )
  }
  const total = await store.countOptOuts()
  if (total > optOuts.length) console.log(`… ${total - optOuts.length} older; use --limit or --format csv.`)
}

/**
 * Streams the export to `out` with backpressure; on long exports a progress line goes to stderr
 * (rewritten in place on a terminal), so stdout stays clean CSV or JSON.
 */
export async function exportTo(store: LeadStore, out: Writable, kind: ExportKind, format: ExportFormat): Promise<void> {
  const tty = process.stderr.isTTY
  let reported = false
  const progress = (done: number, total: number) => {
    if (total < 1000 && !reported) return
    reported = true
    const line = `exported ${done} of ${total} ${kind === 'newsletter' ? 'sign-ups' : kind} (${Math.round((done / Math.max(total, 1)) * 100)}%)`
    process.stderr.write(tty ? `\r${line}` : `${line}\n`)
  }
  for await (const raw of exportLines(store, kind, format, progress)) {
    // A JSON line has no raw control characters, so escaping the rest leaves the same JSON; CSV cells
    // are made safe by the export itself.
    const line = format === 'json' ? terminalText(raw) : raw
    if (!out.write(`${line}\n`)) await once(out, 'drain')
  }
  if (reported && tty) process.stderr.write('\n')
  if (out !== process.stdout) {
    out.end()
    await once(out, 'finish')
  }
}

export async function drain(store: LeadStore): Promise<void> {
  const url = process.env.LEAD_FORWARD_URL
  if (!url) {
    console.error('LEAD_FORWARD_URL is not set: there is nowhere to forward leads to.')
    process.exitCode = 1
    return
  }
  const outbox = new Outbox({
    store,
    url,
    ...(process.env.LEAD_CLIENT_KEY ? { clientKey: process.env.LEAD_CLIENT_KEY } : {}),
    ...(process.env.LEAD_FORWARD_TOKEN ? { token: process.env.LEAD_FORWARD_TOKEN } : {}),
    format: parseForwardFormat(process.env.LEAD_FORWARD_FORMAT),
    log: (message) => console.error(message),
  })
  const result = await outbox.sweep()
  console.log(`Forwarded ${result.delivered}; ${result.retrying} will be retried; ${result.parked} parked.`)
  const due = await store.nextDueAt()
  if (due) console.log(`Next retry due at ${due}.`)
  if (result.parked) console.log('See them with "pnpm leads list --status parked"; send them again with "pnpm leads retry".')
}
