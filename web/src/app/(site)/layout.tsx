import type { ReactNode } from 'react'
import { getLayout } from '@/sanity/content'
import { isDraftMode } from '@/sanity/draft'
import { SiteHeader } from '@/components/layout/site-header'
import { CONTACT_DIALOG_ID } from '@/components/ui/button'
import { SiteFooter } from '@/components/layout/site-footer'
import { DraftVisualEditing } from '@/components/layout/draft-visual-editing'
import { LeadFormCard } from '@/features/leads/lead-form-card'
import { BusinessJsonLd } from '@/features/seo/business-json-ld'
import { GoogleTagManager } from '@/features/analytics/google-tag-manager'
import { TrackingListener } from '@/features/analytics/tracking-listener'
import { AttributionTracker } from '@/features/analytics/attribution-tracker'
import { ClientNavigation } from '@/features/navigation/client-navigation'
import { Sheet } from '@/styles/sheet'
import { FRAME_SHEETS } from '@/styles/frame-sheets'

/** Every page's frame: header, main, footer, the contact dialog, and the site's styles. */
export default async function SiteLayout({ children }: { children: ReactNode }) {
  const layout = await getLayout()
  const { settings, navigation } = layout
  return (
    <>
      {FRAME_SHEETS.map((sheet) => (
        <Sheet key={sheet?.href} of={sheet} />
      ))}
      <GoogleTagManager containerId={settings.gtmContainerId} />
      <TrackingListener />
      <AttributionTracker />
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
      <BusinessJsonLd />
      <LeadFormCard
        formId="header-contact-modal-form"
        text={navigation.contactDialog.text}
        buttonLabel={navigation.contactDialog.buttonLabel}
        dialog={{ id: CONTACT_DIALOG_ID, title: navigation.contactDialog.title }}
      />
      {/* Only in a Presentation-tool preview: published pages ship none of its JavaScript. */}
      {(await isDraftMode()) && <DraftVisualEditing />}
    </>
  )
}
