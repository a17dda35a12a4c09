import nodemailer from 'nodemailer'
import addressparser from 'nodemailer/lib/addressparser'
import type { SendMailOptions } from 'nodemailer/lib/mailer'

// The SMTP side of the e-mail sender (mail-sender.ts): the transport SMTP_URL names, and how its
// answers are read.

/** The part of a nodemailer transport the sender uses. */
export type MailTransport = {
  sendMail(message: SendMailOptions): Promise<{ rejected?: unknown[]; response?: string }>
  close?(): void
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

/** Why e-mail may not be sent through this address, or null when it may (SMTP_URL). */
export function smtpUrlProblem(url: string): string | null {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return 'SMTP_URL is not a valid address (smtp://user:password@host:587)'
  }
  if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:')
    return `SMTP_URL must start with smtp:// or smtps://; got ${parsed.protocol}//`
  if (!parsed.hostname) return 'SMTP_URL has no host'
  return null
}

/**
 * A pooled SMTP transport for SMTP_URL. Leads' e-mails carry names, phones and addresses: over smtp://
 * to another machine STARTTLS is required (the send fails rather than go out in clear text); plain
 * SMTP is accepted only to this machine itself (a local relay, a test server). smtps:// is TLS from the start.
 */
export function smtpTransport(url: string): MailTransport {
  const problem = smtpUrlProblem(url)
  if (problem) throw new Error(problem)
  const { protocol, hostname } = new URL(url)
  return nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 5,
    requireTLS: protocol === 'smtp:' && !LOOPBACK.has(hostname),
    // Short limits: a dead server must fail the attempt in seconds, so it is retried, not hung on, and
    // one e-mail's send stays well inside its lease (MailSender leaseMs).
    connectionTimeout: 10_000,
    greetingTimeout: 5_000,
    socketTimeout: 20_000,
  })
}

/**
 * The reply code, and whether the server called the refusal permanent (a 5xx; our own login refused
 * is the site's configuration, not the e-mail's, and counts as passing trouble like a 4xx).
 */
export function smtpFailure(error: unknown): { smtpStatus: number | null; permanent: boolean; text: string } {
  const fields = typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {}
  const smtpStatus = typeof fields.responseCode === 'number' ? fields.responseCode : null
  const code = typeof fields.code === 'string' ? fields.code : ''
  // A refused login is the site's configuration, not this e-mail's fault: keep it for when it is fixed.
  const permanent = smtpStatus !== null && smtpStatus >= 500 && code !== 'EAUTH'
  const message = error instanceof Error ? error.message : String(error)
  return { smtpStatus, permanent, text: `${code ? `${code}: ` : ''}${message}` }
}

/**
 * The From of an e-mail: SMTP_FROM's address with `name` (the company's, from settings) as its display
 * name, as an address object nodemailer encodes itself, so quotes, commas and accents in the name are
 * written correctly. Without a name, SMTP_FROM as given.
 */
export function fromHeader(from: string, name: string | undefined): string | { name: string; address: string } {
  const [sender] = addressparser(from, { flatten: true })
  // eslint-disable-next-line no-control-regex -- a header is one line: control characters become spaces
  const shown = name?.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ').trim()
  return shown && sender?.address ? { name: shown, address: sender.address } : from
}

/** A Message-ID from the queue row's id, so a resend after a crash is recognisably the same e-mail. */
export function messageId(jobId: string, from: string): string {
  const domain = /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'localhost'
  return `<${jobId}@${domain}>`
}
