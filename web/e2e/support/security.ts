// Checks of the security headers (src/features/security) as a browser or a crawler receives them,
// and a recorder of Content-Security-Policy violations while a page is used.
import { expect, type Page } from '@playwright/test'
import { parsePolicy } from '../../src/features/security/content-security-policy'

export { parsePolicy }
export type Policy = ReturnType<typeof parsePolicy>

/** Headers every response carries, whatever it is. */
export function expectFixedHeaders(headers: Record<string, string>, what: string) {
  expect(headers['x-content-type-options'], `${what}: nosniff`).toBe('nosniff')
  expect(headers['referrer-policy'], `${what}: referrer policy`).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy'], `${what}: permissions policy`).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/)
  expect(headers['strict-transport-security'], `${what}: HSTS in production`).toMatch(/^max-age=\d{8,}/)
}

/**
 * The page policy of a published page: the site's own origin only, inline scripts (static pages, see
 * docs/security.md) but no eval and no inline event handlers, no plugins, no <base>, forms to the
 * site only, and no framing. `gtm` adds Google's origins, `studio` lets that origin frame the page.
 */
export function expectPagePolicy(headers: Record<string, string>, what: string, options: { gtm?: boolean; studio?: string } = {}) {
  expectFixedHeaders(headers, what)
  const policy = parsePolicy(headers['content-security-policy'])
  const google = options.gtm ? ['https://*.googletagmanager.com'] : []
  expect(policy.get('default-src'), `${what}: default-src`).toEqual(["'self'"])
  expect(policy.get('script-src'), `${what}: script-src`).toEqual(["'self'", "'unsafe-inline'", ...google])
  expect(policy.get('script-src-attr'), `${what}: script-src-attr`).toEqual(["'none'"])
  // The site's CSS files, and its inline CSS (fixed per build) by hash only: never 'unsafe-inline' on a
  // published page. In draft mode the Presentation overlay writes its own style elements at run time.
  const [self, ...styleHashes] = policy.get('style-src-elem') ?? []
  expect(self, `${what}: style-src-elem`).toBe("'self'")
  if (options.studio) expect(styleHashes, `${what}: style-src-elem`).toEqual(["'unsafe-inline'"])
  else for (const hash of styleHashes) expect(hash, `${what}: style-src-elem`).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/)
  expect(policy.get('object-src'), `${what}: object-src`).toEqual(["'none'"])
  expect(policy.get('base-uri'), `${what}: base-uri`).toEqual(["'none'"])
  expect(policy.get('form-action'), `${what}: form-action`).toEqual(["'self'"])
  expect(policy.get('frame-src'), `${what}: frame-src`).toEqual(options.gtm ? ['https://www.googletagmanager.com'] : ["'none'"])
  expect(policy.get('frame-ancestors'), `${what}: frame-ancestors`).toEqual(options.studio ? ["'self'", options.studio] : ["'none'"])
  const all = [...policy.values()].flat()
  expect(all, `${what}: no eval`).not.toContain("'unsafe-eval'")
  expect(
    all.some((source) => source.includes('google')),
    `${what}: Google only with a container`,
  ).toBe(Boolean(options.gtm))
  if (options.studio) {
    expect(headers['x-frame-options'], `${what}: framable by the Studio`).toBeUndefined()
  } else {
    expect(headers['x-frame-options'], `${what}: X-Frame-Options`).toBe('DENY')
    expect(headers['cross-origin-opener-policy'], `${what}: COOP`).toBe('same-origin')
  }
}

/** Records CSP violations (the DOM event and the console's report) from the first script on. Once per page. */
export async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  const consoleReports: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|frame|connect)/i.test(message.text())) consoleReports.push(message.text())
  })
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.defineProperty(window, '__cspViolations', { value: seen })
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`)
    })
  })
  return async () => {
    const events = await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []).catch(() => [])
    return [...events, ...consoleReports]
  }
}
