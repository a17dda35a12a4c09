// The other way to a first paint from the document alone, built only to measure it:
// the critical CSS of each page inline and the rest of its stylesheets deferred (Beasties, the
// maintained fork of Critters), instead of Next's `experimental.inlineCss`, which inlines all of it.
// Next cannot do this itself, so this sits in front of a build made WITHOUT inlineCss and rewrites each
// page it passes on: the first screen's rules go into a <style> in the head, the stylesheets load as
// `media="print"` and switch on when loaded. Responses are compressed as `pnpm start` compresses them
// (Brotli where accepted). The page policy is dropped on the rewritten pages (their new inline style and
// onload handler are not in it): this measures paint, not policy.
//   node scripts/bench/critical-css.ts --target http://localhost:3250 --next-dir <checkout>/web/.next [--port 3260]
// then: node scripts/bench/web.ts --base http://localhost:3260
import { createHash } from 'node:crypto'
import http from 'node:http'
import { parseArgs } from 'node:util'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import Beasties from 'beasties'

const { values } = parseArgs({
  options: { target: { type: 'string' }, 'next-dir': { type: 'string' }, port: { type: 'string', default: '3260' } },
})
if (!values.target || !values['next-dir']) throw new Error('Usage: --target URL --next-dir DIR [--port 3260]')
const target = values.target

const beasties = new Beasties({
  path: values['next-dir'],
  publicPath: '/_next/',
  preload: 'media',
  inlineFonts: false,
  pruneSource: false,
  reduceInlineStyles: false,
  logLevel: 'warn',
})
// The pages are static for a run, so each one is rewritten once (Beasties takes 0.1-0.3 s a page).
const rewritten = new Map<string, string>()

async function rewrite(html: string) {
  const key = createHash('sha256').update(html).digest('hex')
  let out = rewritten.get(key)
  if (out === undefined) {
    out = await beasties.process(html)
    rewritten.set(key, out)
  }
  return out
}

const SKIP = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive'])

http
  .createServer(async (request, response) => {
    try {
      const upstream = await fetch(target + (request.url ?? '/'), {
        method: request.method,
        headers: { accept: request.headers.accept ?? '*/*', 'accept-encoding': 'identity' },
        redirect: 'manual',
      })
      let body: Buffer = Buffer.from(await upstream.arrayBuffer())
      const type = upstream.headers.get('content-type') ?? ''
      const headers: Record<string, string> = {}
      upstream.headers.forEach((value, name) => {
        if (!SKIP.has(name)) headers[name] = value
      })
      if (type.startsWith('text/html')) {
        body = Buffer.from(await rewrite(body.toString()))
        delete headers['content-security-policy']
      }
      const accepts = request.headers['accept-encoding'] ?? ''
      if (/text|javascript|json|svg|xml/.test(type) && body.length > 1024) {
        if (accepts.includes('br')) {
          body = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
          headers['content-encoding'] = 'br'
        } else if (accepts.includes('gzip')) {
          body = gzipSync(body)
          headers['content-encoding'] = 'gzip'
        }
        headers.vary = 'Accept-Encoding'
      }
      headers['content-length'] = String(body.length)
      response.writeHead(upstream.status, headers)
      response.end(body)
    } catch (error) {
      response.writeHead(502).end(String(error))
    }
  })
  .listen(Number(values.port), () => console.log(`critical-CSS front of ${target} on http://localhost:${values.port}`))
