import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { STEGA_SKIP_FIELDS, stegaFilter } from '@site/sanity'

// In draft mode, visible text carries invisible edit markers (stega). A field with a fixed list of
// choices is read by the site as a switch or a key, where a marker would break the page, so every such
// field must be kept unmarked. This walks the extracted schema to find them all.

/** Skipped by Sanity's own rules already: _type, icon; Portable Text internals are never encoded. */
const SKIPPED_BY_SANITY = new Set(['_type', 'icon', 'listItem'])

type Node = { type?: string; value?: unknown; of?: unknown; attributes?: Record<string, { value: Node }> } & Record<string, unknown>

const isChoice = (node: Node | undefined): boolean => {
  if (!node) return false
  if (node.type === 'string' && 'value' in node) return true
  if (node.type === 'union') return Array.isArray(node.of) && node.of.every((item: Node) => item.type === 'string' && 'value' in item)
  if (node.type === 'array') return isChoice(node.of as Node)
  return false
}

function choiceFields(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((item) => choiceFields(item, found))
  else if (node && typeof node === 'object') {
    const { attributes } = node as Node
    for (const [name, attribute] of Object.entries(attributes ?? {})) if (isChoice(attribute.value)) found.add(name)
    Object.values(node).forEach((item) => choiceFields(item, found))
  }
  return found
}

const schema: unknown = JSON.parse(readFileSync(new URL('../schema.json', import.meta.url), 'utf8'))
const allow = () => true
const filterFor = (field: string) =>
  stegaFilter({
    sourcePath: ['sections', 0, field],
    resultPath: ['sections', 0, field],
    value: 'some-value',
    sourceDocument: { _id: 'page-home', _type: 'page' },
    filterDefault: allow,
  })

describe('stega stays out of fields the site reads as switches and keys', () => {
  it('covers every field with a fixed list of choices in the schema', () => {
    const fields = [...choiceFields(schema)]
    expect(fields.length).toBeGreaterThan(5)
    expect(fields.filter((field) => !SKIPPED_BY_SANITY.has(field) && !STEGA_SKIP_FIELDS.has(field))).toEqual([])
  })

  it('keeps those fields unmarked and leaves visible text to the default rules', () => {
    for (const field of STEGA_SKIP_FIELDS) expect(filterFor(field), field).toBe(false)
    expect(filterFor('heading')).toBe(true)
    expect(filterFor('text')).toBe(true)
  })
})
