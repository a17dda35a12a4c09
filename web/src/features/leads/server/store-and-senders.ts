import 'server-only'
import { MailSender, Outbox, VISITOR_MAIL_CAPS, openLeadStore, parseForwardFormat, smtpTransport, type LeadStore } from '@site/lead-store'
import { env } from '@/env'
import { keptContent } from '@/features/lead-mail/kept-content'
import { mailContent } from '@/features/lead-mail/mail-content'
import { renderMail } from '@/features/lead-mail/render-mail'

// The lead store and the two senders that deliver from it: the outbox to the CRM and the e-mail
// sender. One of each per server process, kept on globalThis so hot reload in development does not
// open a second database handle or start a second sender. Without LEAD_FORWARD_URL or SMTP_URL that
// sender is null and its jobs wait in the store.

type Parts = {
  store?: Promise<LeadStore>
  outbox?: Promise<Outbox | null>
  mailer?: Promise<MailSender | null>
}
declare global {
  var __leadStoreAndSenders: Parts | undefined
}
const parts: Parts = (globalThis.__leadStoreAndSenders ??= {})

/** Keeps what `open` gives in `key`; one that failed is opened again by the next caller. */
function once<K extends keyof Parts>(key: K, open: () => NonNullable<Parts[K]>): NonNullable<Parts[K]> {
  const opened = (parts[key] ??= open())
  opened.catch(() => {
    if (parts[key] === opened) parts[key] = undefined
  })
  return opened
}

export function leadStore(): Promise<LeadStore> {
  return once('store', () =>
    openLeadStore({
      DATABASE_URL: env.DATABASE_URL,
      LEADS_DB: env.LEADS_DB,
      LEADS_DB_MAX_BYTES: env.LEADS_DB_MAX_BYTES,
      LEADS_WRITE_BUDGET: env.LEADS_WRITE_BUDGET,
    }),
  )
}

/** The CRM sender, or null when LEAD_FORWARD_URL is not set. */
export function leadOutbox(): Promise<Outbox | null> {
  const url = env.LEAD_FORWARD_URL
  return once('outbox', async () => {
    if (!url) return null
    return new Outbox({
      store: await leadStore(),
      url,
      ...(env.LEAD_CLIENT_KEY ? { clientKey: env.LEAD_CLIENT_KEY } : {}),
      ...(env.LEAD_FORWARD_TOKEN ? { token: env.LEAD_FORWARD_TOKEN } : {}),
      format: parseForwardFormat(env.LEAD_FORWARD_FORMAT),
    })
  })
}

/** The e-mail sender, or null without SMTP_URL and SMTP_FROM. */
export function leadMailer(): Promise<MailSender | null> {
  const { SMTP_URL: url, SMTP_FROM: from } = env
  return once('mailer', async () => {
    if (!url || !from) return null
    const store = await leadStore()
    const content = keptContent(store, () => mailContent())
    const caps = { ...VISITOR_MAIL_CAPS, perHour: env.LEADS_VISITOR_MAIL_PER_HOUR }
    return new MailSender({
      store,
      transport: smtpTransport(url),
      from,
      caps,
      render: (job) => renderMail(job, { store, content, linkSecret: env.VISIT_LINK_SECRET }),
    })
  })
}

/** Starts both senders' polls, for what was stored before this process started (say, before a restart). */
export async function startLeadSenders(): Promise<void> {
  const [outbox, mailer] = await Promise.all([leadOutbox(), leadMailer()])
  outbox?.start()
  mailer?.start()
}

/**
 * After a lead, an opt-out or a visit window has committed: forward it to the CRM and send its e-mails
 * now rather than at the senders' next poll. Routes call it through Next's after(), so the answer to
 * the visitor never waits for the CRM or SMTP; a failure here is the senders' to retry, never the visitor's.
 */
export async function wakeLeadSenders(): Promise<void> {
  const wake = async (sender: Promise<{ wake(): Promise<unknown> } | null>) => (await sender)?.wake()
  const results = await Promise.allSettled([wake(leadOutbox()), wake(leadMailer())])
  for (const result of results) {
    if (result.status === 'rejected') console.error(`[leads] waking a sender failed: ${String(result.reason).slice(0, 300)}`)
  }
}
