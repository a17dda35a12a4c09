// The Content Lake stand-in the Studio's browser test runs against: the seed dataset, the seed
// server's queries and mutations, the Studio's own endpoints, and the publish webhook to the site.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Doc } from '../seed/documents.ts'
import { startContentLake, type ContentLake } from '../seed/testing/content-lake-server.ts'
import { DATASET, PROJECT_ID } from './build.ts'
import { studioRoutes } from './studio-routes.ts'

export { DATASET, PROJECT_ID } from './build.ts'
export const TOKEN = 'studio-browser-test-token'

export function readDataset(file: string): Doc[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Doc)
}

/**
 * A throwaway self-signed certificate for the stand-in's HTTPS. The browser is told to accept it; the
 * site's server, which reads drafts from the stand-in for the Presentation tool, is given it as a CA.
 */
export function throwawayCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), 'stand-in-tls-'))
  try {
    const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')]
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,DNS:*.localhost',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    )
    return { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

export async function startStandIn(options: {
  datasetFile: string
  port: number
  tls: { key: string; cert: string }
  log?: (line: string) => void
}): Promise<ContentLake> {
  const studio = studioRoutes({ projectId: PROJECT_ID, dataset: DATASET, ...(options.log ? { log: options.log } : {}) })
  const lake = await startContentLake({
    projectId: PROJECT_ID,
    dataset: DATASET,
    token: TOKEN,
    documents: readDataset(options.datasetFile),
    routes: studio.route,
    port: options.port,
    tls: options.tls,
  })
  studio.attach(lake)
  return lake
}
