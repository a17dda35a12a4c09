import { API_POLICY, ASSET_POLICY, contentSecurityPolicy, type PolicyContext } from './content-security-policy'

// Every security header the site sends, defined here and applied in two places: next.config.ts
// headers() for every response (these fixed headers, and a locked-down policy for API answers and
// content files), and the proxy for pages, whose policy depends on the request (draft mode) and on
// content (a Tag Manager container in site settings).

type Header = { key: string; value: string }

// Powerful features the site never uses, switched off for it and for anything it might embed.
const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'browsing-topics',
]
  .map((feature) => `${feature}=()`)
  .join(', ')

/** Sent with every response (next.config.ts headers()). */
export function fixedSecurityHeaders(production: boolean): Header[] {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
    // One year, this host only: subdomains (a CRM portal, the office mail) may be run by others.
    ...(production ? [{ key: 'Strict-Transport-Security', value: 'max-age=31536000' }] : []),
  ]
}

/** JSON answers of the API. */
export const apiHeaders: Header[] = [
  { key: 'Content-Security-Policy', value: API_POLICY },
  { key: 'X-Frame-Options', value: 'DENY' },
]

/** Images and SVG files from content-assets. */
export const assetHeaders: Header[] = [
  { key: 'Content-Security-Policy', value: ASSET_POLICY },
  { key: 'X-Frame-Options', value: 'DENY' },
]

/** Per page, from the proxy. Outside draft mode nothing may frame the site or share its window. */
export function pageSecurityHeaders(context: PolicyContext): Header[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(context) },
    ...(context.draft
      ? []
      : [
          { key: 'X-Frame-Options', value: 'DENY' },
          { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
        ]),
  ]
}

/**
 * The parts of the policy context that come from the environment, read once per server. The style
 * hashes are the component sheets', as compiled (the proxy, styles/sheets.ts).
 */
export function policyEnvironment(
  env: NodeJS.ProcessEnv,
): Omit<PolicyContext, 'draft' | 'gtm' | 'styleHashes'> & { previewEnabled: boolean } {
  const set = (name: string) => (env[name] ? env[name] : undefined)
  const origin = (url: string | undefined) => {
    try {
      return url ? new URL(url).origin : null
    } catch {
      return null
    }
  }
  return {
    development: env.NODE_ENV === 'development',
    https: set('SITE_URL')?.startsWith('https://') ?? false,
    sanityImages: Boolean(set('SANITY_PROJECT_ID') && set('SANITY_DATASET')),
    studioOrigin: origin(set('SANITY_STUDIO_URL') ?? 'http://localhost:3333'),
    sanityProjectId: set('SANITY_PROJECT_ID') ?? null,
    // Draft mode exists only with a project and a Viewer token (src/sanity/source.ts).
    previewEnabled: Boolean(set('SANITY_PROJECT_ID') && set('SANITY_DATASET') && set('SANITY_API_READ_TOKEN')),
  }
}
