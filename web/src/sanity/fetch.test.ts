import { beforeEach, describe, expect, it, vi } from 'vitest'

// The fetch layer's choice: published reads through the tagged cache; draft-mode reads (only when a
// project and Viewer token are configured) from the preview source, uncached, in the perspective the
// Presentation tool asked for.

const request = vi.hoisted(() => ({ draft: false as boolean | 'no-request', perspectiveCookie: undefined as string | undefined }))
const cacheCalls = vi.hoisted(() => [] as { key: string[]; tags: string[] }[])

vi.mock('next/headers', () => ({
  draftMode: async () => {
    if (request.draft === 'no-request') throw new Error('`draftMode` was called outside a request scope.')
    return { isEnabled: request.draft }
  },
  cookies: async () => ({
    get: (name: string) =>
      name === 'sanity-preview-perspective' && request.perspectiveCookie ? { value: request.perspectiveCookie } : undefined,
  }),
}))

vi.mock('next/cache', () => ({
  unstable_cache: (fn: () => Promise<unknown>, key: string[], options: { tags: string[] }) => {
    cacheCalls.push({ key, tags: options.tags })
    return fn
  },
}))

const published = { fetch: vi.fn(async () => 'published result'), kind: 'sanity' as const, version: async () => 'dataset-v1' }
const preview = { fetch: vi.fn(async () => 'draft result'), client: {} }

async function loadFetch(previewConfigured: boolean) {
  vi.resetModules()
  vi.doMock('./source', () => ({ contentSource: published, previewSource: previewConfigured ? preview : null }))
  return (await import('./fetch')).cachedFetch
}

beforeEach(() => {
  request.draft = false
  request.perspectiveCookie = undefined
  cacheCalls.length = 0
  published.fetch.mockClear()
  preview.fetch.mockClear()
})

describe('cachedFetch', () => {
  it('reads published content through the tagged cache when draft mode is off', async () => {
    const cachedFetch = await loadFetch(true)
    expect(await cachedFetch('*[_type == "plan"]', {}, ['plan'])).toBe('published result')
    expect(cacheCalls).toEqual([{ key: ['groq', 'dataset-v1', '*[_type == "plan"]', '{}'], tags: ['plan'] }])
    expect(preview.fetch).not.toHaveBeenCalled()
  })

  it('reads drafts, uncached, in draft mode', async () => {
    const cachedFetch = await loadFetch(true)
    request.draft = true
    expect(await cachedFetch('*[_type == "plan"]', { a: 1 }, ['plan'])).toBe('draft result')
    expect(preview.fetch).toHaveBeenCalledWith('*[_type == "plan"]', { a: 1 }, 'drafts')
    expect(cacheCalls).toEqual([])
    expect(published.fetch).not.toHaveBeenCalled()
  })

  it("follows the Presentation tool's perspective cookie (published view, release stacks)", async () => {
    const cachedFetch = await loadFetch(true)
    request.draft = true
    request.perspectiveCookie = 'published'
    await cachedFetch('q', {}, [])
    request.perspectiveCookie = 'rSpring,drafts'
    await cachedFetch('q', {}, [])
    request.perspectiveCookie = '<script>'
    await cachedFetch('q', {}, [])
    expect(preview.fetch.mock.calls.map((call) => (call as unknown[])[2])).toEqual(['published', ['rSpring', 'drafts'], 'drafts'])
  })

  it('never reads drafts in local mode, even with the draft-mode cookie', async () => {
    const cachedFetch = await loadFetch(false)
    request.draft = true
    expect(await cachedFetch('q', {}, ['page'])).toBe('published result')
    expect(cacheCalls).toHaveLength(1)
  })

  it('reads published content at build time, where there is no request (generateStaticParams)', async () => {
    const cachedFetch = await loadFetch(true)
    request.draft = 'no-request'
    expect(await cachedFetch('q', {}, ['post'])).toBe('published result')
  })
})
