// Serves a built Studio (`sanity build` output) the way a static host does: files as they are, and
// index.html for every other address so the Studio's own router can open /structure/... directly.
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { extname, join, normalize } from 'node:path'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
}

export async function serveStatic(dir: string, port: number): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname)).replace(/^(\.\.[/\\])+/, '')
    const file = join(dir, path)
    const body = await readFile(file).catch(() => null)
    if (body && extname(file)) return res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body)
    res.writeHead(200, { 'content-type': TYPES['.html'] }).end(await readFile(join(dir, 'index.html')))
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { url: `http://localhost:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) }
}
