// The addresses the Studio is built with (the API host and the preview site are in its bundle), so the
// build (run.ts) and the test agree. STUDIO_E2E_PORT moves all three, e.g. beside other runs.
const base = Number(process.env.STUDIO_E2E_PORT ?? 3340)

export const ports = { studio: base, lake: base + 1, site: base + 2 }
export const studioApiHost = `https://localhost:${ports.lake}`
// localhost like the Studio: the two are then one site for the browser (ports aside), so the draft-mode
// cookie the framed site sets is a first-party cookie and not a third-party one a browser may refuse.
export const siteUrl = `http://localhost:${ports.site}`
