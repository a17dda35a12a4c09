import 'server-only'
import { leadMailer } from '@/features/lead-mail/mail-services'
import { leadOutbox } from './services'

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
