import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildStyleHashes, styleHashesOf, styleHashSource } from './inline-style-hashes'

const dist = mkdtempSync(join(tmpdir(), 'style-hashes-'))
afterAll(() => rmSync(dist, { recursive: true, force: true }))

describe('hashes of the inline <style> elements', () => {
  it('hashes the text as written, as the browser does (SHA-256, base64)', () => {
    // The empty string's SHA-256 in base64, as a policy writes it.
    expect(styleHashSource('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='")
    expect(styleHashSource('a{color:red}')).not.toBe(styleHashSource('a{color:red} '))
  })

  it('finds every style element of a document once, whatever its attributes', () => {
    const html =
      '<head><style data-precedence="next" data-href="/a.css">a{color:red}</style><style>b{}</style></head><body><style>a{color:red}</style></body>'
    expect(styleHashesOf(html)).toEqual([styleHashSource('a{color:red}'), styleHashSource('b{}')])
  })

  it("reads the heads of the build's prerendered pages, nested routes included, and its stylesheets; nothing without a build", () => {
    mkdirSync(join(dist, 'server/app/blog'), { recursive: true })
    writeFileSync(join(dist, 'server/app/index.html'), '<html><head><style>x{}</style></head><body>a</body></html>')
    writeFileSync(join(dist, 'server/app/blog/post.html'), '<html><head><style>y{}</style></head><body><style>z{}</style></body></html>')
    writeFileSync(join(dist, 'server/app/blog/post.rsc'), '<style>w{}</style>')
    mkdirSync(join(dist, 'static/chunks'), { recursive: true })
    writeFileSync(join(dist, 'static/chunks/site.css'), 'v{}')
    writeFileSync(join(dist, 'static/chunks/site.js'), 'u{}')
    expect(buildStyleHashes(dist)).toEqual([styleHashSource('x{}'), styleHashSource('y{}'), styleHashSource('v{}')].sort())
    expect(buildStyleHashes(join(dist, 'missing'))).toEqual([])
  })
})
