// The patch operations Sanity's import tool sends (setIfMissing, set, unset) over the attribute paths it
// writes: `hero.image`, `sections[3].items[0].image.asset`, `services[_key=="a1"]._weak`; and the
// diffMatchPatch the Studio sends when staff edit a text (only the change, as a diff-match-patch patch).
import { applyPatches, parsePatch } from '@sanity/diff-match-patch'

type Segment = string | number | { key: string }
export type Patch = {
  id: string
  setIfMissing?: Record<string, unknown>
  set?: Record<string, unknown>
  unset?: string[]
  diffMatchPatch?: Record<string, string>
}

const SEGMENT = /([A-Za-z_$][\w$]*)|\[(\d+)\]|\["([^"]*)"\]|\[_key\s*==\s*"([^"]*)"\]/g

function parsePath(path: string): Segment[] {
  const segments: Segment[] = []
  for (const match of path.matchAll(SEGMENT)) {
    if (match[1] !== undefined) segments.push(match[1])
    else if (match[2] !== undefined) segments.push(Number(match[2]))
    else if (match[3] !== undefined) segments.push(match[3])
    else segments.push({ key: match[4]! })
  }
  return segments
}

type Container = Record<string, unknown> | unknown[]

function child(container: Container, segment: Segment): unknown {
  if (typeof segment === 'object')
    return Array.isArray(container) ? container.find((item) => (item as { _key?: string })?._key === segment.key) : undefined
  return (container as Record<string | number, unknown>)[segment]
}

function parentOf(doc: Record<string, unknown>, segments: Segment[]): { parent: Container; last: Segment } | null {
  let current: unknown = doc
  for (const segment of segments.slice(0, -1)) {
    current = child(current as Container, segment)
    if (!current || typeof current !== 'object') return null
  }
  return { parent: current as Container, last: segments.at(-1)! }
}

function write(parent: Container, last: Segment, value: unknown): void {
  if (typeof last === 'object') {
    const index = (parent as unknown[]).findIndex((item) => (item as { _key?: string })?._key === last.key)
    if (index >= 0) (parent as unknown[])[index] = value
  } else (parent as Record<string | number, unknown>)[last] = value
}

/** Applies one patch to a copy of `doc`. */
export function applyPatch<T extends Record<string, unknown>>(doc: T, patch: Patch): T {
  const copy = structuredClone(doc)
  for (const [path, value] of Object.entries(patch.setIfMissing ?? {})) {
    const target = parentOf(copy, parsePath(path))
    if (target && child(target.parent, target.last) === undefined) write(target.parent, target.last, value)
  }
  for (const [path, value] of Object.entries(patch.set ?? {})) {
    const target = parentOf(copy, parsePath(path))
    if (target) write(target.parent, target.last, value)
  }
  for (const [path, text] of Object.entries(patch.diffMatchPatch ?? {})) {
    const target = parentOf(copy, parsePath(path))
    const current = target && child(target.parent, target.last)
    if (!target || typeof current !== 'string') throw new Error(`diffMatchPatch on "${path}", which is not a text`)
    const [patched, applied] = applyPatches(parsePatch(text), current)
    if (applied.some((ok) => !ok)) throw new Error(`diffMatchPatch on "${path}" does not apply to its current text`)
    write(target.parent, target.last, patched)
  }
  for (const path of patch.unset ?? []) {
    const target = parentOf(copy, parsePath(path))
    if (target && !Array.isArray(target.parent) && typeof target.last === 'string') delete target.parent[target.last]
  }
  return copy
}
