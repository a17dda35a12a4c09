import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { API_VERSION, createPreviewSource } from '@site/sanity'
import { memoryRateLimiter } from '@/features/leads/server/rate-limit'
import { enableDraftModeHandler, safeRedirectPath } from './draft-mode'

// The enable route against a local server standing in for the Sanity API: the Presentation tool stores
// a one-time secret in the project, and the route must ask the project (with the Viewer token) before
// turning draft mode on.

const GOOD_SECRET = 'one-time-secret-from-the-studio'
const asked: { secret: string | null; authorization: string | undefined }[] = []
const cookieStore = { enabled: false, set: vi.fn(), delete: vi.fn(), get: vi.fn() }

vi.mock('next/headers', () => ({
  draftMode: async () => ({
    get isEnabled() {
      return cookieStore.enabled
    },
    enable: () => {
      cookieStore.enabled = true
    },
  }),
  cookies: async () => cookieStore,
}))
vi.mock('next/navigation', () => ({
  redirect: (to: string) => new Response(null, { status: 307, headers: { location: to } }),
}))

let server: Server
let apiHost = ''

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const secret = url.searchParams.get('$secret')
    asked.push({ secret: secret && (JSON.parse(secret) as string), authorization: req.headers.authorization })
    const valid = secret === JSON.stringify(GOOD_SECRET)
    const result = {
      private: valid
        ? {
            _id: 'sanity-preview-url-secret.a1',
            _updatedAt: new Date().toISOString(),
            secret: GOOD_SECRET,
            studioUrl: 'http://localhost:3333',
          }
        : null,
      public: null,
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ result, ms: 1 }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  apiHost = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  asked.length = 0
  cookieStore.enabled = false
})

const source = () =>
  createPreviewSource({
    projectId: 'abc123',
    dataset: 'production',
    apiVersion: API_VERSION,
    token: 'viewer-token',
    studioUrl: 'http://localhost:3333',
    apiHost,
  })

const enableUrl = (secret: string | null) =>
  `http://localhost:3000/api/draft-mode/enable?${secret ? `sanity-preview-secret=${secret}&` : ''}sanity-preview-pathname=%2Fpricing`

describe('GET /api/draft-mode/enable', () => {
  it('answers 404 when no project and token are configured (local mode)', async () => {
    const response = await enableDraftModeHandler(null)(new Request(enableUrl(GOOD_SECRET)))
    expect(response.status).toBe(404)
    expect(cookieStore.enabled).toBe(false)
  })

  it('refuses a secret the project does not hold, after asking the project with the token', async () => {
    const response = await enableDraftModeHandler(source())(new Request(enableUrl('guessed')))
    expect(response.status).toBe(401)
    expect(asked).toEqual([{ secret: 'guessed', authorization: 'Bearer viewer-token' }])
    expect(cookieStore.enabled).toBe(false)
  })

  it('refuses a request without a secret without asking anyone', async () => {
    const response = await enableDraftModeHandler(source())(new Request(enableUrl(null)))
    expect(response.status).toBe(401)
    expect(asked).toEqual([])
  })

  it('asks the project about at most 30 secrets per address in 10 minutes, then answers 429 without asking', async () => {
    const limited = enableDraftModeHandler(source(), { limiter: memoryRateLimiter(30, 600_000), trustedProxies: 0 })
    const from = (ip: string) => new Request(enableUrl(`guess-${Math.random()}`), { headers: { 'X-Forwarded-For': ip } })
    const statuses = []
    for (let index = 0; index < 32; index++) statuses.push((await limited(from('198.51.100.66'))).status)
    expect(statuses.filter((status) => status === 401)).toHaveLength(30)
    expect(statuses.slice(30)).toEqual([429, 429])
    expect(asked).toHaveLength(30)
    const refused = await limited(from('198.51.100.66'))
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another address is asked about as usual.
    expect((await limited(from('203.0.113.5'))).status).toBe(401)
  })

  it('turns draft mode on for the secret the Studio stored and goes to the previewed page', async () => {
    const response = await enableDraftModeHandler(source())(new Request(enableUrl(GOOD_SECRET)))
    expect(cookieStore.enabled).toBe(true)
    expect(response.status).toBe(307)
    expect(response.headers.get('location')).toBe('/pricing')
  })
})

describe('safeRedirectPath', () => {
  it.each([
    ['/blog/spring-lawn-care-jacksonville', '/blog/spring-lawn-care-jacksonville'],
    ['/pricing?plan=lawn#plans', '/pricing?plan=lawn#plans'],
    ['/services/lawn-care', '/services/lawn-care'],
  ])('keeps the same-site path %j', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected)
  })

  it.each([
    ['protocol-relative', '//evil.example'],
    ['absolute', 'https://evil.example/'],
    ['scheme', 'javascript:alert(1)'],
    ['backslash', '/\\evil.example'],
    ['backslash later', '/a\\b'],
    ['tab', '/\t/evil.example'],
    ['newline', '/\n/evil.example'],
    ['carriage return', '/\r//evil.example'],
    ['encoded tab', '/%09/evil.example'],
    ['encoded slash', '/%2F/evil.example'],
    ['encoded slash, lower case', '/%2f%2fevil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['encoded newline', '/%0a/evil.example'],
    ['dot segments', '/a/..//evil.example'],
    ['encoded dot segments', '/a/%2e%2e//evil.example'],
    ['malformed encoding', '/%E0%A4%A'],
    ['relative', 'evil.example'],
    ['empty', ''],
    ['missing', null],
  ])('refuses %s', (_name, value) => {
    expect(safeRedirectPath(value)).toBe('/')
  })
})
