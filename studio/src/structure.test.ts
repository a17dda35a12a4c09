import { beforeAll, describe, expect, it, vi } from 'vitest'
import { resolveInitialValue, type Source } from 'sanity'
import { buildDataset, type DatasetDocument } from '@site/content'
import { buildStructure, rankedList, singletonTypes, type OrderableList } from './structure.ts'
import { panesOf, resolveStructureTree, type Pane } from './structure-tree.ts'
import { documentSchemas, singletonSchemas } from './schema-types/index.ts'
import { FAQ_TOPICS } from './schema-types/documents/faq.ts'
import { FAQ_BY_TOPIC, PAGE_BY_KIND } from './templates.ts'
import { today } from './schema-types/initial-values.ts'
import { offlineSource } from './testing/offline-source.ts'
import { OFFER_STATE_FILTERS, OFFER_STATE_TITLES } from '@site/sanity/offer-window'
import { ORDERABLE_TYPES, rankAfter } from '@site/sanity/order-rank'
import { structureBuilderFor } from './structure-tree.ts'

// The desk structure and "new document" behaviour, resolved offline from the real Studio config.

let source: Source
let tree: Pane
let documents: DatasetDocument[]

beforeAll(async () => {
  // The Studio schedules initial-value work with `window.scheduler` when there is one; Node has no window.
  vi.stubGlobal('window', globalThis)
  documents = (await buildDataset()).documents
  source = await offlineSource(documents)
  tree = await resolveStructureTree(buildStructure, source)
})

const paneAt = (...trail: string[]) => {
  const found = panesOf(tree).find((entry) => entry.trail.join(' / ') === trail.join(' / '))
  if (!found) throw new Error(`No pane at ${trail.join(' / ')}`)
  return found.pane
}

describe('desk structure', () => {
  it('groups content the way staff think of it', () => {
    expect(tree.kind).toBe('list')
    const titles = tree.kind === 'list' ? tree.items.flatMap((item) => (item.kind === 'item' ? [item.title] : [])) : []
    expect(titles.slice(0, 12)).toEqual([
      'Site settings',
      'Pages',
      'Services',
      'Pest control',
      'Locations',
      'Pricing & specials',
      'Blog',
      'FAQs',
      'Testimonials',
      'Company story',
      'Quiz',
      'Redirects',
    ])
  })

  it('reaches every document type through a list, and every singleton as its one fixed document', () => {
    const panes = panesOf(tree).map((entry) => entry.pane)
    const listed = new Set(panes.flatMap((pane) => (pane.kind === 'documentList' ? [pane.schemaType] : [])))
    for (const schema of documentSchemas) expect(listed, schema.name).toContain(schema.name)
    const fixed = panes.flatMap((pane) => (pane.kind === 'document' ? [[pane.schemaType, pane.documentId]] : []))
    for (const schema of singletonSchemas) expect(fixed, schema.name).toContainEqual([schema.name, schema.name])
  })

  it('lists plans, towns, articles, milestones and questions in a meaningful order, not by last edit', () => {
    const ordering = (pane: Pane) => (pane.kind === 'documentList' ? pane.ordering : [])
    const byHand = [{ field: 'orderRank', direction: 'asc' }]
    expect(ordering(paneAt('Pricing & specials', 'Plans'))).toEqual(byHand)
    expect(ordering(paneAt('Pricing & specials', 'Special offers', 'All offers'))).toEqual(byHand)
    expect(ordering(paneAt('Locations', 'Towns'))).toEqual(byHand)
    expect(ordering(paneAt('FAQs', 'All questions'))).toEqual(byHand)
    expect(ordering(paneAt('Testimonials'))).toEqual(byHand)
    expect(ordering(paneAt('Blog', 'Articles'))).toEqual([{ field: 'date', direction: 'desc' }])
    expect(ordering(paneAt('Company story', 'Milestones'))).toEqual([{ field: 'year', direction: 'asc' }])
    expect(ordering(paneAt('FAQs', 'Pricing'))).toEqual([{ field: 'question', direction: 'asc' }])
    const unordered = panesOf(tree).filter(
      ({ pane }) => pane.kind === 'documentList' && pane.ordering.some((item) => item.field === '_updatedAt'),
    )
    expect(unordered.map(({ trail }) => trail.join(' / '))).toEqual([])
  })

  it('puts plans, specials, questions, testimonials and towns in the hand-ordered (drag-and-drop) lists', () => {
    const ordered: string[] = []
    const recording: OrderableList = (S, spec) => {
      ordered.push(spec.type)
      return rankedList(S, spec)
    }
    buildStructure(structureBuilderFor(source), recording)
    expect(ordered.toSorted()).toEqual([...ORDERABLE_TYPES].sort())
  })

  it('resolves a custom (component) pane, the shape of the plugin’s list, without opening it', async () => {
    const custom: OrderableList = (S, { type, title, id }) =>
      S.listItem()
        .title(title)
        .id(id)
        .schemaType(type)
        .child(
          S.component(() => null)
            .id(id)
            .title(title)
            .options({ type }),
        )
    const withCustom = await resolveStructureTree((S) => buildStructure(S, custom), source)
    const plans = panesOf(withCustom).find(({ trail }) => trail.join(' / ') === 'Pricing & specials / Plans')
    expect(plans?.pane).toEqual({ kind: 'component', title: 'Plans', schemaType: 'plan' })
  })

  it('lists special offers by where they stand now: Live, Scheduled, Ended', () => {
    for (const state of ['live', 'scheduled', 'ended'] as const) {
      const pane = paneAt('Pricing & specials', 'Special offers', OFFER_STATE_TITLES[state])
      expect(pane.kind === 'documentList' && pane.filter).toBe(`_type == "special" && ${OFFER_STATE_FILTERS[state]}`)
    }
  })

  it('starts a new question in the topic whose list it is created from, and a new page as that list’s kind', () => {
    for (const topic of FAQ_TOPICS) {
      const pane = paneAt('FAQs', topic.title)
      expect(pane.kind === 'documentList' && pane.templates).toEqual([{ templateId: FAQ_BY_TOPIC, parameters: { topic: topic.value } }])
    }
    const services = paneAt('Services')
    expect(services.kind === 'documentList' && services.templates).toEqual([{ templateId: PAGE_BY_KIND, parameters: { kind: 'service' } }])
  })
})

