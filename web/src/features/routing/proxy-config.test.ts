import { beforeAll, describe, expect, it, vi } from 'vitest'
import { buildDataset, type DatasetDocument } from '@site/content'
import { createMemorySource, type ContentSource } from '@site/sanity'
import { readProxyConfig } from './proxy-config'

// The proxy's one read, over the seeded content: what it answers redirects, the Tag Manager switch and
// unknown addresses from.
let documents: DatasetDocument[] = []
beforeAll(async () => {
  documents = (await buildDataset()).documents
})

const withSettings = (change: Record<string, unknown>) => documents.map((doc) => (doc._id === 'siteSettings' ? { ...doc, ...change } : doc))

describe('readProxyConfig', () => {
  it('reads the published redirects and the addresses documents stand behind', async () => {
    const config = await readProxyConfig(createMemorySource(documents), 5_000)
    expect(config.redirects.get('/contact-us')).toEqual({ destination: '/contact', permanent: true })
    expect(config.known?.has('/blog/spring-lawn-care-jacksonville')).toBe(true)
    expect(config.known?.has('/locations/orange-park')).toBe(true)
    expect(config.known?.has('/services/lawn-programs')).toBe(true)
    expect(config.known?.has('/blog/made-up-article')).toBe(false)
    expect(config.known?.shareImage('/og/post/spring-lawn-care-jacksonville')).toBe(true)
  })

  it('turns the Tag Manager origins on only for a container id as Google issues them', async () => {
    expect((await readProxyConfig(createMemorySource(withSettings({ gtmContainerId: 'GTM-AB12CD' })), 5_000)).gtm).toBe(true)
    expect((await readProxyConfig(createMemorySource(withSettings({ gtmContainerId: 'x"><script>' })), 5_000)).gtm).toBe(false)
    expect((await readProxyConfig(createMemorySource(withSettings({ gtmContainerId: null })), 5_000)).gtm).toBe(false)
  })

  it('gives up on a source that does not answer, so a request is never held by it', async () => {
    const hung: ContentSource = { kind: 'sanity', version: async () => 'hung', fetch: () => new Promise(() => {}) }
    // On a fake clock: the read gives up when its 50 ms have passed, not before, however slow the host.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      let outcome: string | undefined
      const read = readProxyConfig(hung, 50).then(
        () => (outcome = 'answered'),
        (error: Error) => (outcome = error.message),
      )
      await vi.advanceTimersByTimeAsync(49)
      expect(outcome).toBeUndefined()
      await vi.advanceTimersByTimeAsync(1)
      await read
      expect(outcome).toMatch(/did not answer within 50 ms/)
    } finally {
      vi.useRealTimers()
    }
  })
})
