// A local HTTP server that speaks the parts of Sanity's HTTP API the seed writer uses, as documented:
//   GET|POST /v{api}/data/query/{dataset}    GROQ (evaluated with groq-js), params as $name=<json>
//   POST     /v{api}/data/mutate/{dataset}   { mutations: [...] } (create*, delete, patch), one transaction
//   POST     /v{api}/assets/images/{dataset} raw image bytes -> { document: sanity.imageAsset }
// Like the Content Lake it requires the bearer token, rejects a transaction that leaves a strong
// reference to a missing document, and answers an upload of known bytes with the existing asset.
// It records every transaction and upload so tests can count them.
import { createHash } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createMemorySource } from '@site/sanity'
import { referencesOf, type Doc } from '../documents.ts'
import { applyPatch, type Patch } from './patch.ts'

type Mutation = { create?: Doc; createOrReplace?: Doc; createIfNotExists?: Doc; delete?: { id: string }; patch?: Patch }

export type ContentLake = {
  apiHost: string
  documents: Map<string, Doc>
  transactions: Mutation[][]
  uploads: string[]
  close: () => Promise<void>
}

const read = async (req: IncomingMessage) => {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

const send = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))

/** Width and height from a PNG's IHDR chunk. */
function pngSize(data: Buffer): { width: number; height: number } {
  if (data.subarray(1, 4).toString('ascii') !== 'PNG') throw new Error('not a PNG')
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) }
}

function strongReferences(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => strongReferences(item, found))
  else if (value && typeof value === 'object') {
    const { _ref, _weak } = value as { _ref?: unknown; _weak?: unknown }
    if (typeof _ref === 'string' && _weak !== true) found.push(_ref)
    Object.values(value).forEach((item) => strongReferences(item, found))
  }
  return found
}

export async function startContentLake(options: { projectId: string; dataset: string; token: string }): Promise<ContentLake> {
  const documents = new Map<string, Doc>()
  const transactions: Mutation[][] = []
  const uploads: string[] = []
  const now = () => new Date().toISOString()

  function commit(mutations: Mutation[]): { id: string; operation: string }[] {
    const next = new Map(documents)
    const results = mutations.map((mutation) => {
      const doc = mutation.create ?? mutation.createOrReplace ?? mutation.createIfNotExists
      if (mutation.delete) {
        next.delete(mutation.delete.id)
        return { id: mutation.delete.id, operation: 'delete' }
      }
      if (mutation.patch) {
        const current = next.get(mutation.patch.id)
        if (!current) throw new Error(`Cannot patch missing document "${mutation.patch.id}"`)
        next.set(current._id, { ...applyPatch(current, mutation.patch), _updatedAt: now() })
        return { id: current._id, operation: 'update' }
      }
      if (!doc || typeof doc._id !== 'string' || typeof doc._type !== 'string')
        throw new Error('Mutation needs a document with _id and _type')
      const existing = next.get(doc._id)
      if (mutation.create && existing) throw new Error(`Document by ID "${doc._id}" already exists`)
      if (mutation.createIfNotExists && existing) return { id: doc._id, operation: 'none' }
      const stamp = now()
      next.set(doc._id, {
        ...doc,
        _createdAt: existing?._createdAt ?? stamp,
        _updatedAt: stamp,
        _rev: createHash('sha1')
          .update(stamp + doc._id)
          .digest('hex')
          .slice(0, 22),
      })
      return { id: doc._id, operation: existing ? 'update' : 'create' }
    })
    for (const result of results) {
      const doc = next.get(result.id)
      for (const ref of doc ? strongReferences(doc) : []) {
        if (!next.has(ref)) throw new Error(`Document "${result.id}" references non-existent document "${ref}"`)
      }
    }
    for (const [id, doc] of next) documents.set(id, doc)
    for (const id of documents.keys()) if (!next.has(id)) documents.delete(id)
    transactions.push(mutations)
    return results
  }

  function upload(data: Buffer, filename: string | null): Doc {
    const sha1hash = createHash('sha1').update(data).digest('hex')
    const { width, height } = pngSize(data)
    const id = `image-${sha1hash}-${width}x${height}-png`
    const existing = documents.get(id)
    if (existing) return existing
    uploads.push(filename ?? id)
    const path = `images/${options.projectId}/${options.dataset}/${sha1hash}-${width}x${height}.png`
    const asset: Doc = {
      _id: id,
      _type: 'sanity.imageAsset',
      assetId: sha1hash,
      sha1hash,
      extension: 'png',
      mimeType: 'image/png',
      size: data.length,
      path,
      url: `https://cdn.sanity.io/${path}`,
      originalFilename: filename ?? undefined,
      metadata: {
        _type: 'sanity.imageMetadata',
        dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: width / height },
      },
    }
    documents.set(id, { ...asset, _createdAt: now(), _updatedAt: now() })
    return asset
  }

  const server = createServer(async (req, res) => {
    try {
      if (req.headers.authorization !== `Bearer ${options.token}`)
        return send(res, 401, { error: 'Unauthorized', message: 'Session not found' })
      const url = new URL(req.url ?? '/', 'http://localhost')
      const match = /^\/v[\w-]+\/(data\/query|data\/mutate|assets\/images)\/([\w-]+)$/.exec(url.pathname)
      if (!match || match[2] !== options.dataset) return send(res, 404, { error: 'Not Found' })
      const body = await read(req)
      if (match[1] === 'data/query') {
        const input = req.method === 'POST' ? (JSON.parse(body.toString()) as { query: string; params?: Record<string, never> }) : null
        const query = input?.query ?? url.searchParams.get('query') ?? ''
        const params =
          input?.params ??
          Object.fromEntries(
            [...url.searchParams].filter(([key]) => key.startsWith('$')).map(([key, value]) => [key.slice(1), JSON.parse(value)]),
          )
        const result = await createMemorySource([...documents.values()]).fetch(query, params)
        return send(res, 200, { query, result, ms: 1 })
      }
      if (match[1] === 'data/mutate') {
        if (req.method !== 'POST') return send(res, 405, { error: 'Method not allowed' })
        const { mutations } = JSON.parse(body.toString()) as { mutations: Mutation[] }
        try {
          return send(res, 200, { transactionId: `tx-${transactions.length + 1}`, results: commit(mutations) })
        } catch (error) {
          return send(res, 409, { error: { description: (error as Error).message, type: 'mutationError' } })
        }
      }
      return send(res, 200, { document: upload(body, url.searchParams.get('filename')) })
    } catch (error) {
      return send(res, 500, { error: (error as Error).message })
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    apiHost: `http://127.0.0.1:${port}`,
    documents,
    transactions,
    uploads,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** Every reference in the stored documents points to a stored document. */
export function brokenReferences(documents: ReadonlyMap<string, Doc>): string[] {
  return [...documents.values()].flatMap((doc) =>
    referencesOf(doc)
      .filter((ref) => !documents.has(ref))
      .map((ref) => `${doc._id} -> ${ref}`),
  )
}
