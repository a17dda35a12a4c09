// Sanity's Actions API (POST /data/actions/{dataset}), which the Studio uses for drafts and publishing,
// turned into the stand-in's plain mutations so one transaction applies them all or none:
//   edit      patch the draft, creating it from the published document on the first edit
//   publish   the draft becomes the published document, the draft is removed
//   create, discard, delete, unpublish as documented.
import type { Doc } from '../seed/documents.ts'
import type { Mutation } from '../seed/testing/content-lake-server.ts'
import { applyPatch, type Patch } from '../seed/testing/patch.ts'

export type Action = {
  actionType: string
  draftId?: string
  publishedId?: string
  attributes?: Doc
  patch?: Omit<Patch, 'id'> & Record<string, unknown>
  includeDrafts?: string[]
  ifPublishedRevisionId?: string
}

const SUPPORTED_PATCH = new Set(['set', 'setIfMissing', 'unset', 'diffMatchPatch'])

function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Action is missing ${what}`)
  return value
}

export function actionsToMutations(actions: Action[], documents: ReadonlyMap<string, Doc>): Mutation[] {
  // Later actions in one request see the effect of earlier ones.
  const view = new Map(documents)
  const mutations: Mutation[] = []
  const put = (doc: Doc) => {
    view.set(doc._id, doc)
    mutations.push({ createOrReplace: doc })
  }
  const remove = (id: string) => {
    if (!view.has(id)) return
    view.delete(id)
    mutations.push({ delete: { id } })
  }
  for (const action of actions) {
    switch (action.actionType) {
      case 'sanity.action.document.create': {
        const doc = need(action.attributes, 'attributes')
        if (view.has(doc._id)) throw new Error(`Document by ID "${doc._id}" already exists`)
        put(doc)
        break
      }
      case 'sanity.action.document.edit': {
        const draftId = need(action.draftId, 'draftId')
        const patch = need(action.patch, 'patch')
        const unsupported = Object.keys(patch).filter((key) => !SUPPORTED_PATCH.has(key))
        if (unsupported.length) throw new Error(`The stand-in does not apply patch operations: ${unsupported.join(', ')}`)
        const base = view.get(draftId) ?? view.get(need(action.publishedId, 'publishedId'))
        if (!base) throw new Error(`Cannot edit "${draftId}": neither the draft nor the published document exists`)
        const { _rev, ...rest } = applyPatch(base, { ...patch, id: draftId })
        void _rev
        put({ ...rest, _id: draftId })
        break
      }
      case 'sanity.action.document.publish': {
        const draftId = need(action.draftId, 'draftId')
        const publishedId = need(action.publishedId, 'publishedId')
        const draft = view.get(draftId)
        if (!draft) throw new Error(`Cannot publish "${publishedId}": there is no draft`)
        const published = view.get(publishedId)
        if (action.ifPublishedRevisionId && published?._rev !== action.ifPublishedRevisionId)
          throw new Error(`Cannot publish "${publishedId}": it changed since the draft was made`)
        const { _rev, ...rest } = draft
        void _rev
        put({ ...rest, _id: publishedId })
        remove(draftId)
        break
      }
      case 'sanity.action.document.discard':
        remove(need(action.draftId, 'draftId'))
        break
      case 'sanity.action.document.delete':
        for (const id of action.includeDrafts ?? []) remove(id)
        remove(need(action.publishedId, 'publishedId'))
        break
      case 'sanity.action.document.unpublish': {
        const draftId = need(action.draftId, 'draftId')
        const published = view.get(need(action.publishedId, 'publishedId'))
        if (!published) throw new Error(`Cannot unpublish "${action.publishedId}": it is not published`)
        if (!view.has(draftId)) put({ ...published, _id: draftId })
        remove(published._id)
        break
      }
      default:
        throw new Error(`The stand-in does not know the action "${action.actionType}"`)
    }
  }
  return mutations
}
