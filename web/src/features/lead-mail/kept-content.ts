import type { LeadStore } from '@site/lead-store'
import type { MailContent } from './mail-content'

// The e-mails' content with the lead store as its memory. Each fresh read of the settings is kept (a
// snapshot row beside the consent wordings), so an instance started during an outage of the content
// source still knows whom to tell and what to say, and the office hears of every lead on time. Only a
// store that has never seen the settings makes an e-mail wait for them (mail-sender.ts).

export const MAIL_SNAPSHOT = 'mail-content'

const isText = (value: unknown): value is string => typeof value === 'string'

function isMailContent(value: unknown): value is MailContent {
  if (typeof value !== 'object' || value === null) return false
  const { company, phone, email, siteUrl, wording } = value as Partial<Record<keyof MailContent, unknown>>
  if (![company, phone, email, siteUrl].every(isText) || typeof wording !== 'object' || wording === null) return false
  const { officeRecipients, officeSubject } = wording as Record<string, unknown>
  return Array.isArray(officeRecipients) && officeRecipients.every(isText) && isText(officeSubject)
}

/** `read`, or when it fails the content it last gave, as the store keeps it. */
export function keptContent(store: LeadStore, read: () => Promise<MailContent>): () => Promise<MailContent> {
  // The read memoizes for a minute (mail-content.ts): a new promise is a fresh read, worth keeping once.
  let kept: Promise<MailContent> | null = null
  return async () => {
    const reading = read()
    try {
      const content = await reading
      if (kept !== reading) {
        kept = reading
        await store.saveSnapshot(MAIL_SNAPSHOT, content).catch(() => undefined)
      }
      return content
    } catch (error) {
      const last = await store.loadSnapshot(MAIL_SNAPSHOT)
      // A copy kept before the forms' service choices were part of it names no service to visitors.
      if (isMailContent(last)) return { ...last, serviceLabels: Array.isArray(last.serviceLabels) ? last.serviceLabels : [] }
      throw error
    }
  }
}
