// A local HTTP server that speaks the parts of Sanity's HTTP API the seed writer uses, as documented:
//   GET|POST /v{api}/data/query/{dataset}    GROQ (evaluated with groq-js), params as $name=<json>
//   POST     /v{api}/data/mutate/{dataset}   { mutations: [...] } (create*, delete by id or query, patch), one transaction
//   POST     /v{api}/assets/images/{dataset} raw image bytes -> { document: sanity.imageAsset }
// Like the Content Lake it requires the bearer token, rejects a transaction that leaves a strong
// reference to a missing document, and answers an upload of known bytes with the existing asset.
// It records every transaction and upload so tests can count them.
// The Studio's browser test (scripts/studio-browser) builds on it: `documents` to start from, a new
// `_rev` on every write, `onCommit` listeners that see each document before and after, CORS for a
// browser on another origin, content source maps for a client with stega on (source-map.ts), and
// `routes` for the endpoints the Studio needs beyond these.
import { createHash } from 'node:crypto'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import { createSecureServer } from 'node:http2'
import type { AddressInfo, Server, Socket } from 'node:net'
import { createMemorySource, type QueryParams } from '@site/sanity'
import { referencesOf, type Doc } from '../documents.ts'
import { applyPatch, type Patch } from './patch.ts'
import { withPerspective } from './perspective.ts'
import { contentSourceMap } from './source-map.ts'

export type Mutation = {
  create?: Doc
  createOrReplace?: Doc
  createIfNotExists?: Doc
  delete?: { id: string } | { query: string; params?: QueryParams }
  patch?: Patch
}

export type Change = { id: string; before: Doc | undefined; after: Doc | undefined }
export type Commit = { transactionId: string; changes: Change[] }

export type ContentLake = {
  apiHost: string
  documents: Map<string, Doc>
  transactions: Mutation[][]
  uploads: string[]
  /** Applies mutations as one transaction (all or nothing); throws on a conflict or a broken reference. */
  commit: (mutations: Mutation[], transactionId?: string) => { id: string; operation: string }[]
  onCommit: (listener: (commit: Commit) => void) => void
  close: () => Promise<void>
}

/** Answers a request the lake itself does not know; returns false to let the lake answer 404. */
/** What the handlers use of a request and a response, the same over HTTP/1.1 and HTTP/2. */
export type LakeRequest = AsyncIterable<Buffer> & { method?: string | undefined; url?: string | undefined; headers: IncomingHttpHeaders }
export type LakeResponse = {
  setHeader(name: string, value: string): unknown
  writeHead(status: number, headers?: Record<string, string>): unknown
  write(chunk: string): unknown
  end(body: string): unknown
  once(event: 'close', listener: () => void): unknown
}

export type Route = (req: LakeRequest, res: LakeResponse, url: URL, body: Buffer) => Promise<boolean>

export type LakeOptions = {
  projectId: string
  dataset: string
  token: string
  documents?: Doc[]
  routes?: Route
  /** A fixed port (a browser bundle has the address built in); any free one by default. */
  port?: number
  /**
   * Serve HTTPS with HTTP/2, as the Content Lake does. A browser opens only six HTTP/1.1 connections
   * to one host, and the Studio keeps more listeners than that open at once.
   */
  tls?: { key: string; cert: string }
}

