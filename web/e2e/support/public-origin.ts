// The public name the TLS-proxy test serves the site under, as a deployment would: `pnpm test` builds
// with SITE_URL set to it (static pages carry the build's SITE_URL), and Chromium is told that the name
// resolves to loopback, where nginx terminates TLS on PUBLIC_PORT.
export const PUBLIC_HOST = 'www.jaxlawn.test'
export const PUBLIC_PORT = Number(process.env.E2E_TLS_PORT ?? 3443)
export const PUBLIC_ORIGIN = `https://${PUBLIC_HOST}:${PUBLIC_PORT}`
