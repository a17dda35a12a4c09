// pnpm bench:web: Lighthouse (mobile, default simulated throttling, median of 3) on one page of each
// type, printing the four category scores, LCP, CLS, TBT and the JavaScript bytes the page loads.
// Needs a production build (pnpm build). Prints figures; it is a benchmark, not a test.
//   node scripts/bench/web.ts [--runs 3] [--base http://localhost:3000]
import lighthouse from 'lighthouse'
import { launchChromium } from './chromium.ts'
import { compressedBody } from './page-js.ts'
import { startSite } from './server.ts'

const PAGES: [string, string][] = [
  ['home', '/'],
  ['service', '/services/lawn-programs'],
  ['pest landing', '/pest-control/mosquitos'],
  ['pricing', '/pricing'],
  ['location', '/locations/jacksonville'],
  ['blog article', '/blog/spring-lawn-care-jacksonville'],
  ['quiz', '/quiz'],
  ['contact', '/contact'],
]

// A bare Next 16.4 App Router page measured 134,913 B of module JavaScript (gzip, as served) on
// this machine; the budget is that plus 25,000 B.
export const BARE_NEXT_JS_BYTES = 134_913
export const JS_BUDGET_BYTES = BARE_NEXT_JS_BYTES + 25_000

const arg = (name: string) => {
  const index = process.argv.indexOf(name)
  return index === -1 ? undefined : process.argv[index + 1]
}
const runs = Number(arg('--runs') ?? 3)
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN

type Row = {
  name: string
  path: string
  perf: number
  a11y: number
  bp: number
  seo: number
  lcp: number
  cls: number
  tbt: number
  js: number
  jsTransfer: number
}

async function measure(url: string, port: number) {
  const chrome = await launchChromium(port)
  try {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { lhr } = result
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN
    const requests =
      (lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string; transferSize?: number }[] } | undefined)
        ?.items ?? []
    const scripts = requests.filter((item) => item.resourceType === 'Script')
    const jsTransfer = scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0)
    const js = (await Promise.all(scripts.map((item) => compressedBody(item.url)))).reduce((sum, size) => sum + size, 0)
    return {
      perf: score('performance'),
      a11y: score('accessibility'),
      bp: score('best-practices'),
      seo: score('seo'),
      lcp: audit('largest-contentful-paint'),
      cls: audit('cumulative-layout-shift'),
      tbt: audit('total-blocking-time'),
      js,
      jsTransfer,
    }
  } finally {
    await chrome.close()
  }
}

const site = arg('--base') ? { base: arg('--base')!, stop: async () => {} } : await startSite(3200)
const rows: Row[] = []
try {
  for (const [name, path] of PAGES) {
    const samples: Awaited<ReturnType<typeof measure>>[] = []
    for (let run = 0; run < runs; run++) samples.push(await measure(site.base + path, 9300 + run))
    const pick = (key: keyof Awaited<ReturnType<typeof measure>>) => median(samples.map((sample) => sample[key]))
    rows.push({
      name,
      path,
      perf: pick('perf'),
      a11y: pick('a11y'),
      bp: pick('bp'),
      seo: pick('seo'),
      lcp: pick('lcp'),
      cls: pick('cls'),
      tbt: pick('tbt'),
      js: pick('js'),
      jsTransfer: pick('jsTransfer'),
    })
    process.stderr.write(`measured ${path}\n`)
  }
} finally {
  await site.stop()
}

const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`
console.log(`Lighthouse ${runs}x median, mobile, simulated throttling`)
console.log(line(['page', 'path', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP s', 'CLS', 'TBT ms', 'JS bytes', 'JS + headers']))
console.log(line(Array(11).fill('---')))
for (const row of rows) {
  console.log(
    line([
      row.name,
      row.path,
      row.perf,
      row.a11y,
      row.bp,
      row.seo,
      (row.lcp / 1000).toFixed(2),
      row.cls.toFixed(3),
      Math.round(row.tbt),
      row.js.toLocaleString('en-US'),
      row.jsTransfer.toLocaleString('en-US'),
    ]),
  )
}
console.log(
  `JS budget: bare Next page ${BARE_NEXT_JS_BYTES.toLocaleString('en-US')} B + 25,000 B = ${JS_BUDGET_BYTES.toLocaleString('en-US')} B`,
)
const misses = rows.filter(
  (row) => row.perf < 95 || row.a11y < 100 || row.bp < 100 || row.seo < 100 || row.lcp > 2000 || row.cls > 0.01 || row.js > JS_BUDGET_BYTES,
)
console.log(misses.length ? `Budget missed on: ${misses.map((row) => row.path).join(', ')}` : 'Every budget met.')
