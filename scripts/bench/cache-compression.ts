// node scripts/bench/cache-compression.ts [--runs 5] [--sweep]: what compressing the shared cache's page
// entries (web/serving/cache-compression.mjs) saves and costs, over the pages of the last build. Each
// prerendered page of web/.next/server/app (its .html, .rsc, segment files and .meta headers) becomes
// the APP_PAGE entry Next hands the cache handler; printed: the entry as the Redis handler stores it
// uncompressed (JSON, buffers in base64) and compressed, and the CPU time of compressing and
// decompressing it (medians over the pages, each the median of --runs). --sweep adds Brotli qualities
// and gzip on the median page. Run after a build; CPU times depend on the machine's load.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib'
import { loadavg } from 'node:os'
import { BROTLI_QUALITY, compressEntry, decompressEntry } from '../../web/serving/cache-compression.mjs'
import { REPO_ROOT } from '../seed/paths.ts'

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' }, sweep: { type: 'boolean', default: false } } })
const runs = Number(values.runs)
const APP_DIR = join(REPO_ROOT, 'web/.next/server/app')

type Page = {
  path: string
  entry: {
    lastModified: number
    tags: string[]
    lifespan: null
    value: {
      kind: 'APP_PAGE'
      html: string
      rscData: Buffer
      segmentData: Map<string, Buffer>
      headers: Record<string, string>
      status: number
      postponed: undefined
    }
  }
}

function builtPages(): Page[] {
  return readdirSync(APP_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.meta'))
    .flatMap((file) => {
      const base = join(APP_DIR, file.slice(0, -'.meta'.length))
      const meta = JSON.parse(readFileSync(`${base}.meta`, 'utf8')) as {
        headers?: Record<string, string>
        status?: number
        segmentPaths?: string[]
      }
      if (!meta.segmentPaths) return []
      const segmentData = new Map(meta.segmentPaths.map((segment) => [segment, readFileSync(`${base}.segments${segment}.segment.rsc`)]))
      return [
        {
          path: file.slice(0, -'.meta'.length),
          entry: {
            lastModified: Date.now(),
            tags: [],
            lifespan: null,
            value: {
              kind: 'APP_PAGE' as const,
              html: readFileSync(`${base}.html`, 'utf8'),
              rscData: readFileSync(`${base}.rsc`),
              segmentData,
              headers: meta.headers ?? {},
              status: meta.status ?? 200,
              postponed: undefined,
            },
          },
        },
      ]
    })
}

/** The JSON the Redis handler stores for an entry: its buffers as base64 strings. */
function storedJson(entry: unknown): string {
  return JSON.stringify(entry, (_key, value: unknown) => {
    if (value instanceof Map) return Object.fromEntries([...value].map(([key, data]: [string, Buffer]) => [key, data.toString('base64')]))
    if (value && typeof value === 'object' && (value as { type?: string }).type === 'Buffer') {
      return Buffer.from((value as { data: number[] }).data).toString('base64')
    }
    return value
  })
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor((list.length - 1) / 2)]!
/** CPU milliseconds (all of this process's threads: zlib's async work runs on libuv's pool). */
async function cpuMs(work: () => Promise<unknown> | unknown): Promise<number> {
  const samples: number[] = []
  for (let run = 0; run < runs; run++) {
    const before = process.cpuUsage()
    await work()
    const used = process.cpuUsage(before)
    samples.push((used.user + used.system) / 1000)
  }
  return median(samples)
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

const pages = builtPages()
if (!pages.length) throw new Error(`no prerendered pages under ${APP_DIR}: build first (pnpm build)`)
const rows = []
for (const page of pages) {
  const compressed = await compressEntry(page.entry)
  const stored = storedJson(compressed)
  rows.push({
    page,
    legacyBytes: storedJson(page.entry).length,
    storedBytes: stored.length,
    compressMs: await cpuMs(() => compressEntry(page.entry)),
    // As a read does: parse what Redis returned, then decompress.
    decompressMs: await cpuMs(() => decompressEntry(JSON.parse(stored))),
  })
}

console.log(
  `\ncache-compression (${new Date().toISOString()}, load average ${loadavg()
    .map((v) => v.toFixed(1))
    .join(' ')}, Brotli quality ${BROTLI_QUALITY})`,
)
console.log(`${pages.length} prerendered pages of web/.next, each timed ${runs} times (median)\n`)
console.table({
  'stored uncompressed (median)': kb(median(rows.map((row) => row.legacyBytes))),
  'stored compressed (median)': kb(median(rows.map((row) => row.storedBytes))),
  'stored compressed (largest)': kb(Math.max(...rows.map((row) => row.storedBytes))),
  'compress CPU ms (median page)': median(rows.map((row) => row.compressMs)).toFixed(1),
  'decompress CPU ms (median page)': median(rows.map((row) => row.decompressMs)).toFixed(1),
  'compress CPU ms (slowest page)': Math.max(...rows.map((row) => row.compressMs)).toFixed(1),
})

if (values.sweep) {
  const middle = [...rows].sort((a, b) => a.legacyBytes - b.legacyBytes)[Math.floor((rows.length - 1) / 2)]!
  const { html, rscData, segmentData } = middle.page.entry.value
  const bytes = Buffer.concat([Buffer.from(html), rscData, ...segmentData.values()])
  console.log(`\n${middle.page.path}: ${kb(bytes.length)} of HTML, payload and segments, compressed whole (bytes before base64)\n`)
  const table: Record<string, { bytes: string; 'compress CPU ms': string; 'decompress CPU ms': string }> = {}
  for (const quality of [1, 3, 4, 5, 6, 7, 9]) {
    const params = { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT }
    const packed = brotliCompressSync(bytes, { params })
    table[`brotli ${quality}`] = {
      bytes: kb(packed.length),
      'compress CPU ms': (await cpuMs(() => brotliCompressSync(bytes, { params }))).toFixed(1),
      'decompress CPU ms': (await cpuMs(() => brotliDecompressSync(packed))).toFixed(1),
    }
  }
  for (const level of [1, 6]) {
    const packed = gzipSync(bytes, { level })
    table[`gzip ${level}`] = {
      bytes: kb(packed.length),
      'compress CPU ms': (await cpuMs(() => gzipSync(bytes, { level }))).toFixed(1),
      'decompress CPU ms': (await cpuMs(() => gunzipSync(packed))).toFixed(1),
    }
  }
  console.table(table)
}
