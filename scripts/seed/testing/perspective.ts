// Query perspectives as the Content Lake applies them: "raw" sees every document as stored;
// "published" hides drafts and release versions; "drafts" (and its older name "previewDrafts")
// shows each document's draft in place of the published one, under the published id, with the
// stored id in `_originalId`, as the Studio's lists expect.
import type { Doc } from '../documents.ts'

const DRAFT = 'drafts.'
const isVersion = (id: string) => id.startsWith(DRAFT) || id.startsWith('versions.')

export function withPerspective(documents: Iterable<Doc>, perspective: string | null): Doc[] {
  const all = [...documents]
  if (!perspective || perspective === 'raw') return all
  if (perspective === 'published') return all.filter((doc) => !isVersion(doc._id))
  if (perspective !== 'drafts' && perspective !== 'previewDrafts')
    throw new Error(`The stand-in does not know the perspective "${perspective}"`)
  const drafts = new Map(all.filter((doc) => doc._id.startsWith(DRAFT)).map((doc) => [doc._id.slice(DRAFT.length), doc]))
  const published = all.filter((doc) => !isVersion(doc._id))
  const publishedIds = new Set(published.map((doc) => doc._id))
  const overlaid = published.map((doc) => {
    const draft = drafts.get(doc._id)
    return draft ? { ...draft, _id: doc._id, _originalId: draft._id } : { ...doc, _originalId: doc._id }
  })
  const draftOnly = [...drafts]
    .filter(([id]) => !publishedIds.has(id))
    .map(([id, draft]) => ({ ...draft, _id: id, _originalId: draft._id }))
  return [...overlaid, ...draftOnly]
}
