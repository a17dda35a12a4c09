import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildStyleHashIndex, styleHashesOf } from './inline-style-hashes'
import { styleHashSource } from './style-hash'

const dist = mkdtempSync(join(tmpdir(), 'style-hashes-'))
// The component sheets of the build (styles/sheets.ts): one the home page draws, one no page does yet.
const SHEETS = [styleHashSource('F{}'), styleHashSource('G{}')]
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

  // A build of four routes: the home page (stylesheets a, b), the articles (a, c), a closed listing
  // route, each page's head holding one element with its route's stylesheets, as React writes it, the
  // home page drawing one component sheet, whose data-href is its name; and a form's answer page (a, e)
  // that Next renders per request.
  function writeBuild() {
    const sheet = (name: string) => `/_next/static/chunks/${name}.css`
    const page = (file: string, sheets: string[], text: string, componentSheet = '') => {
      mkdirSync(join(dist, 'server/app', file, '..'), { recursive: true })
      writeFileSync(
        join(dist, 'server/app', file),
        `<html><head><style data-precedence="next" data-href="${sheets.map(sheet).join(' ')}">${text}</style>${componentSheet}</head><body><style>z{}</style></body></html>`,
      )
    }
    page('index.html', ['a', 'b'], 'A{}B{}', '<style data-precedence="faq" data-href="faq">F{}</style>')
    page('blog/first.html', ['a', 'c'], 'A{}C{}')
    page('blog/second.html', ['a', 'c'], 'A{}C{}')
    page('blog/page/2.html', ['a', 'd'], 'A{}D{}')
    writeFileSync(join(dist, 'server/app/blog/first.rsc'), '<style>w{}</style>')
    mkdirSync(join(dist, 'static/chunks'), { recursive: true })
    for (const [name, text] of Object.entries({ a: 'A{}', b: 'B{}', c: 'C{}', d: 'D{}', e: 'E{}', draft: 'X{}' })) {
      writeFileSync(join(dist, `static/chunks/${name}.css`), text)
    }
    writeFileSync(join(dist, 'static/chunks/site.js'), 'u{}')
    writeFileSync(
      join(dist, 'prerender-manifest.json'),
      JSON.stringify({
        routes: {
          '/': { srcRoute: null },
          '/blog/first': { srcRoute: '/blog/[slug]' },
          '/blog/second': { srcRoute: '/blog/[slug]' },
          '/blog/page/2': { srcRoute: '/blog/page/[page]' },
          '/feed.xml': { srcRoute: null, routeType: 'route' },
        },
        dynamicRoutes: {
          '/blog/[slug]': { fallback: null, routeRegex: '^/blog/([^/]+?)(?:/)?$' },
          '/blog/page/[page]': { fallback: false, routeRegex: '^/blog/page/([^/]+?)(?:/)?$' },
        },
      }),
    )
    // A page Next renders on each request (no HTML in the build): its stylesheets in its client
    // reference manifest, the layout's first, as Next writes them.
    writeFileSync(join(dist, 'server/app-paths-manifest.json'), JSON.stringify({ '/(site)/form/page': 'app/(site)/form/page.js' }))
    const files = (...names: string[]) =>
      names.map((name) => ({ path: `static/chunks/${name}.css`, inlined: true, content: `${name.toUpperCase()}{}` }))
    const entryCSSFiles = { '[project]/web/src/app/(site)/form/page': files('a', 'e'), '[project]/web/src/app/(site)/layout': files('a') }
    mkdirSync(join(dist, 'server/app/(site)/form'), { recursive: true })
    writeFileSync(
      join(dist, 'server/app/(site)/form/page_client-reference-manifest.js'),
      `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST["/(site)/form/page"] = ${JSON.stringify({ entryCSSFiles })};\n`,
    )
    writeFileSync(
      join(dist, 'routes-manifest.json'),
      JSON.stringify({
        dynamicRoutes: [
          { page: '/blog/page/[page]', regex: '^/blog/page/([^/]+?)(?:/)?$' },
          { page: '/blog/[slug]', regex: '^/blog/([^/]+?)(?:/)?$' },
          { page: '/og/[...key]', regex: '^/og/(.+?)(?:/)?$' },
          { page: '/[...path]', regex: '^/(.+?)(?:/)?$' },
        ],
      }),
    )
    // Route handlers and pages as Next lists their entries.
    writeFileSync(
      join(dist, 'app-path-routes-manifest.json'),
      JSON.stringify({
        '/(site)/page': '/',
        '/(site)/blog/[slug]/page': '/blog/[slug]',
        '/(site)/[...path]/page': '/[...path]',
        '/og/[...key]/route': '/og/[...key]',
        '/feed.xml/route': '/feed.xml',
      }),
    )
  }
  const hash = (...texts: string[]) => texts.map(styleHashSource).sort()

  it("lists a page's own elements and the stylesheets and sheets a navigation from it may add, no more", () => {
    writeBuild()
    const index = buildStyleHashIndex(dist, SHEETS)
    // Home: its elements; from the other routes, c, d and e (a it holds already); every sheet.
    expect(index.forPath('/')).toEqual(hash('A{}B{}', 'C{}', 'D{}', 'E{}', 'F{}', 'G{}'))
    // An article draws no sheet, and a navigation from it may reach a page that draws any.
    expect(index.forPath('/blog/first')).toEqual(hash('A{}C{}', 'B{}', 'D{}', 'E{}', 'F{}', 'G{}'))
    // An article published after the build is placed in its route by Next's route pattern.
    expect(index.forPath('/blog/published-later')).toEqual(index.forPath('/blog/first'))
    // A page rendered per request: its element as its manifest gives it, not the catch-all's list.
    expect(index.forPath('/form')).toEqual(hash('A{}E{}', 'B{}', 'C{}', 'D{}', 'F{}', 'G{}'))
  })

  it('gives every hash to an address no built route stands behind, where React draws each stylesheet itself', () => {
    writeBuild()
    const index = buildStyleHashIndex(dist, SHEETS)
    const every = hash('A{}B{}', 'A{}C{}', 'A{}D{}', 'A{}E{}', 'A{}', 'B{}', 'C{}', 'D{}', 'E{}', 'X{}', 'F{}', 'G{}')
    expect(index.all).toEqual(every)
    // A page number the closed listing route was not built with is its 404; so is an address no route has.
    expect(index.forPath('/blog/page/9')).toEqual(every)
    expect(index.forPath('/no-such-route')).toEqual(every)
  })

  it('gives no hash to what a route handler answers (a sharing image, a feed): it is no document', () => {
    writeBuild()
    const index = buildStyleHashIndex(dist, SHEETS)
    expect(index.forPath('/og/page/blog')).toEqual([])
    expect(index.forPath('/og/_missing')).toEqual([])
    expect(index.forPath('/feed.xml')).toEqual([])
    // The pages beside them keep theirs.
    expect(index.forPath('/')).toContain(styleHashSource('A{}B{}'))
  })

  it('lists the sheets alone without a build', () => {
    const index = buildStyleHashIndex(join(dist, 'missing'), SHEETS)
    expect(index.all).toEqual(hash('F{}', 'G{}'))
    expect(index.forPath('/')).toEqual(hash('F{}', 'G{}'))
  })
})
