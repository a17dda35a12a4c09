import type { ReactNode } from 'react'
import { SiteFrame } from '@/components/layout/site-frame'

/**
 * The frame of the pages the visit e-mails link to: the site's, without Tag Manager and the
 * attribution and tracking scripts, whose page views would carry the link's key to a third party
 * (docs/decisions.md, "Visit links").
 */
export default function VisitLinkLayout({ children }: { children: ReactNode }) {
  return <SiteFrame>{children}</SiteFrame>
}
