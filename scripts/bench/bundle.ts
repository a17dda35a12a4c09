// pnpm bench:bundle [--base URL]: the compressed JavaScript each prerendered route loads, as the
// served HTML names it (page-js.ts says how it is counted). Starts the build on port 3201 unless
// --base names a running site.
import { readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { moduleScripts, pageJs } from './page-js.ts'
import { startSite } from './server.ts'

const APP = fileURLToPath(new URL('../../web/.next/server/app/', import.meta.url))

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? htmlFiles(path) : path.endsWith('.html') ? [path] : []
  })
}

const routeOf = (file: string) => {
  const route =
    '/' +
    relative(APP, file)
      .replace(/\.html$/, '')
      .replace(/(^|\/)index$/, '')
  return route === '/' ? '/' : route.replace(/\/$/, '')
}

const baseIndex = process.argv.indexOf('--base')
const site = baseIndex === -1 ? await startSite(3201) : { base: process.argv[baseIndex + 1] ?? '', stop: async () => {} }
const rows: { route: string; scripts: number; bytes: number }[] = []
try {
  for (const route of htmlFiles(APP).map(routeOf)) {
    const response = await fetch(site.base + route)
    if (!response.ok) continue
    const { scripts, bytes } = await pageJs(moduleScripts(await response.text(), site.base))
    rows.push({ route, scripts: scripts.length, bytes })
  }
} finally {
  await site.stop()
}

rows.sort((a, b) => b.bytes - a.bytes)
console.log('| route | scripts | gzip bytes |\n| --- | --- | --- |')
for (const row of rows) console.log(`| ${row.route} | ${row.scripts} | ${row.bytes.toLocaleString('en-US')} |`)
