import { describe, expect, it } from 'vitest'
import { batches, changedFields, planChanges, rewriteReferences, sameContent, writeOrder, type Doc } from './documents.ts'

const ref = (id: string) => ({ _type: 'reference', _ref: id })

describe('writeOrder', () => {
  it('puts every document after the documents it references', () => {
    const docs: Doc[] = [
      { _id: 'page', _type: 'page', faqs: [ref('faq'), ref('plan')] },
      { _id: 'faq', _type: 'faq', see: ref('plan') },
      { _id: 'plan', _type: 'plan' },
      { _id: 'post', _type: 'post', category: ref('outside-the-list') },
    ]
    const { ordered, cyclic } = writeOrder(docs)
    const position = (id: string) => ordered.findIndex((doc) => doc._id === id)
    expect(cyclic).toBe(0)
    expect(position('plan')).toBeLessThan(position('faq'))
    expect(position('faq')).toBeLessThan(position('page'))
    expect(ordered).toHaveLength(4)
  })

  it('keeps documents in a reference cycle together at the end', () => {
    const { ordered, cyclic } = writeOrder([
      { _id: 'a', _type: 'x', next: ref('b') },
      { _id: 'b', _type: 'x', next: ref('a') },
      { _id: 'c', _type: 'x' },
    ])
    expect(cyclic).toBe(2)
    expect(ordered.map((doc) => doc._id)).toEqual(['c', 'a', 'b'])
  })
})

describe('comparing with what is stored', () => {
  const seed: Doc = { _id: 'plan-a', _type: 'plan', name: 'Lawn', price: 55, features: ['a', 'b'] }
  const stored: Doc = { _rev: 'r1', _updatedAt: '2026-01-01', features: ['a', 'b'], price: 55, name: 'Lawn', _type: 'plan', _id: 'plan-a' }

  it("ignores Sanity's own fields and key order", () => {
    expect(sameContent(seed, stored)).toBe(true)
    expect(sameContent({ ...seed, price: 60 }, stored)).toBe(false)
  })

  it('names the fields that differ and sorts documents into create, update, unchanged', () => {
    expect(changedFields({ ...seed, price: 60, popular: true }, stored)).toEqual(['popular', 'price'])
    const plan = planChanges(
      [seed, { ...seed, _id: 'plan-b' }, { ...seed, _id: 'plan-c', price: 1 }],
      new Map([
        ['plan-a', stored],
        ['plan-c', { ...stored, _id: 'plan-c' }],
      ]),
    )
    expect(plan.unchanged.map((doc) => doc._id)).toEqual(['plan-a'])
    expect(plan.create.map((doc) => doc._id)).toEqual(['plan-b'])
    expect(plan.update.map(({ doc, fields }) => [doc._id, fields])).toEqual([['plan-c', ['price']]])
  })
})

describe('batches and references', () => {
  it('splits by count and by size', () => {
    const docs: Doc[] = Array.from({ length: 7 }, (_, index) => ({
      _id: `d${index}`,
      _type: 't',
      text: 'x'.repeat(index === 3 ? 500 : 10),
    }))
    expect(batches(docs, 3, 10_000).map((group) => group.length)).toEqual([3, 3, 1])
    expect(batches(docs, 10, 400).map((group) => group.map((doc) => doc._id))).toEqual([['d0', 'd1', 'd2'], ['d3'], ['d4', 'd5', 'd6']])
  })

  it('rewrites asset references to the ids the project gave the uploads', () => {
    const doc: Doc = { _id: 'p', _type: 'post', image: { asset: ref('image-old') }, category: ref('category-x') }
    expect(rewriteReferences(doc, (id) => (id === 'image-old' ? 'image-new' : id))).toEqual({
      _id: 'p',
      _type: 'post',
      image: { asset: ref('image-new') },
      category: ref('category-x'),
    })
  })
})
