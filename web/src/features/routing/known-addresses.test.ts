import { readdirSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { describe, expect, it } from 'vitest'
import { judgeAddress, knownAddresses, MISSING_PAGE, MISSING_SHARE_IMAGE, OTHER_TOWN_SLUG, STATIC_ROUTES } from './known-addresses'

const known = knownAddresses({
  pages: ['/', '/pricing', '/services/lawn-care'],
  posts: ['spring-lawn-care'],
  categories: ['lawn-care'],
  locations: ['jacksonville', 'orange-park'],
})

describe('judgeAddress', () => {
  it.each([
    '/',
    '/blog',
    '/pricing',
    '/pricing/estimate',
    '/services/lawn-care',
    '/blog/spring-lawn-care',
    '/blog/category/lawn-care',
    '/locations/orange-park',
    '/sitemap.xml',
    '/og/page',
    '/og/page/services/lawn-care',
    '/og/post/spring-lawn-care',
    '/og/location/jacksonville',
    '/og/category/lawn-care',
    '/blog/page/2',
    '/blog/category/lawn-care/page/2',
  ])('serves %s, which a document or a route stands behind', (path) => {
    expect(judgeAddress(path, known)).toEqual({ kind: 'serve' })
  })

  it.each([
    ['/blog/made-up-article', MISSING_PAGE],
    ['/blog/category/made-up', MISSING_PAGE],
    ['/services/made-up', MISSING_PAGE],
    ['/made-up-page', MISSING_PAGE],
    // The 404 page's own route, asked for by its address: a missing page too, never a 200.
    [MISSING_PAGE, MISSING_PAGE],
    ['/favicon.ico', MISSING_PAGE],
    ['/blog/Spring-Lawn-Care', MISSING_PAGE],
    ['/blog/%73pring-lawn-care', MISSING_PAGE],
    ['/x%25', MISSING_PAGE],
    ['/og/post/made-up', MISSING_SHARE_IMAGE],
    ['/og/page/made-up', MISSING_SHARE_IMAGE],
    ['/og', MISSING_SHARE_IMAGE],
    ['/blog/category/made-up/page/2', MISSING_PAGE],
    ['/blog/page/2/extra', MISSING_PAGE],
    ['/locations/made-up-town', `/locations/${OTHER_TOWN_SLUG}`],
  ])('answers %s from the one fixed address %s', (path, to) => {
    expect(judgeAddress(path, known)).toEqual({ kind: 'rewrite', to })
  })

  it('answers a later page the build did not make with the 404 page, and serves one it made', () => {
    const unbuilt = (path: string) => path === '/blog/page/999'
    expect(judgeAddress('/blog/page/999', known, unbuilt)).toEqual({ kind: 'rewrite', to: MISSING_PAGE })
    expect(judgeAddress('/blog/page/2', known, unbuilt)).toEqual({ kind: 'serve' })
  })

  it.each(['/x%', '/blog/%E0%A4%A', '/locations/%zz', '/og/post/%'])('answers the malformed %s as a missing page', (path) => {
    expect(judgeAddress(path, known)).toEqual({ kind: 'rewrite', to: MISSING_PAGE })
    expect(judgeAddress(path, null)).toEqual({ kind: 'rewrite', to: MISSING_PAGE })
  })

  it('serves everything well-formed while the list is not loaded yet', () => {
    expect(judgeAddress('/blog/made-up-article', null)).toEqual({ kind: 'serve' })
  })
})

/** The addresses of app/'s routes without a [parameter] (API routes are not the proxy's). */
function staticAppRoutes(): string[] {
  const app = join(import.meta.dirname, '..', '..', 'app')
  const routes: string[] = []
  for (const entry of readdirSync(app, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    // A (group) folder organises files without adding to the address.
    const folder = relative(app, entry.parentPath)
      .split(sep)
      .filter((segment) => segment && !/^\(.*\)$/.test(segment))
    if (folder.some((segment) => segment.startsWith('[')) || folder[0] === 'api') continue
    // A folder named %5F... is an address that starts with "_".
    const base = `/${folder.map((segment) => segment.replace(/^%5F/, '_')).join('/')}`
    if (/^(page|route)\.tsx?$/.test(entry.name)) routes.push(base)
    else if (/^(sitemap|robots)\.ts$/.test(entry.name))
      routes.push(join(base, entry.name.replace('.ts', entry.name.startsWith('robots') ? '.txt' : '.xml')))
    else if (/^(icon|apple-icon|opengraph-image)\.\w+$/.test(entry.name) || entry.name === 'favicon.ico')
      routes.push(join(base, entry.name))
  }
  return routes.sort()
}

it('lists every route of app/ that takes no parameter, so the proxy never answers one as missing', () => {
  // Except the 404 page's own route, which only the proxy's rewrite reaches.
  expect([...STATIC_ROUTES].sort()).toEqual(staticAppRoutes().filter((route) => route !== MISSING_PAGE))
  expect(staticAppRoutes()).toContain(MISSING_PAGE)
})
