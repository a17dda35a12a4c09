// pnpm bench:scale [--factors 1,10,30] [--port 3210]: how the site's cost grows with its content. For
// each factor the embedded dataset's articles are copied under new slugs (scale/grow-content.ts), the
// site is built on that dataset and served with a throwaway Redis as its shared cache; a crawl of the
// sitemap fills the cache. Printed per factor: build time, the build's peak memory, pages, bytes per
// page on disk and in Redis, /blog's HTML and the median article's HTML; then build time per 100 extra
// articles. Slow (a build per factor). The factors are built largest first, so with factor 1 among
// them web/.next ends on the embedded content again, as `pnpm build` leaves it.
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { startRedisServer } from '@site/lead-store/testing/redis-server'
import { DEFAULT_DATASET_FILE, REPO_ROOT } from '../seed/paths.ts'
import { crawlSitemap } from './scale/crawl.ts'
import { growArticles } from './scale/grow-content.ts'
import { watchPeakMemory } from './scale/process-tree-memory.ts'
import { redisUsage } from './scale/redis-usage.ts'
import { startSite } from './server.ts'

const { values } = parseArgs({ options: { factors: { type: 'string', default: '1,10,30' }, port: { type: 'string', default: '3210' } } })
const factors = values.factors.split(',').map(Number)
if (factors.some((factor) => !Number.isInteger(factor) || factor < 1)) {
  console.error('Usage: pnpm bench:scale [--factors 1,10,30] [--port 3210]')
  process.exit(2)
}

const APP_DIR = join(REPO_ROOT, 'web/.next/server/app')
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)]! : Number.NaN
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
}

/** Runs `pnpm --filter web build` on `dataset`; its wall time and the peak memory of all its processes. */
async function build(dataset: string): Promise<{ seconds: number; peakBytes: number }> {
  const started = performance.now()
  const child = spawn('pnpm', ['--filter', 'web', 'build'], {
    cwd: REPO_ROOT,
    env: { ...process.env, CONTENT_DATASET: dataset, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const memory = watchPeakMemory(child.pid!)
  const [code] = (await once(child, 'exit')) as [number | null]
  const peakBytes = memory.stop()
  if (code !== 0) throw new Error(`the build on ${dataset} failed (exit ${code})`)
  return { seconds: (performance.now() - started) / 1000, peakBytes }
}

type Row = {
  factor: number
  articles: number
  buildSeconds: number
  peakBytes: number
  pages: number
  diskBytes: number
  redisPageMedian: number
  redisPerPage: number
  blogHtml: number
  articleHtml: number
}

async function measure(factor: number, documents: { _id: string; _type: string }[], workDir: string): Promise<Row> {
  const grown = growArticles(documents, factor)
  const dataset = join(workDir, `dataset-x${factor}.ndjson`)
  writeFileSync(dataset, grown.map((doc) => JSON.stringify(doc)).join('\n') + '\n')
  const articles = grown.filter((doc) => doc._type === 'post').length
  console.log(`\nx${factor}: ${articles} articles, building...`)
  const { seconds, peakBytes } = await build(dataset)

  // Pages on disk: each prerendered page's .html; the rest of server/app (its .rsc, segment files,
  // route code) is counted with them, so the figures compare with earlier runs.
  const files = filesUnder(APP_DIR)
  const pages = files.filter((file) => file.endsWith('.html')).length
  const diskBytes = files.reduce((sum, file) => sum + statSync(file).size, 0)

  const redis = await startRedisServer()
  const site = await startSite(Number(values.port), { REDIS_URL: redis.url, CONTENT_DATASET: dataset })
  try {
    console.log(`x${factor}: built in ${seconds.toFixed(1)} s; crawling the sitemap...`)
    const crawled = await crawlSitemap(site.base)
    const failed = crawled.filter((page) => page.status !== 200)
    if (failed.length) throw new Error(`crawl: ${failed.length} pages did not answer 200, e.g. ${failed[0]!.path} (${failed[0]!.status})`)
    const usage = redisUsage(redis.port)
    const articlePages = crawled.filter((page) => /^\/blog\/(?!category\/|page\/)[^/]+$/.test(page.path))
    return {
      factor,
      articles,
      buildSeconds: seconds,
      peakBytes,
      pages,
      diskBytes,
      redisPageMedian: median(usage.pageEntries),
      redisPerPage: usage.usedBytes / crawled.length,
      blogHtml: crawled.find((page) => page.path === '/blog')?.htmlBytes ?? Number.NaN,
      articleHtml: median(articlePages.map((page) => page.htmlBytes)),
    }
  } finally {
    await site.stop()
    await redis.stop()
  }
}

const documents = readFileSync(DEFAULT_DATASET_FILE, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as { _id: string; _type: string })
const workDir = mkdtempSync(join(tmpdir(), 'bench-scale-'))
const rows: Row[] = []
try {
  for (const factor of [...new Set(factors)].sort((a, b) => b - a)) rows.unshift(await measure(factor, documents, workDir))
} finally {
  rmSync(workDir, { recursive: true, force: true })
}

console.log(
  `\nbench:scale (${new Date().toISOString()}, load average ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')}; builds share this machine's CPUs, so times vary run to run)\n`,
)
console.table(
  rows.map((row) => ({
    factor: `x${row.factor}`,
    articles: row.articles,
    'build s': Number(row.buildSeconds.toFixed(1)),
    'build peak memory': mb(row.peakBytes),
    pages: row.pages,
    'disk per page': kb(row.diskBytes / row.pages),
    'Redis per page (median entry)': kb(row.redisPageMedian),
    'Redis used / pages crawled': kb(row.redisPerPage),
    '/blog HTML': kb(row.blogHtml),
    'median article HTML': kb(row.articleHtml),
  })),
)
const [first] = rows
for (const row of rows.slice(1)) {
  const extra = row.articles - first!.articles
  if (extra > 0) {
    const per100 = ((row.buildSeconds - first!.buildSeconds) / extra) * 100
    console.log(`x${first!.factor} -> x${row.factor}: build time per 100 extra articles ${per100.toFixed(1)} s`)
  }
}
if (rows[0]?.factor !== 1) console.log("\nweb/.next holds a grown dataset's build: run `pnpm build` to rebuild on the embedded content.")
