import type { ReactNode } from 'react'
import { getLayout } from '@/sanity/content'
import { SiteHeader } from '@/components/layout/site-header'
import { CONTACT_DIALOG_ID } from '@/components/ui/button'
import { SiteFooter } from '@/components/layout/site-footer'
import { LeadFormCard } from '@/features/leads/lead-form-card'
import { ClientNavigation } from '@/features/navigation/client-navigation'
import { Sheet } from '@/styles/sheet'
import { FRAME_SHEETS } from '@/styles/frame-sheets'

type Props = {
  children: ReactNode
  /** The layout's analytics, left out where a page's address must not reach a third party. */
  tracking?: ReactNode
  /** Drawn after the footer: structured data, the preview's editing overlay. */
  after?: ReactNode
}

/** The frame every page shares: the styles, header, main, footer and the contact dialog. */
export async function SiteFrame({ children, tracking, after }: Props) {
  const layout = await getLayout()
  const { settings, navigation } = layout
  return (
    <>
      {FRAME_SHEETS.map((sheet) => (
        <Sheet key={sheet?.href} of={sheet} />
      ))}
      {tracking}
      <ClientNavigation />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader
        companyName={settings.companyName}
        groups={navigation.header.map(({ _key, label, links }) => ({
          _key,
          label,
          links: links.map(({ label, href }) => ({ label, href })),
        }))}
        contactLabel={navigation.contactLabel}
        phone={settings.phone}
      />
      <main id="main">{children}</main>
      <SiteFooter layout={layout} />
      {after}
      <LeadFormCard
        formId="header-contact-modal-form"
        text={navigation.contactDialog.text}
        buttonLabel={navigation.contactDialog.buttonLabel}
        dialog={{ id: CONTACT_DIALOG_ID, title: navigation.contactDialog.title }}
      />
    </>
  )
}
