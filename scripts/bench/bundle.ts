// pnpm bench:bundle: compressed JavaScript each prerendered route loads, read from the build output
// (module scripts only: the nomodule polyfill chunk is never downloaded by current browsers).
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const NEXT = fileURLToPath(new URL('../../web/.next/', import.meta.url))
const APP = join(NEXT, 'server/app')

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? htmlFiles(path) : path.endsWith('.html') ? [path] : []
  })
}

const sizes = new Map<string, number>()
const gzipped = (src: string) => {
  let size = sizes.get(src)
  if (size === undefined) {
    size = gzipSync(readFileSync(join(NEXT, src.replace(/^\/_next\//, ''))), { level: 6 }).length
    sizes.set(src, size)
  }
  return size
}

const rows = htmlFiles(APP).map((file) => {
  const html = readFileSync(file, 'utf8')
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((match) => match[1] ?? '')
    .filter((attributes) => !/noModule/i.test(attributes))
    .map((attributes) => /src="([^"]+)"/.exec(attributes)?.[1])
    .filter((src): src is string => Boolean(src?.startsWith('/_next/static/')))
  const route =
    '/' +
    relative(APP, file)
      .replace(/\.html$/, '')
      .replace(/(^|\/)index$/, '')
  return {
    route: route === '/' ? '/' : route.replace(/\/$/, ''),
    scripts: scripts.length,
    bytes: scripts.reduce((sum, src) => sum + gzipped(src), 0),
  }
})

rows.sort((a, b) => b.bytes - a.bytes)
console.log('| route | scripts | gzip bytes |\n| --- | --- | --- |')
for (const row of rows) console.log(`| ${row.route} | ${row.scripts} | ${row.bytes.toLocaleString('en-US')} |`)
