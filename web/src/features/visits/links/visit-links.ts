import type { LeadStore } from '@site/lead-store'
import type { VisitWindow } from '@site/leads'
import { keyExpiry, linkSecret, signKey } from './visit-keys'

// The addresses the visit e-mails link to. The office's page shows one request with its decision
// buttons; the visitor's page moves or cancels their visit. Opening either changes nothing.

export const OFFICE_PAGE = '/visits/office'
export const VISITOR_PAGE = '/visits/manage'

export type LinkDeps = { store: LeadStore; siteUrl: string; secret?: string; now?: Date }

const link = (siteUrl: string, page: string, leadId: string, key: string) => {
  const url = new URL(page, siteUrl)
  url.searchParams.set('lead', leadId)
  url.searchParams.set('k', key)
  return url.toString()
}

/** The office's decision page for a lead's request, valid until the window is over. */
export async function officeVisitLink(leadId: string, window: VisitWindow | null, deps: LinkDeps): Promise<string> {
  const secret = await linkSecret(deps.store, deps.secret)
  return link(deps.siteUrl, OFFICE_PAGE, leadId, signKey(secret, 'office', leadId, keyExpiry('office', window, deps.now ?? new Date())))
}

/** The visitor's page to move or cancel their visit (or pick one after a decline), valid until it starts. */
export async function visitorManageLink(leadId: string, window: VisitWindow | null, deps: LinkDeps): Promise<string> {
  const secret = await linkSecret(deps.store, deps.secret)
  return link(deps.siteUrl, VISITOR_PAGE, leadId, signKey(secret, 'visitor', leadId, keyExpiry('visitor', window, deps.now ?? new Date())))
}
