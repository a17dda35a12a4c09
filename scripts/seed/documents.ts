// Pure helpers over plain Sanity documents: references, write order, comparison. No I/O.
import { referencesOf } from '@site/sanity'

export { referencesOf, rewriteReferences } from '@site/sanity'

export type Doc = { _id: string; _type: string; [key: string]: unknown }

const SYSTEM_FIELDS = new Set(['_rev', '_createdAt', '_updatedAt', '_system'])

export const isAssetDocument = (doc: Doc) => doc._type === 'sanity.imageAsset' || doc._type === 'sanity.fileAsset'

export type DanglingReference = { from: string; to: string }

/** References whose target is in none of the given id sets: writing them would fail (or break pages). */
export function danglingReferences(documents: readonly Doc[], known: (id: string) => boolean): DanglingReference[] {
  const dangling: DanglingReference[] = []
  for (const doc of documents) {
    for (const to of new Set(referencesOf(doc))) if (!known(to)) dangling.push({ from: doc._id, to })
  }
  return dangling
}

/**
 * Documents ordered so that each comes after the documents it references (when they are in the list),
 * so batched transactions never hold a reference to a document not written yet. Documents in a
 * reference cycle keep their relative order at the end; the caller writes them in one transaction.
 */
export function writeOrder(documents: readonly Doc[]): { ordered: Doc[]; cyclic: number } {
  const byId = new Map(documents.map((doc) => [doc._id, doc]))
  const pending = new Map(documents.map((doc) => [doc._id, new Set(referencesOf(doc).filter((id) => byId.has(id) && id !== doc._id))]))
  const ordered: Doc[] = []
  let progress = true
  while (pending.size && progress) {
    progress = false
    for (const [id, needs] of pending) {
      if ([...needs].every((need) => !pending.has(need))) {
        ordered.push(byId.get(id)!)
        pending.delete(id)
        progress = true
      }
    }
  }
  const cyclic = pending.size
  for (const id of pending.keys()) ordered.push(byId.get(id)!)
  return { ordered, cyclic }
}

function normalise(value: unknown, top = true): unknown {
  if (Array.isArray(value)) return value.map((item) => normalise(item, false))
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([key, item]) => item !== undefined && !(top && SYSTEM_FIELDS.has(key)))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return Object.fromEntries(entries.map(([key, item]) => [key, normalise(item, false)]))
  }
  return value
}

/** Same content, ignoring the fields Sanity maintains itself (_rev, _createdAt, _updatedAt) and key order. */
export function sameContent(a: Doc, b: Doc): boolean {
  return JSON.stringify(normalise(a)) === JSON.stringify(normalise(b))
}

/** Top-level fields whose value differs, for the dry run's "update" lines. */
export function changedFields(next: Doc, current: Doc): string[] {
  const keys = new Set([...Object.keys(next), ...Object.keys(current)].filter((key) => !SYSTEM_FIELDS.has(key)))
  return [...keys].filter((key) => JSON.stringify(normalise(next[key], false)) !== JSON.stringify(normalise(current[key], false))).sort()
}

export type Plan = { create: Doc[]; update: { doc: Doc; fields: string[] }[]; unchanged: Doc[] }

/** What writing `documents` over `existing` would do. */
export function planChanges(documents: readonly Doc[], existing: ReadonlyMap<string, Doc>): Plan {
  const plan: Plan = { create: [], update: [], unchanged: [] }
  for (const doc of documents) {
    const current = existing.get(doc._id)
    if (!current) plan.create.push(doc)
    else if (sameContent(doc, current)) plan.unchanged.push(doc)
    else plan.update.push({ doc, fields: changedFields(doc, current) })
  }
  return plan
}

/** Splits documents into transactions of at most `size` documents and roughly `maxBytes` of JSON. */
export function batches(documents: readonly Doc[], size: number, maxBytes: number): Doc[][] {
  const out: Doc[][] = []
  let current: Doc[] = []
  let bytes = 0
  for (const doc of documents) {
    const docBytes = JSON.stringify(doc).length
    if (current.length && (current.length >= size || bytes + docBytes > maxBytes)) {
      out.push(current)
      current = []
      bytes = 0
    }
    current.push(doc)
    bytes += docBytes
  }
  if (current.length) out.push(current)
  return out
}
