import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { locationQuery, pageQuery } from './queries.ts'
import { LOCATION_TAGS, PAGE_TAGS, SECTION_REFERENCES, sectionTags } from './tags.ts'
import { createSchemaIndex, dereferencesBySection, missingTags, type SchemaType } from './tag-derivation.ts'

// The Studio's schema as `pnpm typegen` extracts it (and `pnpm test` checks it is current): read as
// data, so this package never imports the Studio.
const schema: SchemaType = JSON.parse(readFileSync(new URL('../../../studio/schema.json', import.meta.url), 'utf8'))
const index = createSchemaIndex(schema)
const sectionTypes = [...new Set([...index.sectionTypes('page'), ...index.sectionTypes('location')])]
const fromSchema = Object.fromEntries(sectionTypes.map((type) => [type, index.referencedTypes(type)]))
const { '': pageOwn = [], ...pageSections } = dereferencesBySection(index.dereferences(pageQuery))
const { '': locationOwn = [], ...locationSections } = dereferencesBySection(index.dereferences(locationQuery))

describe('section tags derived from the schema', () => {
  it('name every section type the schema lets a page or town page hold, and no other', () => {
    expect(Object.keys(SECTION_REFERENCES).sort()).toEqual([...sectionTypes].sort())
  })

  it('cover every type a section can reference (reference fields, image assets)', () => {
    expect(missingTags(SECTION_REFERENCES, fromSchema)).toEqual([])
  })

  it('cover every type the page and town page projections dereference, per section', () => {
    expect(missingTags(SECTION_REFERENCES, pageSections)).toEqual([])
    expect(missingTags(SECTION_REFERENCES, locationSections)).toEqual([])
  })

  it('cover what the page and town page reads dereference outside their sections', () => {
    expect(missingTags({ page: PAGE_TAGS }, { page: pageOwn })).toEqual([])
    expect(missingTags({ location: LOCATION_TAGS }, { location: locationOwn })).toEqual([])
  })

  it('name nothing that neither the schema nor the projection reaches, so no publish refreshes a page needlessly', () => {
    const reached = Object.fromEntries(
      sectionTypes.map((type) => [type, [...(fromSchema[type] ?? []), ...(pageSections[type] ?? []), ...(locationSections[type] ?? [])]]),
    )
    expect(missingTags(reached, SECTION_REFERENCES)).toEqual([])
  })

  it('give a page the tags of its own sections only', () => {
    expect(sectionTags(['testimonialsSection', 'featureGrid', 'featureGrid', 'ctaBanner'])).toEqual(['testimonial', 'sanity.imageAsset'])
    expect(sectionTags(['faqSection', 'ctaBanner'])).toEqual(['faq'])
    expect(sectionTags(null)).toEqual([])
  })
})

describe('the derivation', () => {
  // A schema with one new section whose reviews reference a new type, "review".
  const reviewSchema: SchemaType = [
    {
      type: 'document',
      name: 'page',
      attributes: {
        _type: { type: 'objectAttribute', value: { type: 'string', value: 'page' } },
        sections: {
          type: 'objectAttribute',
          value: { type: 'array', of: { type: 'union', of: [{ type: 'inline', name: 'reviewSection' }] } },
        },
      },
    },
    {
      type: 'type',
      name: 'reviewSection',
      value: {
        type: 'object',
        attributes: {
          _type: { type: 'objectAttribute', value: { type: 'string', value: 'reviewSection' } },
          reviews: { type: 'objectAttribute', value: { type: 'array', of: { type: 'inline', name: 'review.reference' } } },
        },
      },
    },
    {
      type: 'type',
      name: 'review.reference',
      value: { type: 'object', attributes: { _ref: { type: 'objectAttribute', value: { type: 'string' } } }, dereferencesTo: 'review' },
    },
    {
      type: 'document',
      name: 'review',
      attributes: { _type: { type: 'objectAttribute', value: { type: 'string', value: 'review' } } },
    },
  ]
  const reviews = createSchemaIndex(reviewSchema)
  const query = `*[_type == "page"][0] { sections[] { _type, _type == "reviewSection" => { reviews[]-> { _id } } } }`

  it('finds a new section and the type it references, in the schema and in the projection', () => {
    expect(reviews.sectionTypes('page')).toEqual(['reviewSection'])
    expect(reviews.referencedTypes('reviewSection')).toEqual(['review'])
    expect(dereferencesBySection(reviews.dereferences(query))).toEqual({ reviewSection: ['review'] })
  })

  it("counts a query for documents inside a projection as depending on them, and not the read's own documents", () => {
    const own = `*[_type == "page"][0] { _id, sections[] { _type == "reviewSection" => { "latest": *[_type == "review" && ^._key != ""] } } }`
    expect(reviews.dereferences(own)).toEqual([{ section: 'reviewSection', type: 'review' }])
    expect(reviews.dereferences(`*[_type == "page"][0] { "reviews": *[_type == "review"] { _id } }`)).toEqual([
      { section: null, type: 'review' },
    ])
  })

  it('reports a referenced type the tags leave out', () => {
    expect(missingTags({ reviewSection: [] }, { reviewSection: ['review'] })).toEqual(['reviewSection -> review'])
    const { testimonialsSection: _dropped, ...withoutReviews } = SECTION_REFERENCES
    expect(missingTags(withoutReviews, fromSchema)).toEqual(['testimonialsSection -> testimonial'])
    expect(missingTags(withoutReviews, pageSections)).toEqual(['testimonialsSection -> testimonial'])
  })

  it('refuses GROQ it cannot type rather than miss a dereference', () => {
    expect(() => reviews.dereferences(`*[_type == "page"][0] { "x": sections[0].reviews[0]->_id }`)).not.toThrow()
    expect(() => reviews.dereferences(`*[_type == "page"][0] { "x": sections[0].nothing-> }`)).toThrow(/Cannot tell/)
    expect(() => reviews.dereferences(`*[_type == "page"][0] { "x": select(true => sections) }`)).toThrow(/not understood/)
  })
})
