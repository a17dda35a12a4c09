import { describe, expect, it } from 'vitest'
import type { DatasetDocument } from '@site/content'
import { errorsOf } from './validation-harness.ts'

// The Studio refuses redirects that would give a visitor more than one hop: chains and loops.

const redirect = (id: string, source: string, destination: string) =>
  ({ _id: id, _type: 'redirect', source, destination, permanent: true }) satisfies DatasetDocument

const existing = [redirect('redirect-old-pricing', '/old-pricing', '/pricing'), redirect('redirect-a', '/a', '/b')]

describe('redirect validation', () => {
  it('accepts a redirect to a final address', async () => {
    const fresh = redirect('redirect-new', '/lawn-tips', '/blog')
    expect(await errorsOf(fresh, [...existing, fresh])).toEqual([])
  })

  it('rejects a loop: /b -> /a while /a -> /b', async () => {
    const loop = redirect('redirect-b', '/b', '/A/')
    const errors = await errorsOf(loop, [...existing, loop])
    expect(errors.join('\n')).toMatch(/^destination: \/a is itself redirected to \/b\. .*chain or a loop/m)
  })

  it('rejects a redirect to its own address', async () => {
    const self = redirect('redirect-self', '/offers/', '/offers?from=flyer')
    expect((await errorsOf(self, [self])).join('\n')).toMatch(/^destination: A redirect cannot point to its own address\./m)
  })

  it('rejects a chain ending at another old address: /x -> /old-pricing -> /pricing', async () => {
    const chain = redirect('redirect-x', '/x', '/old-pricing')
    expect((await errorsOf(chain, [...existing, chain])).join('\n')).toMatch(/^destination: \/old-pricing is itself redirected/m)
  })

  it('rejects a chain starting at an address other redirects land on: /pricing -> /plans', async () => {
    const chain = redirect('redirect-pricing', '/pricing', '/plans')
    expect((await errorsOf(chain, [...existing, chain])).join('\n')).toMatch(/^source: \/old-pricing already redirects here\./m)
  })

  it('rejects a second redirect from the same old address, whatever its case or trailing slash', async () => {
    const twin = redirect('redirect-twin', '/Old-Pricing/', '/specials')
    expect((await errorsOf(twin, [...existing, twin])).join('\n')).toMatch(/^source: Another redirect already starts from this address\./m)
  })

  it('ignores its own draft and published copies when looking for chains', async () => {
    const published = redirect('redirect-own', '/own', '/faq')
    const draft = { ...published, _id: 'drafts.redirect-own' }
    expect(await errorsOf(draft, [published, draft])).toEqual([])
  })

  it('rejects a destination on another site', async () => {
    const away = redirect('redirect-away', '/away', '//example.net/page')
    expect((await errorsOf(away, [away])).join('\n')).toMatch(/^destination: /m)
  })

  it.each([
    '/.//evil.example',
    '/x/..//evil.example',
    '/..//evil.example',
    '/%2e%2e//evil.example',
    '/%2F%2Fevil.example',
    '/\\evil.example',
  ])('rejects %s, which a browser resolves to another site', async (destination) => {
    const away = redirect('redirect-away', '/away', destination)
    expect((await errorsOf(away, [away])).join('\n')).toMatch(/^destination: Write a path of this site/m)
  })
})