export const read = async (req: LakeRequest) => {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

export function send(res: LakeResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(JSON.stringify(body))
}

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

const revision = (seed: string) => createHash('sha1').update(seed).digest('hex').slice(0, 22)

/** Lets a page on another origin call the lake with credentials, as Sanity does for a project's CORS origins. */
function allowOrigin(req: LakeRequest, res: LakeResponse): void {
  if (!req.headers.origin) return
  res.setHeader('access-control-allow-origin', req.headers.origin)
  res.setHeader('access-control-allow-credentials', 'true')
  res.setHeader('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS')
  res.setHeader('access-control-allow-headers', req.headers['access-control-request-headers'] ?? 'authorization, content-type')
  res.setHeader('access-control-max-age', '600')
}

export async function startContentLake(options: LakeOptions): Promise<ContentLake> {
  const documents = new Map<string, Doc>(
    (options.documents ?? []).map((doc) => [doc._id, { ...doc, _rev: doc._rev ?? revision(`seed${doc._id}`) }]),
  )
  const transactions: Mutation[][] = []
  const uploads: string[] = []
  const listeners: ((commit: Commit) => void)[] = []
  const now = () => new Date().toISOString()

  /** A delete by query (the Presentation tool clears its expired preview secrets so) names its documents first. */
  async function byId(mutations: Mutation[]): Promise<Mutation[]> {
    const named: Mutation[] = []
    for (const mutation of mutations) {
      if (!mutation.delete || !('query' in mutation.delete)) named.push(mutation)
      else {
        const ids: unknown = await createMemorySource([...documents.values()]).fetch(
          `${mutation.delete.query}._id`,
          mutation.delete.params ?? {},
        )
        for (const id of Array.isArray(ids) ? ids : []) named.push({ delete: { id: String(id) } })
      }
    }
    return named
  }

  function commit(mutations: Mutation[], transactionId = `tx-${transactions.length + 1}`): { id: string; operation: string }[] {
    const next = new Map(documents)
    // As in the Content Lake, a document written by a transaction has the transaction id as its revision.
    const rev = transactionId
    const results = mutations.map((mutation) => {
      const doc = mutation.create ?? mutation.createOrReplace ?? mutation.createIfNotExists
      if (mutation.delete) {
        if (!('id' in mutation.delete)) throw new Error('A delete by query must be named by id first')
        next.delete(mutation.delete.id)
        return { id: mutation.delete.id, operation: 'delete' }
      }
      if (mutation.patch) {
        const current = next.get(mutation.patch.id)
        if (!current) throw new Error(`Cannot patch missing document "${mutation.patch.id}"`)
        next.set(current._id, { ...applyPatch(current, mutation.patch), _updatedAt: now(), _rev: rev })
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
        _rev: rev,
      })
      return { id: doc._id, operation: existing ? 'update' : 'create' }
    })
    for (const result of results) {
      const doc = next.get(result.id)
      for (const ref of doc ? strongReferences(doc) : []) {
        if (!next.has(ref)) throw new Error(`Document "${result.id}" references non-existent document "${ref}"`)
      }
    }
    const changes = [...new Set(results.map((result) => result.id))]
      .map((id) => ({ id, before: documents.get(id), after: next.get(id) }))
      .filter(({ before, after }) => before !== after)
    for (const [id, doc] of next) documents.set(id, doc)
    for (const id of documents.keys()) if (!next.has(id)) documents.delete(id)
    transactions.push(mutations)
    for (const listener of listeners) listener({ transactionId, changes })
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

  const handle = async (req: LakeRequest, res: LakeResponse) => {
    try {
      allowOrigin(req, res)
      if (req.method === 'OPTIONS') {
        res.writeHead(204)
        return res.end('')
      }
      const url = new URL(req.url ?? '/', 'http://localhost')
      // The Studio's reachability probes and the browser's live event stream (an EventSource, which
      // cannot send a token) go without credentials, as they do to the Content Lake.
      const open = /\/(ping|check\/cors|data\/live\/events\/[\w-]+)$/.test(url.pathname)
      if (!open && req.headers.authorization !== `Bearer ${options.token}`)
        return send(res, 401, { error: 'Unauthorized', message: 'Session not found' })
      const body = await read(req)
      const match = /^\/v[\w-]+\/(data\/query|data\/mutate|assets\/images)\/([\w-]+)$/.exec(url.pathname)
      if (!match || match[2] !== options.dataset) {
        if (options.routes && (await options.routes(req, res, url, body))) return
        return send(res, 404, { error: 'Not Found' })
      }
      if (match[1] === 'data/query') {
        const input = req.method === 'POST' ? (JSON.parse(body.toString()) as { query: string; params?: Record<string, never> }) : null
        const query = input?.query ?? url.searchParams.get('query') ?? ''
        const params =
          input?.params ??
          Object.fromEntries(
            [...url.searchParams].filter(([key]) => key.startsWith('$')).map(([key, value]) => [key.slice(1), JSON.parse(value)]),
          )
        const perspective = url.searchParams.get('perspective') ?? (input as { perspective?: string } | null)?.perspective ?? null
        // groq-js has no text::query(); the Studio's lists send the match-all "*", which `match` treats alike.
        const evaluated = query.replace(/\btext::query\(/g, '(')
        const visible = withPerspective(documents.values(), perspective)
        const result = await createMemorySource(visible).fetch(evaluated, params)
        // Asked for by a client with stega on (the site's draft-mode reads): where each text came from.
        const resultSourceMap = url.searchParams.has('resultSourceMap') ? contentSourceMap(result, visible) : undefined
        return send(res, 200, { query, result, ...(resultSourceMap ? { resultSourceMap } : {}), ms: 1 })
      }
      if (match[1] === 'data/mutate') {
        if (req.method !== 'POST') return send(res, 405, { error: 'Method not allowed' })
        const { mutations } = JSON.parse(body.toString()) as { mutations: Mutation[] }
        try {
          const transactionId = `tx-${transactions.length + 1}`
          return send(res, 200, { transactionId, results: commit(await byId(mutations), transactionId) })
        } catch (error) {
          return send(res, 409, { error: { description: (error as Error).message, type: 'mutationError' } })
        }
      }
      return send(res, 200, { document: upload(body, url.searchParams.get('filename')) })
    } catch (error) {
      return send(res, 500, { error: (error as Error).message })
    }
  }
  const server: Server = options.tls ? createSecureServer({ ...options.tls, allowHTTP1: true }, handle) : createServer(handle)
  const sockets = new Set<Socket>()
  server.on('connection', (socket: Socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    apiHost: `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    documents,
    transactions,
    uploads,
    commit,
    onCommit: (listener) => listeners.push(listener),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        // Open listeners (server-sent events) would keep it waiting.
        for (const socket of sockets) socket.destroy()
      }),
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
