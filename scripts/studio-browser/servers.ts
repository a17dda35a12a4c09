// Everything the Studio's browser test runs against, started together and stopped together: the built
// Studio's files, the Content Lake stand-in over a copy of the seed dataset, and the production site
// configured with the stand-in as its Sanity project (as a deployed site is with the real one): it reads
// published content from it, drafts in draft mode (the Presentation tool), and hears of each publish
// by the webhook the stand-in sends. The stand-in also rewrites the dataset copy on each publish.
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test as base, type BrowserContext } from '@playwright/test'
import type { ContentLake } from '../seed/testing/content-lake-server.ts'
import { startOwnServer, type OwnServer } from '../../web/e2e/support/own-server.ts'
import { ports, siteUrl, studioApiHost } from './ports.ts'
import { publishToSite } from './publish-webhook.ts'
import { DATASET, PROJECT_ID, startStandIn, throwawayCertificate, TOKEN } from './stand-in.ts'
import { serveStatic } from './static-server.ts'

const SECRET = 'studio-browser-webhook-secret-0123456789abcdef'
const SEED = process.env.CONTENT_DATASET ?? new URL('../../web/content/dataset.ndjson', import.meta.url).pathname

export type Servers = {
  studioUrl: string
  lake: ContentLake
  site: OwnServer
  webhook: ReturnType<typeof publishToSite>
  unanswered: string[]
  stop: () => Promise<void>
}

export async function startServers(): Promise<Servers> {
  const dist = process.env.STUDIO_DIST
  if (!dist) throw new Error('STUDIO_DIST is not set: run the Studio browser test with "pnpm test:studio" (it builds the Studio first).')
  const scratch = mkdtempSync(join(tmpdir(), 'studio-browser-'))
  const datasetFile = join(scratch, 'dataset.ndjson')
  copyFileSync(SEED, datasetFile)
  const unanswered: string[] = []
  const tls = throwawayCertificate()
  const certificate = join(scratch, 'stand-in.pem')
  writeFileSync(certificate, tls.cert)
  const lake = await startStandIn({ datasetFile, port: ports.lake, tls, log: (line) => unanswered.push(line) })
  const webhook = publishToSite(lake, { datasetFile, siteUrl: () => siteUrl, secret: SECRET })
  const studio = await serveStatic(dist, ports.studio)
  const site = await startOwnServer(
    {
      CONTENT_DATASET: datasetFile,
      SANITY_PROJECT_ID: PROJECT_ID,
      SANITY_DATASET: DATASET,
      SANITY_API_READ_TOKEN: TOKEN,
      SANITY_API_HOST: studioApiHost,
      // The frame's draft-mode pages may be framed by this Studio only, and their edit markers link to it.
      SANITY_STUDIO_URL: studio.url,
      NODE_EXTRA_CA_CERTS: certificate,
      SANITY_REVALIDATE_SECRET: SECRET,
      LEADS_DB: join(scratch, 'leads.db'),
    },
    ports.site,
  )
  return {
    studioUrl: studio.url,
    lake,
    site,
    webhook,
    unanswered,
    stop: async () => {
      await Promise.allSettled([site.stop(), studio.close(), lake.close()])
      rmSync(scratch, { recursive: true, force: true })
    },
  }
}

/**
 * Signs the browser in the way Sanity's token login does (the token in the Studio's localStorage key),
 * and keeps it off the internet: the run-time bridge script is answered with an empty script, fonts and
 * the version check are refused (the Studio falls back to system fonts and skips the check).
 */
export async function prepareContext(context: BrowserContext, blocked: string[]): Promise<void> {
  await context.addInitScript(({ key, token }) => window.localStorage.setItem(key, JSON.stringify({ token })), {
    key: `__studio_auth_token_${PROJECT_ID}`,
    token: TOKEN,
  })
  await context.route(/^https?:\/\/(?!localhost[:/]|127\.0\.0\.1[:/]|[\w-]+\.localhost[:/])/, (route) => {
    const url = route.request().url()
    blocked.push(url)
    if (url.startsWith('https://core.sanity-cdn.com/bridge.js'))
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* no bridge offline */' })
    return route.abort('blockedbyclient')
  })
}

/**
 * Playwright's `test` with the servers as a worker fixture: started once for all the Studio's specs (they
 * run in one worker, one after another, each editing documents of its own), not once per spec file.
 */
export const test = base.extend<object, { servers: Servers }>({
  servers: [
    // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const servers = await startServers()
      await provide(servers)
      await servers.stop()
    },
    { scope: 'worker', timeout: 120_000 },
  ],
})
export { expect } from '@playwright/test'
