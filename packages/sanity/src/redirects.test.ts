import { describe, expect, it } from 'vitest'
import { buildRedirectTable, isSiteDestination, normalizeRedirectPath, resolveRedirect, withQuery } from './redirects.ts'

const table = buildRedirectTable([
  { source: '/lawn-treatment', destination: '/services/lawn-programs', permanent: true },
  { source: '/Contact-Us/Careers/', destination: '/contact', permanent: null },
  { source: '/promo', destination: '/specials?from=promo#offers', permanent: false },
  { source: '/away', destination: '//example.net/', permanent: true },
  { source: '/about', destination: '/about', permanent: true },
])

describe('normalizeRedirectPath', () => {
  it('ignores case, surrounding space and trailing slashes but keeps the root', () => {
    expect(normalizeRedirectPath(' /Lawn-Treatment// ')).toBe('/lawn-treatment')
    expect(normalizeRedirectPath('/')).toBe('/')
  })
})

describe('resolveRedirect', () => {
  it('sends an old address, with or without trailing slash and in any case, straight to its destination', () => {
    for (const path of ['/lawn-treatment', '/lawn-treatment/', '/LAWN-TREATMENT/']) {
      expect(resolveRedirect(path, '', table)).toEqual({ location: '/services/lawn-programs', status: 308 })
    }
    expect(resolveRedirect('/contact-us/careers/', '', table)).toEqual({ location: '/contact', status: 308 })
  })

  it('keeps the query string', () => {
    expect(resolveRedirect('/lawn-treatment/', '?utm_source=flyer&a=1%202', table)?.location).toBe(
      '/services/lawn-programs?utm_source=flyer&a=1%202',
    )
  })

  it('answers 307 for a temporary redirect and merges queries before the fragment', () => {
    expect(resolveRedirect('/promo', '?utm_medium=print', table)).toEqual({
      location: '/specials?from=promo&utm_medium=print#offers',
      status: 307,
    })
  })

  it('strips the trailing slash of any other path in the same single hop', () => {
    expect(resolveRedirect('/pest-control/', '?x=1', table)).toEqual({ location: '/pest-control?x=1', status: 308 })
    expect(resolveRedirect('/specials//', '', table)).toEqual({ location: '/specials', status: 308 })
  })

  it('lets everything else through, including the root', () => {
    expect(resolveRedirect('/', '?a=1', table)).toBeNull()
    expect(resolveRedirect('/services/lawn-programs', '', table)).toBeNull()
  })

  it('never answers a destination on another site or one that points at the address requested', () => {
    expect(resolveRedirect('/away', '', table)).toBeNull()
    expect(resolveRedirect('/about', '', table)).toBeNull()
  })
})

describe('withQuery', () => {
  it('returns the destination untouched without a query', () => {
    expect(withQuery('/faq#top', '')).toBe('/faq#top')
    expect(withQuery('/faq', '?')).toBe('/faq')
  })
})

describe('isSiteDestination', () => {
  // Each resolves, in a browser or a Location header, to another host; none may be a destination.
  it.each([
    '//evil.example',
    '/.//evil.example',
    '/x/..//evil.example',
    '/..//evil.example',
    '/./..//evil.example',
    '/%2e//evil.example',
    '/%2e%2e//evil.example',
    '/x/%2E%2E//evil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%5Cevil.example',
    '/\\evil.example',
    '/\\/evil.example',
    '/x/..\\/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/ /evil.example',
    '/\u0000/evil.example',
    'https://evil.example/',
    'http:evil.example',
    'evil.example',
    '',
    '/%E0%A4%A',
  ])('refuses %j', (destination) => {
    expect(isSiteDestination(destination)).toBe(false)
  })

  it.each(['/', '/faq', '/services/lawn-programs', '/specials?from=promo#offers', '/blog/a/../b', '/x/./y', '/%2e', '/caf%C3%A9'])(
    'accepts %j',
    (destination) => {
      expect(isSiteDestination(destination)).toBe(true)
    },
  )

  it('keeps such a destination out of the redirect table', () => {
    const rules = ['/.//evil.example', '/x/..//evil.example', '/..//evil.example', '/%5Cevil.example'].map((destination, index) => ({
      source: `/old-${index}`,
      destination,
      permanent: true,
    }))
    const unsafe = buildRedirectTable(rules)
    expect(unsafe.size).toBe(0)
    for (let index = 0; index < rules.length; index++) expect(resolveRedirect(`/old-${index}`, '', unsafe)).toBeNull()
  })
})
