import { spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from './support/test.ts'
import { sitemapPaths } from './support/sitemap'

// Every sitemap page through the Nu HTML Checker (vnu-jar from the registry, run with the
// machine's Java), in one JVM start for speed.
const vnuJar: string = createRequire(import.meta.url)('vnu-jar')

test('every sitemap page is valid HTML', async ({ request }) => {
  test.setTimeout(180_000)
  const dir = mkdtempSync(join(tmpdir(), 'vnu-'))
  const paths = await sitemapPaths(request)
  for (const [index, path] of paths.entries()) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    writeFileSync(join(dir, `${String(index).padStart(3, '0')}.html`), await response.text())
  }
  // vnu prints its JSON report on stderr and exits 1 when it finds errors.
  const run = spawnSync('java', ['-Xss4m', '-jar', vnuJar, '--errors-only', '--format', 'json', '--skip-non-html', dir], {
    encoding: 'utf8',
  })
  expect(run.error).toBeUndefined()
  const report = JSON.parse(run.stderr || run.stdout || '{"messages":[]}') as {
    messages: { type: string; url: string; message: string; extract?: string }[]
  }
  const errors = report.messages
    .filter((message) => message.type === 'error')
    .map((message) => `${paths[Number(message.url.match(/(\d{3})\.html$/)?.[1])]}: ${message.message}`)
  expect(errors).toEqual([])
})
