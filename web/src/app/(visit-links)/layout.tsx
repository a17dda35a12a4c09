import type { ReactNode } from 'react'
import { getLayout } from '@/sanity/content'
import { SiteHeader } from '@/components/layout/site-header'
import { CONTACT_DIALOG_ID } from '@/components/ui/button'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteLogo } from '@/components/layout/site-logo'
import { LeadFormCard } from '@/features/leads/lead-form-card'
import { ClientNavigation } from '@/features/navigation/client-navigation'
import { Sheet } from '@/styles/sheet'
import { FRAME_SHEETS } from '@/styles/frame-sheets'

/**
 * The frame of the pages the visit e-mails link to: the site's header, footer and styles, without Tag
 * Manager and the attribution and tracking scripts, whose page views would carry the link's key to
 * a third party (docs/decisions.md, "Visit links").
 */
export default async function VisitLinkLayout({ children }: { children: ReactNode }) {
  const layout = await getLayout()
  const { settings, navigation } = layout
  return (
    <>
      {FRAME_SHEETS.map((sheet) => (
        <Sheet key={sheet?.href} of={sheet} />
      ))}
      <ClientNavigation />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader
        logo={<SiteLogo name={settings.companyName} />}
        groups={navigation.header}
        contactLabel={navigation.contactLabel}
        phone={settings.phone}
      />
      <main id="main">{children}</main>
      <SiteFooter layout={layout} />
      <LeadFormCard
        formId="header-contact-modal-form"
        text={navigation.contactDialog.text}
        buttonLabel={navigation.contactDialog.buttonLabel}
        dialog={{ id: CONTACT_DIALOG_ID, title: navigation.contactDialog.title }}
      />
    </>
  )
}
