import 'server-only'
import { MailSender, VISITOR_MAIL_CAPS, smtpTransport } from '@site/lead-store'
import { env } from '@/env'
import { leadStore } from '@/features/leads/server/services'
import { keptContent } from './kept-content'
import { mailContent } from './mail-content'
import { renderMail } from './render-mail'

// One e-mail sender per server process, or none without SMTP_URL (the e-mails then wait in the queue).
// Kept on globalThis so hot reload in development does not start a second one.

declare global {
  var __leadMailer: Promise<MailSender | null> | undefined
}

export function leadMailer(): Promise<MailSender | null> {
  const { SMTP_URL: url, SMTP_FROM: from } = env
  globalThis.__leadMailer ??=
    url && from
      ? leadStore().then((store) => {
          const content = keptContent(store, () => mailContent())
          const caps = { ...VISITOR_MAIL_CAPS, perHour: env.LEADS_VISITOR_MAIL_PER_HOUR }
          return new MailSender({ store, transport: smtpTransport(url), from, caps, render: (job) => renderMail(job, { store, content }) })
        })
      : Promise.resolve(null)
  // A store that could not open is tried again by the next caller.
  globalThis.__leadMailer.catch(() => (globalThis.__leadMailer = undefined))
  return globalThis.__leadMailer
}
