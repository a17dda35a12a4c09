import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { stegaClean } from '@site/sanity'
import { getLayout } from '@/sanity/content'
import { env } from '@/env'
import { InlineFont } from '@/styles/fonts/inline-font'

// The document shell and the inline font only; the site's header, footer and styles are in
// the site frame (components/layout/site-frame.tsx). This layout imports no CSS on purpose: Turbopack hands the root layout's
// stylesheets to Next's global error boundary too, and with inline CSS every page's payload then
// carried them a second time (docs/performance-scale.md, "Per-route CSS").

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

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-US">
      <body>
        <InlineFont />
        {children}
      </body>
    </html>
  )
}
