import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { stegaClean } from '@site/sanity'
import { getLayout } from '@/sanity/content'
import { env } from '@/env'
import { InlineFont } from '@/styles/fonts/inline-font'

// The document shell only; the site's header, footer and styles are in (site)/layout.tsx. This layout
// imports no CSS on purpose: Turbopack hands the root layout's stylesheets to Next's global error
// boundary too, and with inline CSS every page's payload then carried them a second time (47 KB).

// The site's font, self-hosted (no request to a font CDN). The characters the text uses, at the
// weights the CSS uses, are inline in the head (scripts/tools/subset-font.ts: 13 KB of WOFF2), so the
// first paint has the real font with the document alone. They are handed to the browser as bytes
// (a FontFace from an ArrayBuffer) by a script in the head: a `data:` URL in an @font-face
// is decoded only when the first layout asks for it, and Chrome lays the first frame out with the
// fallback meanwhile, then again with the font, which moved the hero's form (CLS 0.10 in Lighthouse's
// unthrottled load). Any other Latin character, and every character without JavaScript, comes from the
// full file (globals.css), downloaded only when a page uses one (FONT_SCRIPT, written by InlineFont).

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
