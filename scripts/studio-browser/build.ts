// The Studio build the browser test runs: the Content Lake stand-in's address and the preview site are
// built into the bundle, so it is a build of its own, beside the deployable one in studio/dist.
// pnpm test builds it in its build stage; run.ts (pnpm test:studio) builds it itself.
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { siteUrl, studioApiHost } from './ports.ts'

/** The stand-in's project and dataset, which the Studio is built for. */
export const PROJECT_ID = 'offline0'
export const DATASET = 'production'

export const studioDist = process.env.STUDIO_DIST ?? join(tmpdir(), `studio-browser-dist-${process.env.STUDIO_E2E_PORT ?? 'default'}`)

export const studioBuildEnv = {
  SANITY_STUDIO_PROJECT_ID: PROJECT_ID,
  SANITY_STUDIO_DATASET: DATASET,
  SANITY_STUDIO_API_HOST: studioApiHost,
  SANITY_STUDIO_PREVIEW_URL: siteUrl,
}
