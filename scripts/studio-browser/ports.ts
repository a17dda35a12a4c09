// The addresses the Studio is built with (the API host and the preview site are in its bundle), so the
// build (run.ts) and the test agree. STUDIO_E2E_PORT moves all three, e.g. beside other runs.
const base = Number(process.env.STUDIO_E2E_PORT ?? 3340)

export const ports = { studio: base, lake: base + 1, site: base + 2 }
export const studioApiHost = `https://localhost:${ports.lake}`
export const siteUrl = `http://127.0.0.1:${ports.site}`