describe('new documents', () => {
  const template = (id: string) => {
    const found = source.templates.find((item) => item.id === id)
    if (!found) throw new Error(`No template ${id}`)
    return found
  }
  const initial = (id: string, params: Record<string, unknown> = {}) => resolveInitialValue(source.schema, template(id), params, source)

  it('offers no template for a singleton (it has one fixed document)', () => {
    expect(source.templates.filter((item) => singletonTypes.has(item.schemaType))).toEqual([])
  })

  it('dates a new article today and puts a new question in the chosen topic', async () => {
    expect(await initial('post')).toMatchObject({ date: today(), showSharedBlock: false })
    expect(await initial(FAQ_BY_TOPIC, { topic: 'pricing' })).toMatchObject({ topic: 'pricing' })
    expect(await initial(PAGE_BY_KIND, { kind: 'pest' })).toMatchObject({ kind: 'pest' })
  })

  it('places a new plan, offer, question, testimonial or town after the last one in its list', async () => {
    for (const type of ORDERABLE_TYPES) {
      const ranks = documents.flatMap((doc) => (doc._type === type && 'orderRank' in doc && doc.orderRank ? [doc.orderRank] : []))
      const last = ranks.toSorted().at(-1)
      expect(last, type).toBeDefined()
      const { orderRank } = await initial(type)
      expect(orderRank, type).toBe(rankAfter(last))
      expect(String(orderRank) > String(last), type).toBe(true)
    }
    expect(await initial('plan')).toMatchObject({ popular: false })
  })

  it('keeps duplicate, delete and unpublish off singletons only', () => {
    const names = (schemaType: string) =>
      source.document
        .actions({ schemaType, documentId: schemaType, versionType: 'draft', releaseId: undefined })
        .map((action) => action.action)
    for (const action of ['duplicate', 'delete', 'unpublish'] as const) {
      expect(names('siteSettings')).not.toContain(action)
      expect(names('plan')).toContain(action)
    }
    expect(names('siteSettings')).toContain('publish')
  })
})
