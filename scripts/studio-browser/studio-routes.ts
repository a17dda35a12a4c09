// The endpoints Sanity Studio 6 calls beyond queries and mutations, answered the way the Content Lake
// answers them for a signed-in administrator: the user and project look-ups, the dataset's access
// rules, documents by id, the listener (server-sent events with mendoza effects), the Actions API
// (edit, publish, discard...) and empty history. Found by logging what the built Studio requests
// (scripts/studio-browser/README in docs/publishing.md, "The Studio in a browser").
import { createMemorySource } from '@site/sanity'
import type { Doc } from '../seed/documents.ts'
import { send, type Change, type ContentLake, type LakeResponse, type Mutation, type Route } from '../seed/testing/content-lake-server.ts'
import { actionsToMutations, type Action } from './actions.ts'

export const STUDIO_USER = {
  id: 'pStudioTest',
  name: 'Office Staff',
  email: 'office@example.com',
  profileImage: null,
  role: 'administrator',
  roles: [{ name: 'administrator', title: 'Administrator' }],
  provider: 'sanity',
}

type Listener = { res: LakeResponse; matches: (doc: Doc | undefined) => Promise<boolean> }

const withoutRev = (doc: Doc | undefined) => {
  if (!doc) return null
  const { _rev, ...rest } = doc
  void _rev
  return rest
}

function sse(res: LakeResponse, event: string, data: unknown, id?: string) {
  res.write(`${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)
}

/** The listener's query and its $params, as the client puts them in the address. */
function listenFilter(url: URL): (doc: Doc | undefined) => Promise<boolean> {
  const params = Object.fromEntries(
    [...url.searchParams].filter(([key]) => key.startsWith('$')).map(([key, value]) => [key.slice(1), JSON.parse(value)]),
  )
  const query = url.searchParams.get('query') ?? '*'
  return async (doc) => {
    if (!doc) return false
    const result: unknown = await createMemorySource([doc]).fetch(query, params)
    return Array.isArray(result) && result.length > 0
  }
}

/**
 * One listener event per changed document, as the Content Lake sends them, written as whole-document
 * changes: the mutation a createOrReplace or delete, the mendoza effects a literal value.
 */
function mutationEvents(transactionId: string, changes: Change[]) {
  const timestamp = new Date().toISOString()
  return changes.map(({ id, before, after }, index) => ({
    eventId: `${transactionId}#${id}`,
    documentId: id,
    transactionId,
    transition: !before ? 'appear' : !after ? 'disappear' : 'update',
    identity: STUDIO_USER.id,
    previousRev: before?._rev,
    resultRev: after?._rev ?? transactionId,
    timestamp,
    visibility: 'query',
    // mendoza opcode 0 ("value"): the result is this literal value.
    effects: { apply: [0, withoutRev(after)], revert: [0, withoutRev(before)] },
    // The Studio's form applies these (its buffered document), its previews the effects.
    mutations: after ? [{ createOrReplace: withoutRev(after) }] : [{ delete: { id } }],
    transactionTotalEvents: changes.length,
    transactionCurrentEvent: index + 1,
  }))
}

