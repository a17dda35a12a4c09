import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, parsePolicy, type PolicyContext } from './content-security-policy'
import { fixedSecurityHeaders, pageSecurityHeaders, policyEnvironment } from './security-headers'

const published: PolicyContext = {
  development: false,
  https: true,
  sanityImages: false,
  draft: false,
  studioOrigin: 'https://studio.example.com',
  sanityProjectId: null,
  gtm: false,
  styleHashes: [],
}
const directives = (context: Partial<PolicyContext> = {}) => parsePolicy(contentSecurityPolicy({ ...published, ...context }))

describe('the page Content-Security-Policy', () => {
  it('allows only the site itself, inline scripts (static pages), no eval, no plugins, no framing', () => {
    const policy = directives()
    expect(policy.get('default-src')).toEqual(["'self'"])
    expect(policy.get('script-src')).toEqual(["'self'", "'unsafe-inline'"])
    expect(policy.get('script-src-attr')).toEqual(["'none'"])
    expect(policy.get('style-src-elem')).toEqual(["'self'"])
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:'])
    expect(policy.get('font-src')).toEqual(["'self'"])
    expect(policy.get('connect-src')).toEqual(["'self'"])
    expect(policy.get('frame-src')).toEqual(["'none'"])
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'none'"])
    expect(policy.get('form-action')).toEqual(["'self'"])
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    expect(policy.has('upgrade-insecure-requests')).toBe(true)
    expect([...policy.values()].flat()).not.toContain("'unsafe-eval'")
  })

  it("allows the build's inline <style> elements by hash, never every inline style element", () => {
    const hashes = ["'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='", "'sha256-TVaphOdEciNhUfso1H/qj6oFVYcLPcDKwjw5GVWJ+Yo='"]
    expect(directives({ styleHashes: hashes }).get('style-src-elem')).toEqual(["'self'", ...hashes])
    expect(directives({ styleHashes: hashes, development: true }).get('style-src-elem')).toEqual(["'self'", "'unsafe-inline'"])
  })

  it("names Google's origins only when a Tag Manager container is configured", () => {
    const plain = contentSecurityPolicy(published)
    expect(plain).not.toMatch(/google/)
    const policy = directives({ gtm: true })
    expect(policy.get('script-src')).toContain('https://*.googletagmanager.com')
    expect(policy.get('connect-src')).toEqual(expect.arrayContaining(['https://*.google-analytics.com', 'https://*.analytics.google.com']))
    expect(policy.get('img-src')).toContain('https://*.google-analytics.com')
    expect(policy.get('frame-src')).toEqual(['https://www.googletagmanager.com'])
  })

  it("lets the Studio frame a page, and the overlay reach the project's API, only in draft mode", () => {
    expect(directives({ sanityProjectId: 'abc123' }).get('frame-ancestors')).toEqual(["'none'"])
    expect(directives({ sanityProjectId: 'abc123' }).get('connect-src')).toEqual(["'self'"])
    const draft = directives({ draft: true, sanityProjectId: 'abc123' })
    expect(draft.get('frame-ancestors')).toEqual(["'self'", 'https://studio.example.com'])
    expect(draft.get('connect-src')).toEqual(["'self'", 'https://abc123.api.sanity.io', 'wss://abc123.api.sanity.io'])
  })

  it("lets the draft overlay write its own style elements, which a published page's hashes refuse", () => {
    const hashes = { styleHashes: ["'sha256-abc='"] }
    expect(directives(hashes).get('style-src-elem')).toEqual(["'self'", "'sha256-abc='"])
    // A hash in the list would make the browser ignore 'unsafe-inline', so draft mode lists none.
    expect(directives({ ...hashes, draft: true }).get('style-src-elem')).toEqual(["'self'", "'unsafe-inline'"])
  })

  it('adds the Sanity image CDN with a project, eval and websockets only in development, no upgrade over http', () => {
    expect(directives({ sanityImages: true }).get('img-src')).toContain('https://cdn.sanity.io')
    const dev = directives({ development: true, https: false })
    expect(dev.get('script-src')).toContain("'unsafe-eval'")
    expect(dev.get('connect-src')).toContain('ws:')
    expect(directives({ https: false }).has('upgrade-insecure-requests')).toBe(false)
  })
})

describe('security headers', () => {
  it('sends nosniff, a referrer policy, a permissions policy, and HSTS in production only', () => {
    const production = Object.fromEntries(fixedSecurityHeaders(true).map(({ key, value }) => [key, value]))
    expect(production['X-Content-Type-Options']).toBe('nosniff')
    expect(production['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    expect(production['Permissions-Policy']).toContain('camera=()')
    expect(production['Permissions-Policy']).toContain('geolocation=()')
    expect(production['Strict-Transport-Security']).toMatch(/^max-age=\d{8}/)
    expect(fixedSecurityHeaders(false).map(({ key }) => key)).not.toContain('Strict-Transport-Security')
  })

  it('locks pages out of frames and shared windows, except a draft-mode preview', () => {
    const keys = (draft: boolean) => pageSecurityHeaders({ ...published, draft }).map(({ key }) => key)
    expect(keys(false)).toEqual(['Content-Security-Policy', 'X-Frame-Options', 'Cross-Origin-Opener-Policy'])
    expect(keys(true)).toEqual(['Content-Security-Policy'])
  })

  it('reads the environment: previews need a project and a token, the Studio is an origin', () => {
    const env = policyEnvironment({
      NODE_ENV: 'production',
      SITE_URL: 'https://www.example.com',
      SANITY_PROJECT_ID: 'abc123',
      SANITY_DATASET: 'production',
      SANITY_STUDIO_URL: 'https://studio.example.com/desk?x=1',
    })
    expect(env).toEqual({
      development: false,
      https: true,
      sanityImages: true,
      studioOrigin: 'https://studio.example.com',
      sanityProjectId: 'abc123',
      previewEnabled: false,
    })
    expect(policyEnvironment({ NODE_ENV: 'production' })).toMatchObject({
      https: false,
      studioOrigin: 'http://localhost:3333',
      previewEnabled: false,
    })
  })
})
