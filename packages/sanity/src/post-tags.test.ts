import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { postQuery } from './queries.ts'
import { FACT_BOX_TAGS, POST_TAGS } from './tags.ts'
import { createSchemaIndex, dereferencesBySection, missingTags, type SchemaType } from './tag-derivation.ts'

// The article read is cached under tags; a type it dereferences but does not name would leave
// articles stale after a publish (a fact box edited in Studio, a renamed category). What the fact boxes
// dereference is kept apart, since only articles that show one carry it (content-reader.ts).
const schema: SchemaType = JSON.parse(readFileSync(new URL('../../../studio/schema.json', import.meta.url), 'utf8'))
const { '': own = [], factBox = [], ...others } = dereferencesBySection(createSchemaIndex(schema).dereferences(postQuery))

describe('the article read', () => {
  it('names every type the article dereferences outside its fact boxes, and no other', () => {
    // The read also carries its own type, 'post' (content-reader.ts), which its related articles need.
    expect(own).toContain('post')
    expect(missingTags({ post: ['post', ...POST_TAGS] }, { post: own })).toEqual([])
    expect(missingTags({ post: own }, { post: POST_TAGS })).toEqual([])
  })

  it('names what a fact box dereferences, for the articles that show one', () => {
    expect(factBox).toEqual(['factSheet'])
    expect(missingTags({ factBox: FACT_BOX_TAGS }, { factBox })).toEqual([])
    expect(others).toEqual({})
  })
})