export function studioRoutes(options: { projectId: string; dataset: string; log?: (line: string) => void }) {
  const listeners = new Set<Listener>()
  const { projectId, dataset } = options
  const project = {
    id: projectId,
    displayName: 'Lawn & pest website (test stand-in)',
    studioHost: null,
    organizationId: null,
    isBlocked: false,
    isDisabled: false,
    isDisabledByUser: false,
    metadata: {},
    features: [],
    members: [{ id: STUDIO_USER.id, role: 'administrator', roles: STUDIO_USER.roles, isCurrentUser: true, isRobot: false }],
  }
  const everything = { filter: '_id in path("**")', permissions: ['read', 'create', 'history', 'update', 'manage'] }

  let current: ContentLake | undefined

  function attach(lake: ContentLake) {
    current = lake
    lake.onCommit(({ transactionId, changes }) => {
      const events = mutationEvents(transactionId, changes)
      for (const listener of listeners) {
        for (const event of events) {
          const change = changes.find((c) => c.id === event.documentId)!
          void Promise.all([listener.matches(change.before), listener.matches(change.after)]).then(([was, is]) => {
            if (was || is) sse(listener.res, 'mutation', event, event.eventId)
          })
        }
      }
    })
  }

  function listen(res: LakeResponse, url: URL) {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
    const listener: Listener = { res, matches: listenFilter(url) }
    listeners.add(listener)
    sse(res, 'welcome', { listenerName: `studio-test-${listeners.size}` })
    const ping = setInterval(() => res.write(': ping\n\n'), 15_000)
    res.once('close', () => {
      clearInterval(ping)
      listeners.delete(listener)
    })
  }

  function liveEvents(res: LakeResponse) {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
    sse(res, 'welcome', {})
    const ping = setInterval(() => res.write(': ping\n\n'), 15_000)
    res.once('close', () => clearInterval(ping))
  }

  const route: Route = async (req, res, url, body) => {
    const lake = current
    if (!lake) return (send(res, 503, { error: 'The stand-in is starting' }), true)
    const path = url.pathname.replace(/^\/v[\w.-]+/, '')
    const data = `/data/`
    if (path === '/users/me') return (send(res, 200, STUDIO_USER), true)
    if (path.startsWith('/users/me/keyvalue')) return (send(res, 200, []), true)
    if (path.startsWith('/users/'))
      return (
        send(
          res,
          200,
          path
            .slice(7)
            .split(',')
            .map((id) => ({ ...STUDIO_USER, id })),
        ),
        true
      )
    if (path === '/check/cors') return (send(res, 200, { result: { allowed: true, withCredentials: true } }), true)
    if (path === `/projects/${projectId}`) return (send(res, 200, project), true)
    if (path === `/projects/${projectId}/datasets`) return (send(res, 200, [{ name: dataset, aclMode: 'public' }]), true)
    if (path === `/projects/${projectId}/datasets/${dataset}/acl`) return (send(res, 200, [everything]), true)
    if (path === `/projects/${projectId}/grants`) return (send(res, 200, {}), true)
    if (path === '/ping') return (send(res, 200, 'PONG'), true)
    if (path === '/features' || path === `/projects/${projectId}/user-applications`) return (send(res, 200, []), true)
    if (path === '/help') return (send(res, 200, {}), true)
    // Upsell and onboarding notices ("journeys") and scheduled publishing: nothing to show.
    if (path.startsWith('/journey/')) return (send(res, 200, null), true)
    if (path.startsWith(`/schedules/${projectId}/${dataset}`)) return (send(res, 200, { schedules: [] }), true)
    if (path === `${data}listen/${dataset}`) return (listen(res, url), true)
    if (path.startsWith(`${data}doc/${dataset}/`)) {
      const ids = decodeURIComponent(path.slice(`${data}doc/${dataset}/`.length)).split(',')
      const documents = ids.map((id) => lake.documents.get(id)).filter((doc) => doc !== undefined)
      const omitted = ids.filter((id) => !lake.documents.has(id)).map((id) => ({ id, reason: 'existence' }))
      return (send(res, 200, { documents, omitted }), true)
    }
    if (path === `${data}actions/${dataset}` && req.method === 'POST') {
      const { actions, transactionId } = JSON.parse(body.toString()) as { actions: Action[]; transactionId?: string }
      const id = transactionId ?? `tx-studio-${lake.transactions.length + 1}`
      let mutations: Mutation[]
      try {
        mutations = actionsToMutations(actions, lake.documents)
        lake.commit(mutations, id)
      } catch (error) {
        return (send(res, 409, { error: { description: (error as Error).message, type: 'actionError' } }), true)
      }
      return (send(res, 200, { transactionId: id }), true)
    }
    // A document's change history (the Studio's history panel): none, in the shape the events API answers.
    if (path.startsWith(`${data}history/${dataset}/events/documents/`)) return (send(res, 200, { events: {}, nextCursor: '' }), true)
    // The Live Content API, which the Presentation tool keeps open: welcomed and kept alive. Nothing here
    // caches by sync tags, so no message is ever needed; a live event stream with none is a quiet one.
    if (path === `${data}live/events/${dataset}`) return (liveEvents(res), true)
    if (path.startsWith(`${data}history/${dataset}/`)) {
      res.writeHead(200, { 'content-type': 'application/x-ndjson' })
      res.end('')
      return true
    }
    options.log?.(`unanswered: ${req.method} ${url.pathname}${url.search.slice(0, 200)}`)
    return false
  }
  return { route, attach }
}
