import 'server-only'
import type { NextRequest } from 'next/server'
import { docTag } from '@site/sanity'
import { readCapped } from '@/lib/read-capped'
import { SIGNATURE_HEADER, verifySignature } from './webhook-signature'

// The publish -> live path: Sanity posts a signed webhook when a document is published, changed or
// deleted; this expires the cache tags of that document's type and of the document itself, so the next
// visitor of any page that shows it gets a freshly rendered page. See docs/publishing.md
// for the webhook to create in Sanity (filter and projection).

/** A webhook names one document; more tags than this means a malformed or hostile body. */
export const MAX_TAGS = 8
/** Webhook bodies are a small projection; reading stops past this, before the signature is checked. */
export const MAX_BODY_BYTES = 16 * 1024

const TYPE_NAME = /^[A-Za-z][A-Za-z0-9._-]{0,63}$/
/** Slugs ("jacksonville") and page paths ("/services/aeration"). */
const SLUG = /^[A-Za-z0-9/._~-]{1,200}$/

/**
 * Cache tags for the document a webhook describes: its type, and "type:slug" for each slug or path it
 * names (the projection may send the slug before and after a rename as a list). Null when the body has
 * no usable _type.
 */
export function tagsFor(body: unknown): string[] | null {
  if (!body || typeof body !== 'object') return null
  const type = '_type' in body ? body._type : undefined
  const slug = 'slug' in body ? body.slug : undefined
  if (typeof type !== 'string' || !TYPE_NAME.test(type)) return null
  const slugs = (Array.isArray(slug) ? slug : [slug]).filter((value): value is string => typeof value === 'string' && SLUG.test(value))
  return [...new Set([type, ...slugs.map((value) => docTag(type, value))])].slice(0, MAX_TAGS)
}

type Options = {
  /** SANITY_REVALIDATE_SECRET; without it every request is refused (fail closed). */
  secret: string | undefined
  /**
   * Wait for the Content Lake's eventual consistency before expiring tags (CONSISTENCY_WAIT_MS),
   * so the re-render does not read the document as it was just before the publish. Only the Sanity source
   * needs it: the embedded dataset file is already written when the webhook is sent.
   */
  waitForConsistency: boolean
  /** Expires one tag; next/cache revalidateTag(tag, { expire: 0 }) in the route. */
  revalidate: (tag: string) => void
}

/** How long Sanity's own helper waits for the Content Lake to read as it was just written. */
const CONSISTENCY_WAIT_MS = 3000

const json = (status: number, body: Record<string, unknown>) => Response.json(body, { status })

export function createRevalidateHandler({ secret, waitForConsistency, revalidate }: Options) {
  return async function POST(request: NextRequest): Promise<Response> {
    if (!secret) {
      console.error('POST /api/revalidate refused: SANITY_REVALIDATE_SECRET is not set.')
      return json(401, { message: 'Webhook secret is not configured.' })
    }
    if (!request.headers.get(SIGNATURE_HEADER)) return json(401, { message: 'Invalid or missing signature.' })
    const text = await readCapped(request, MAX_BODY_BYTES)
    if (text === null) return json(413, { message: 'Body too large.' })
    // The signature is checked against the raw text, before anything is parsed or trusted.
    const verdict = verifySignature(request.headers.get(SIGNATURE_HEADER), text, secret)
    if (verdict === 'invalid') return json(401, { message: 'Invalid or missing signature.' })
    if (verdict === 'stale') return json(401, { message: 'Signature timestamp is too old; a replayed webhook is refused.' })
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      return json(400, { message: 'Body is not valid JSON.' })
    }
    if (waitForConsistency) await new Promise((resolve) => setTimeout(resolve, CONSISTENCY_WAIT_MS))
    const tags = tagsFor(body)
    if (!tags) return json(400, { message: 'Body has no _type.' })
    for (const tag of tags) revalidate(tag)
    return json(200, { revalidated: true, tags })
  }
}
