import { describe, expect, it } from 'vitest'
import { unbuiltAddressCheck, type PrerenderManifest } from './build-manifests.ts'

// As Next 16.4 writes it: the pages built, and each dynamic route with its pattern and whether it
// renders addresses it was not built with (fallback false: it does not).
const manifest: PrerenderManifest = {
  routes: { '/blog/page/2': { srcRoute: '/blog/page/[page]' }, '/blog/first': { srcRoute: '/blog/[slug]' } },
  dynamicRoutes: {
    '/blog/page/[page]': { fallback: false, routeRegex: '^/blog/page/([^/]+?)(?:/)?$' },
    '/blog/[slug]': { fallback: null, routeRegex: '^/blog/([^/]+?)(?:/)?$' },
  },
}

describe('unbuiltAddressCheck', () => {
  const unbuilt = unbuiltAddressCheck(manifest)

  it('finds an address of a closed route that the build left out', () => {
    expect(unbuilt('/blog/page/999')).toBe(true)
    expect(unbuilt('/blog/page/1')).toBe(true)
  })

  it('leaves the pages built, and the addresses of open routes, to their routes', () => {
    expect(unbuilt('/blog/page/2')).toBe(false)
    expect(unbuilt('/blog/published-later')).toBe(false)
    expect(unbuilt('/pricing')).toBe(false)
  })

  it('knows nothing without a manifest, or with one of another shape', () => {
    expect(unbuiltAddressCheck(null)('/blog/page/999')).toBe(false)
    expect(unbuiltAddressCheck({ dynamicRoutes: { '/blog/page/[page]': { fallback: false } } })('/blog/page/999')).toBe(false)
  })
})
