import { describe, expect, it } from 'vitest'
import { addressOf } from './addresses.ts'
import { planRedirects } from './plan.ts'

describe('the redirects an address change writes', () => {
  it('sends the old address to the new one', () => {
    expect(planRedirects('/blog/old', '/blog/new', [])).toEqual({
      create: { source: '/blog/old', destination: '/blog/new' },
      retarget: [],
      remove: [],
    })
  })

  it('points redirects that landed on the old address at the new one, so there is never a chain', () => {
    const existing = [
      { _id: 'r1', source: '/lawn-tips', destination: '/blog/old' },
      { _id: 'r2', source: '/faqs', destination: '/faq' },
    ]
    expect(planRedirects('/blog/old', '/blog/new', existing)).toMatchObject({ retarget: ['r1'], remove: [] })
  })

  it('removes a redirect away from the new address when a page takes its old address back', () => {
    const existing = [{ _id: 'r1', source: '/blog/first', destination: '/blog/second' }]
    // /blog/second -> /blog/first: the old redirect would now loop.
    expect(planRedirects('/blog/second', '/blog/first', existing)).toEqual({
      create: { source: '/blog/second', destination: '/blog/first' },
      retarget: [],
      remove: ['r1'],
    })
  })

  it('reuses a redirect that already starts from the old address, compared as the site compares them', () => {
    const existing = [{ _id: 'r1', source: '/Blog/Old/', destination: '/somewhere' }]
    expect(planRedirects('/blog/old', '/blog/new', existing)).toEqual({ create: null, retarget: ['r1'], remove: [] })
  })

  it('never writes a redirect that leaves the site, whatever the new slug', () => {
    const existing = [{ _id: 'r1', source: '/tips', destination: '/blog/old' }]
    for (const slug of ['..//evil.example', '../..//evil.example', '%2e%2e//evil.example', '..\\evil.example']) {
      expect(planRedirects('/blog/old', `/blog/${slug}`, existing)).toEqual({ create: null, retarget: [], remove: [] })
    }
  })

  it('writes nothing when the address did not change', () => {
    expect(planRedirects('/pricing', '/pricing/', [])).toEqual({ create: null, retarget: [], remove: [] })
  })
})

describe('the address of a document', () => {
  it('is the path of a page and the slug under its section for articles, categories and towns', () => {
    expect(addressOf({ _type: 'page', path: '/pricing' })).toBe('/pricing')
    expect(addressOf({ _type: 'post', slug: { current: 'lawn-tips' } })).toBe('/blog/lawn-tips')
    expect(addressOf({ _type: 'category', slug: { current: 'pests' } })).toBe('/blog/category/pests')
    expect(addressOf({ _type: 'location', slug: { current: 'yulee' } })).toBe('/locations/yulee')
    expect(addressOf({ _type: 'plan' })).toBeNull()
    expect(addressOf({ _type: 'post', slug: { current: '' } })).toBeNull()
  })
})
