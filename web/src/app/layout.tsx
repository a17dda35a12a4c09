import type { Metadata, Viewport } from 'next'
import localFont from 'next/font/local'
import type { ReactNode } from 'react'
import { stegaClean } from '@site/sanity'
import { getLayout } from '@/sanity/content'
import { isDraftMode } from '@/sanity/draft'
import { env } from '@/env'
import { SiteHeader } from '@/components/layout/site-header'
import { CONTACT_DIALOG_ID } from '@/components/ui/button'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteLogo } from '@/components/layout/site-logo'
import { Dialog } from '@/components/ui/dialog'
import { DraftVisualEditing } from '@/components/layout/draft-visual-editing'
import { LeadFormCard } from '@/features/leads/lead-form-card'
import { BusinessJsonLd } from '@/features/seo/business-json-ld'
import { GoogleTagManager } from '@/features/analytics/google-tag-manager'
import { TrackingListener } from '@/features/analytics/tracking-listener'
import { AttributionTracker } from '@/features/analytics/attribution-tracker'
import '@/styles/globals.css'

// Self-hosted variable font from the npm registry: no request to a font CDN, no layout shift
// (next/font sizes the fallback to match).
const sans = localFont({
  src: '../../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
  variable: '--font-sans',
  weight: '200 800',
  display: 'swap',
})

export async function generateMetadata(): Promise<Metadata> {
  const settings = stegaClean((await getLayout()).settings)
  return {
    metadataBase: new URL(env.SITE_URL),
    title: { default: settings.companyName, template: `%s ${settings.titleSuffix ?? ''}`.trim() },
    description: settings.defaultDescription,
    formatDetection: { telephone: false },
  }
}

export const viewport: Viewport = { themeColor: '#166534', width: 'device-width', initialScale: 1 }

export default async function RootLayout({ children }: { children: ReactNode }) {
  const layout = await getLayout()
  const { settings, navigation } = layout
  return (
    <html lang="en-US" className={sans.variable}>
      <body>
        <GoogleTagManager containerId={settings.gtmContainerId} />
        <TrackingListener />
        <AttributionTracker />
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
        <BusinessJsonLd />
        <Dialog id={CONTACT_DIALOG_ID} title={navigation.contactDialog.title}>
          <LeadFormCard
            formId="header-contact-modal-form"
            text={navigation.contactDialog.text}
            buttonLabel={navigation.contactDialog.buttonLabel}
          />
        </Dialog>
        {/* Only in a Presentation-tool preview: published pages ship none of its JavaScript. */}
        {(await isDraftMode()) && <DraftVisualEditing />}
      </body>
    </html>
  )
}
