import 'server-only'
import { planOptionLabel } from '@site/leads'
import { createContentReader, readFrom, stegaClean, type ContentSource, type LeadMailQueryResult } from '@site/sanity'
import { env } from '@/env'
import { contentSource } from '@/sanity/source'

// What the e-mails need from the site's content (who at the office hears of a request, the wording,
// the company's name and phone) is read here and nowhere else, when an e-mail is sent and never on the
// lead's path. Read straight from the content source, outside any page request; a short memory keeps
// a burst of e-mails from reading it once each. When it cannot be read, the copy the lead store kept of
// the last read is used (kept-content.ts); with none, the e-mail waits (mail-sender.ts) and nothing is lost.

export type MailWording = NonNullable<NonNullable<LeadMailQueryResult>['leadMail']>
/** The words of the visitor's own visit page (they follow the same rules as the visitor e-mails). */
export type VisitPageWording = NonNullable<NonNullable<LeadMailQueryResult>['visitPage']>

export type MailContent = {
  company: string
  phone: string
  /** The company's own address: visitors' replies go there. */
  email: string
  /** The public site, for links in the e-mails (the opt-out page). */
  siteUrl: string
  wording: MailWording
  visitPage: VisitPageWording | null
  /** The service choices of the forms, as a lead sends them: the only services a visitor e-mail names. */
  serviceLabels: string[]
}

const FRESH_MS = 60_000
let last: { at: number; content: Promise<MailContent> } | null = null

/** Reads the e-mails' content from a source, placeholders of the site's facts filled. */
export async function readMailContent(source: ContentSource, siteUrl: string): Promise<MailContent> {
  const settings = stegaClean(await createContentReader(readFrom(source)).getLeadMail())
  if (!settings?.leadMail) throw new Error('Site settings > Request e-mails is missing from the content')
  const serviceLabels = [...settings.servicePlans.map(planOptionLabel), ...(settings.otherServiceLabels ?? [])]
  return {
    company: settings.companyName,
    phone: settings.phone,
    email: settings.email,
    siteUrl,
    wording: settings.leadMail,
    visitPage: settings.visitPage ?? null,
    serviceLabels,
  }
}

/** The e-mails' content as the site's settings hold it now; rejects when they cannot be read. */
export function mailContent(now = Date.now()): Promise<MailContent> {
  if (!last || now - last.at > FRESH_MS) {
    const content = readMailContent(contentSource, env.SITE_URL)
    last = { at: now, content }
    // A failed read is not kept: the next e-mail tries again.
    content.catch(() => {
      if (last?.content === content) last = null
    })
  }
  return last.content
}
