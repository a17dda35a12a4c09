import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { postQuery } from './queries.ts'
import { POST_TAGS } from './tags.ts'
import { createSchemaIndex, missingTags, type SchemaType } from './tag-derivation.ts'

// The article read is cached under tags; a type it dereferences but does not name would leave
// articles stale after a publish (a fact box edited in Studio, a renamed category).
const schema: SchemaType = JSON.parse(readFileSync(new URL('../../../studio/schema.json', import.meta.url), 'utf8'))
const dereferenced = [
  ...new Set(
    createSchemaIndex(schema)
      .dereferences(postQuery)
      .map(({ type }) => type),
  ),
].sort()

describe('the article read', () => {
  it('carries a tag for every type the article query dereferences, fact boxes included', () => {
    expect(dereferenced).toContain('factSheet')
    expect(missingTags({ post: POST_TAGS }, { post: dereferenced })).toEqual([])
  })

  it('names no type the query does not reach, so other publishes leave articles cached', () => {
    expect(missingTags({ post: dereferenced }, { post: POST_TAGS })).toEqual([])
  })
})
