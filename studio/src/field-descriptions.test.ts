import { describe, expect, it } from 'vitest'
import { schema } from './validation-harness.ts'
import { schemaTypes } from './schema-types/index.ts'

// Every field staff can fill in says in plain words what it is for. Walks the compiled schema (what
// the Studio shows), type by type, into fields of inline objects and inline array members.

type Field = { name: string; type: CompiledType }
type CompiledType = { name: string; jsonType?: string; description?: unknown; fields?: Field[]; of?: CompiledType[]; type?: CompiledType }

// Sanity's own inner fields (an image's crop, a slug's source, a reference's _ref) are not staff's to describe.
const isInlineObject = (type: CompiledType) => !namedTypes.has(type.name) && (type.name === 'object' || type.type?.name === 'object')

// An image's own parts (the file, hotspot and crop) are set in the image tool, not described one by one.
const IMAGE_PARTS = new Set(['asset', 'media', 'hotspot', 'crop'])

const isImage = (type: CompiledType | undefined): boolean => Boolean(type && (type.name === 'image' || isImage(type.type)))

const hasText = (value: unknown) => (typeof value === 'string' ? value.trim().length > 0 : Boolean(value))
const namedTypes = new Set<string>(schemaTypes.map((type) => type.name))

function fieldsOf(type: CompiledType, trail: string, out: { path: string; described: boolean }[]) {
  for (const field of type.fields ?? []) {
    if (type.jsonType === 'object' && isImage(type) && IMAGE_PARTS.has(field.name)) continue
    const path = `${trail}.${field.name}`
    out.push({ path, described: hasText(field.type.description) })
    // Named types are walked once on their own; inline objects and array members here.
    if (isInlineObject(field.type)) fieldsOf(field.type, path, out)
    for (const member of field.type.of ?? []) if (isInlineObject(member)) fieldsOf(member, `${path}[]`, out)
  }
  return out
}

describe('field descriptions', () => {
  it('describes every field', () => {
    const fields = schemaTypes.flatMap((type) => {
      const compiled: CompiledType | undefined = schema.get(type.name)
      return compiled ? fieldsOf(compiled, type.name, []) : []
    })
    const missing = fields.filter((field) => !field.described).map((field) => field.path)
    console.log(`${fields.length} fields, ${missing.length} without a description`)
    expect(missing).toEqual([])
  })
})
