import 'server-only'
import { readFile } from 'node:fs/promises'
import { ImageResponse } from 'next/og'

export const OG_SIZE = { width: 1200, height: 630 }

// Satori reads TTF, OTF or WOFF (not WOFF2): the static WOFF cuts of the site's typeface, from the
// npm registry and read from disk, so drawing an image makes no network request. Named with
// `new URL(..., import.meta.url)` so the build copies exactly these two files next to the server code:
// the standalone server (`pnpm start`) has no node_modules/@fontsource of its own to read from.
const fonts = Promise.all([
  readFile(new URL('../../../node_modules/@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-500-normal.woff', import.meta.url)),
  readFile(new URL('../../../node_modules/@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-800-normal.woff', import.meta.url)),
]).then(([medium, extraBold]) =>
  [
    { data: medium, weight: 500 as const },
    { data: extraBold, weight: 800 as const },
  ].map((font) => ({ ...font, name: 'Plus Jakarta Sans', style: 'normal' as const })),
)

export type OgCard = {
  /** Small label above the heading: the kind of page, the article's category, the town tag. */
  eyebrow?: string | null | undefined
  heading: string
  /** One short line under the heading (a date, ZIP codes, a promise). */
  detail?: string | null | undefined
  company: string
  phone: string
  rating: string
  place: string
}

const GREEN_900 = '#0f2e1d'
const GREEN_400 = '#4ade80'
const AMBER = '#f5b301'

function Mark() {
  return (
    <svg width="64" height="64" viewBox="0 0 40 40">
      <rect width="40" height="40" rx="11" fill="#166534" />
      <path d="M11 27c0-9 6-15 18-16-1 11-8 16-18 16Z" fill={GREEN_400} />
      <path d="M11 27c4-5 8-8 13-10" stroke="#14532d" strokeWidth="2" strokeLinecap="round" fill="none" />
      <path d="M7 31h26" stroke={AMBER} strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  )
}

function Star() {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24">
      <path d="m12 2.5 2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9L12 2.5Z" fill={AMBER} />
    </svg>
  )
}

/** The share image of one page: the same layout for every page, its words from that page's content. */
export async function renderOgImage(card: OgCard): Promise<ImageResponse> {
  const size = card.heading.length > 70 ? 54 : card.heading.length > 42 ? 64 : 76
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 72px',
        background: `linear-gradient(135deg, ${GREEN_900} 0%, #14532d 62%, #166534 100%)`,
        color: 'white',
        fontFamily: 'Plus Jakarta Sans',
        position: 'relative',
      }}
    >
      <div
        style={{
          position: 'absolute',
          right: -120,
          top: -120,
          width: 460,
          height: 460,
          borderRadius: 9999,
          background: 'rgba(74,222,128,0.12)',
          display: 'flex',
        }}
      />
      <div
        style={{
          position: 'absolute',
          right: 90,
          bottom: -170,
          width: 340,
          height: 340,
          borderRadius: 9999,
          background: 'rgba(245,179,1,0.10)',
          display: 'flex',
        }}
      />
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <Mark />
        <div style={{ fontSize: 34, fontWeight: 800, letterSpacing: -0.5 }}>{card.company}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 22, maxWidth: 1000 }}>
        {card.eyebrow ? (
          <div
            style={{
              display: 'flex',
              alignSelf: 'flex-start',
              padding: '8px 18px',
              borderRadius: 9999,
              background: 'rgba(245,179,1,0.16)',
              color: AMBER,
              fontSize: 26,
              fontWeight: 800,
              textTransform: 'uppercase',
              letterSpacing: 1.5,
            }}
          >
            {card.eyebrow}
          </div>
        ) : null}
        <div style={{ display: 'flex', fontSize: size, fontWeight: 800, lineHeight: 1.1, letterSpacing: -0.5 }}>{card.heading}</div>
        {card.detail ? <div style={{ display: 'flex', fontSize: 30, fontWeight: 500, color: '#d1fae5' }}>{card.detail}</div> : null}
      </div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 28, fontSize: 28, fontWeight: 500, color: '#dcfce7' }}>
        <div style={{ display: 'flex', padding: '12px 26px', borderRadius: 9999, background: '#c2410c', color: 'white', fontWeight: 800 }}>
          {card.phone}
        </div>
        <div style={{ display: 'flex', alignItems: 'center', gap: 10, color: AMBER, fontWeight: 800 }}>
          <Star />
          {card.rating}
        </div>
        <div style={{ display: 'flex' }}>{card.place}</div>
      </div>
    </div>,
    { ...OG_SIZE, fonts: await fonts },
  )
}
