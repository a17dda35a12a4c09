import type { Metadata, Viewport } from 'next'
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
import { ClientNavigation } from '@/features/navigation/client-navigation'
import { FONT_SCRIPT } from '@/styles/fonts/font-script'
import '@/styles/globals.css'

// The site's font, self-hosted (no request to a font CDN). The characters the text uses, at the
// weights the CSS uses, are inline in the head (scripts/tools/subset-font.ts: 13 KB of WOFF2), so the
// first paint has the real font with the document alone. They are handed to the browser as bytes
// (a FontFace from an ArrayBuffer) by a script at the top of the head: a `data:` URL in an @font-face
// is decoded only when the first layout asks for it, and Chrome lays the first frame out with the
// fallback meanwhile, then again with the font, which moved the hero's form (CLS 0.10 in Lighthouse's
// unthrottled load). Any other Latin character, and every character without JavaScript, comes from the
// full file (globals.css), downloaded only when a page uses one (FONT_SCRIPT).

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
    <html lang="en-US">
      <head>
        <script dangerouslySetInnerHTML={{ __html: FONT_SCRIPT }} />
      </head>
      <body>
        <GoogleTagManager containerId={settings.gtmContainerId} />
        <TrackingListener />
        <AttributionTracker />
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
