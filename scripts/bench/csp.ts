// pnpm bench:csp: the figures behind the Content-Security-Policy choice (docs/security.md).
// 1. What a hash-based policy would have to list: the inline scripts Next writes into each page (the
//    RSC payload and bootstrap), their bytes, and how many distinct hashes the whole site has.
// 2. What a nonce-based policy would cost: a nonce must be new in every response, so every page would
//    be rendered per request instead of served from the ISR cache. Measured on the same page type:
//    a cached town page against town pages rendered on demand (unknown towns, never cached before).
// Needs a production build. Prints figures; it is a benchmark, not a test.
//   node scripts/bench/csp.ts [--port 3108] [--requests 200] [--concurrency 10]
import { createHash } from 'node:crypto'
import { parseArgs } from 'node:util'
import { startSite } from './server.ts'

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3108' },
    requests: { type: 'string', default: '200' },
    concurrency: { type: 'string', default: '10' },
  },
})
const site = await startSite(Number(values.port))

async function inlineScripts(path: string): Promise<string[]> {
  const html = await (await fetch(`${site.base}${path}`)).text()
  return [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((match) => !/type="application\/ld\+json"/.test(match[1] ?? ''))
    .map((match) => match[2] ?? '')
}

async function timed(paths: string[], concurrency: number) {
  const latencies: number[] = []
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < paths.length) {
        const path = paths[next++]!
        const t0 = performance.now()
        const response = await fetch(`${site.base}${path}`)
        await response.arrayBuffer()
        if (!response.ok) throw new Error(`${path} answered ${response.status}`)
        latencies.push(performance.now() - t0)
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]!.toFixed(1)
  return `${(paths.length / seconds).toFixed(0)} pages/s, p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`
}

try {
  const sitemap = await (await fetch(`${site.base}/sitemap.xml`)).text()
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
  const hashes = new Map<string, number>()
  let scripts = 0
  let bytes = 0
  for (const path of paths) {
    for (const script of await inlineScripts(path)) {
      const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`
      hashes.set(hash, (hashes.get(hash) ?? 0) + 1)
      scripts += 1
      bytes += Buffer.byteLength(script)
    }
  }
  const shared = [...hashes.values()].filter((count) => count > 1).length
  const header = [...hashes.keys()].join(' ').length
  console.log(
    `inline scripts: ${paths.length} pages, ${scripts} inline scripts (${(scripts / paths.length).toFixed(1)} a page), ${(bytes / 1024).toFixed(0)} KB`,
  )
  console.log(
    `distinct hashes: ${hashes.size}; shared by more than one page: ${shared}; all of them in one header: ${(header / 1024).toFixed(1)} KB`,
  )
  const requests = Number(values.requests)
  const concurrency = Number(values.concurrency)
  const run = Date.now().toString(36)
  await timed(['/locations/jacksonville'], 1) // warm
  console.log(`cached (ISR) town page:    ${await timed(Array(requests).fill('/locations/jacksonville'), concurrency)}`)
  const fresh = Array.from({ length: requests }, (_, i) => `/locations/bench-${run}-${i}`)
  console.log(`rendered per request town: ${await timed(fresh, concurrency)}`)
} finally {
  await site.stop()
}
