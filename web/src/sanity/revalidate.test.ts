import { describe, expect, it } from 'vitest'
import { NextRequest } from 'next/server'
import { SIGNATURE_HEADER, signWebhook } from '../../e2e/support/webhook'
import { MAX_TAGS, createRevalidateHandler, tagsFor } from './revalidate'

const SECRET = 'test-secret-for-unit-tests-0123456789abcdef'

function post(body: string, headers: Record<string, string> = {}) {
  return new NextRequest('http://localhost/api/revalidate', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...headers },
  })
}

function handler(secret: string | undefined = SECRET) {
  const expired: string[] = []
  const POST = createRevalidateHandler({ secret, waitForConsistency: false, revalidate: (tag) => expired.push(tag) })
  return { POST, expired }
}

describe('tagsFor', () => {
  it("names the document's type and type:slug", () => {
    expect(tagsFor({ _type: 'location', slug: 'jacksonville' })).toEqual(['location', 'location:jacksonville'])
    expect(tagsFor({ _type: 'page', slug: '/services/aeration' })).toEqual(['page', 'page:/services/aeration'])
    expect(tagsFor({ _type: 'plan' })).toEqual(['plan'])
  })

  it('accepts the slug before and after a rename, and caps the number of tags', () => {
    expect(tagsFor({ _type: 'post', slug: ['old-name', 'new-name', 'new-name'] })).toEqual(['post', 'post:old-name', 'post:new-name'])
    const many = Array.from({ length: 50 }, (_, index) => `slug-${index}`)
    expect(tagsFor({ _type: 'post', slug: many })).toHaveLength(MAX_TAGS)
  })

  it('refuses a body without a usable _type and ignores malformed slugs', () => {
    expect(tagsFor({ slug: 'x' })).toBeNull()
    expect(tagsFor({ _type: 42 })).toBeNull()
    expect(tagsFor({ _type: 'plan name with spaces' })).toBeNull()
    expect(tagsFor(null)).toBeNull()
    expect(tagsFor({ _type: 'post', slug: ['ok', 'has space', { current: 'x' }] })).toEqual(['post', 'post:ok'])
  })
})

describe('POST /api/revalidate', () => {
  it('expires the tags of a correctly signed document', async () => {
    const { POST, expired } = handler()
    const body = JSON.stringify({ _id: 'plan-lawn-program', _type: 'plan', slug: null })
    const response = await POST(post(body, { [SIGNATURE_HEADER]: signWebhook(body, SECRET) }))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ revalidated: true, tags: ['plan'] })
    expect(expired).toEqual(['plan'])
  })

  it('answers 401 without a signature header, with a wrong one, or for a body changed after signing', async () => {
    const body = JSON.stringify({ _type: 'plan' })
    const attempts: Record<string, string>[] = [
      {},
      { [SIGNATURE_HEADER]: signWebhook(body, 'another-secret') },
      { [SIGNATURE_HEADER]: 'not a signature' },
    ]
    for (const headers of attempts) {
      const { POST, expired } = handler()
      expect((await POST(post(body, headers))).status).toBe(401)
      expect(expired).toEqual([])
    }
    const { POST, expired } = handler()
    const tampered = post(JSON.stringify({ _type: 'page' }), { [SIGNATURE_HEADER]: signWebhook(body, SECRET) })
    expect((await POST(tampered)).status).toBe(401)
    expect(expired).toEqual([])
  })

  it('refuses everything when no secret is configured (fails closed)', async () => {
    const { POST, expired } = handler(undefined)
    const body = JSON.stringify({ _type: 'plan' })
    expect((await POST(post(body, { [SIGNATURE_HEADER]: signWebhook(body, 'anything') }))).status).toBe(401)
    expect(expired).toEqual([])
  })

  it('answers 400 for a signed body without _type or that is not JSON', async () => {
    const { POST, expired } = handler()
    const noType = JSON.stringify({ _id: 'x' })
    expect((await POST(post(noType, { [SIGNATURE_HEADER]: signWebhook(noType, SECRET) }))).status).toBe(400)
    const notJson = 'plan'
    expect((await POST(post(notJson, { [SIGNATURE_HEADER]: signWebhook(notJson, SECRET) }))).status).toBe(400)
    expect(expired).toEqual([])
  })

  it('answers 413 for an oversized body', async () => {
    const { POST } = handler()
    const body = JSON.stringify({ _type: 'plan', padding: 'x'.repeat(20_000) })
    const response = await POST(post(body, { [SIGNATURE_HEADER]: signWebhook(body, SECRET), 'content-length': String(body.length) }))
    expect(response.status).toBe(413)
  })
})

describe('POST /api/revalidate against hostile senders', () => {
  const signedPlan = (timestamp?: number) => {
    const body = JSON.stringify({ _type: 'plan' })
    return { body, signature: signWebhook(body, SECRET, timestamp) }
  }

  it('stops reading a chunked body (no Content-Length) past 16 KB, before the signature is checked', async () => {
    const { POST, expired } = handler()
    let pulled = 0
    const chunk = new TextEncoder().encode('x'.repeat(4096))
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += chunk.byteLength
        controller.enqueue(chunk)
      },
    })
    const init = { method: 'POST', body: endless, headers: { [SIGNATURE_HEADER]: signWebhook('x', SECRET) }, duplex: 'half' }
    const request = new NextRequest(new Request('http://localhost/api/revalidate', init))
    expect((await POST(request)).status).toBe(413)
    expect(pulled).toBeLessThan(64 * 1024)
    expect(expired).toEqual([])
  })

  it('refuses a correctly signed body replayed more than five minutes later', async () => {
    const { POST, expired } = handler()
    const old = signedPlan(Date.now() - 6 * 60 * 1000)
    const response = await POST(post(old.body, { [SIGNATURE_HEADER]: old.signature }))
    expect(response.status).toBe(401)
    expect((await response.json()).message).toMatch(/too old/)
    const fresh = signedPlan(Date.now() - 60 * 1000)
    expect((await POST(post(fresh.body, { [SIGNATURE_HEADER]: fresh.signature }))).status).toBe(200)
    expect(expired).toEqual(['plan'])
  })

  it('refuses a signature of the right length that differs in one character', async () => {
    const { POST, expired } = handler()
    const { body, signature } = signedPlan()
    // Not the last character: its low bits are base64 padding, so some changes there decode to the same digest.
    const at = signature.length - 5
    const other = signature[at] === 'A' ? 'B' : 'A'
    const forged = signature.slice(0, at) + other + signature.slice(at + 1)
    expect((await POST(post(body, { [SIGNATURE_HEADER]: forged }))).status).toBe(401)
    expect(expired).toEqual([])
  })
})
