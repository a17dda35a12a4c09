import type { DefaultDocumentNodeResolver, ListItem, ListItemBuilder, StructureBuilder } from 'sanity/structure'
import type { NewDocumentOptionsResolver, SortOrderingItem } from 'sanity'
import { BarChartIcon } from '@sanity/icons/BarChart'
import { BillIcon } from '@sanity/icons/Bill'
import { BugIcon } from '@sanity/icons/Bug'
import { CalendarIcon } from '@sanity/icons/Calendar'
import { CogIcon } from '@sanity/icons/Cog'
import { CommentIcon } from '@sanity/icons/Comment'
import { DocumentsIcon } from '@sanity/icons/Documents'
import { DocumentTextIcon } from '@sanity/icons/DocumentText'
import { HelpCircleIcon } from '@sanity/icons/HelpCircle'
import { ImagesIcon } from '@sanity/icons/Images'
import { MenuIcon } from '@sanity/icons/Menu'
import { PinIcon } from '@sanity/icons/Pin'
import { RocketIcon } from '@sanity/icons/Rocket'
import { StackCompactIcon } from '@sanity/icons/StackCompact'
import { TagIcon } from '@sanity/icons/Tag'
import { ThListIcon } from '@sanity/icons/ThList'
import { TimelineIcon } from '@sanity/icons/Timeline'
import { TransferIcon } from '@sanity/icons/Transfer'
import { UnknownIcon } from '@sanity/icons/Unknown'
import { WrenchIcon } from '@sanity/icons/Wrench'
import { OFFER_STATE_FILTERS, OFFER_STATE_TITLES, type OfferState } from '@site/sanity/offer-window'
import { singletonSchemas } from './schema-types/index.ts'
import { FAQ_TOPICS } from './schema-types/documents/faq.ts'
import { API_VERSION } from '@site/sanity/api-version'
import { ORDER_RANK_FIELD } from '@site/sanity/order-rank'
import { FAQ_BY_TOPIC, PAGE_BY_KIND, PARAMETERISED_TEMPLATES } from './templates.ts'
import { SEO_PREVIEW_TYPES, SeoPreview } from './seo-preview.tsx'
import { LaunchChecklist } from './launch-checklist-view.tsx'

/** Singletons live at a fixed document id equal to their type name. */
export const singletonTypes: ReadonlySet<string> = new Set(singletonSchemas.map((schema) => schema.name))

export const newDocumentOptions: NewDocumentOptionsResolver = (prev, { creationContext }) =>
  creationContext.type === 'global'
    ? prev.filter((item) => !singletonTypes.has(item.templateId) && !PARAMETERISED_TEMPLATES.has(item.templateId))
    : prev

const singleton = (S: StructureBuilder, type: string, title: string, icon: typeof CogIcon) =>
  S.listItem().title(title).id(type).icon(icon).child(S.document().schemaType(type).documentId(type).title(title))

/** A list of pages of some kinds; "new" there creates a page of `newKind`, listed in the same place. */
const pagesOfKind = (S: StructureBuilder, title: string, kinds: string[], newKind: string, icon: typeof CogIcon) =>
  S.listItem()
    .title(title)
    .icon(icon)
    .child(
      S.documentList()
        .title(title)
        .schemaType('page')
        .apiVersion(API_VERSION)
        .filter('_type == "page" && kind in $kinds')
        .params({ kinds })
        .defaultOrdering([{ field: 'path', direction: 'asc' }])
        .initialValueTemplates([S.initialValueTemplateItem(PAGE_BY_KIND, { kind: newKind })]),
    )

/** All documents of a type, in the order staff think of them (not "last edited first"). */
const typeList = (S: StructureBuilder, type: string, title: string, ordering: SortOrderingItem[]) =>
  S.documentTypeListItem(type).title(title).child(S.documentTypeList(type).title(title).defaultOrdering(ordering))

/** A list staff put in order by hand: a type, its title and the id its pane has in the desk's address. */
export type OrderableListSpec = { type: string; title: string; id: string; icon?: typeof CogIcon }

/** Makes the desk item for a hand-ordered list; the Studio passes the drag-and-drop one (orderable-lists.ts). */
export type OrderableList = (S: StructureBuilder, spec: OrderableListSpec) => ListItemBuilder | ListItem

/**
 * Without the plugin (Node tests, the desk drawing), a hand-ordered list is a plain list sorted by the
 * same rank, so it shows what the drag-and-drop list shows.
 */
export const rankedList: OrderableList = (S, { type, title, id, icon }) => {
  const item = typeList(S, type, title, [{ field: ORDER_RANK_FIELD, direction: 'asc' }]).id(id)
  return icon ? item.icon(icon) : item
}

const OFFER_STATES: OfferState[] = ['live', 'scheduled', 'ended']

/** Every offer, then the offers by where they stand now (the lists re-run their query with the time). */
const specialsByState = (S: StructureBuilder, orderable: OrderableList) =>
  S.listItem()
    .title('Special offers')
    .id('specials')
    .icon(TagIcon)
    .child(
      S.list()
        .title('Special offers')
        .items([
          orderable(S, { type: 'special', title: 'All offers', id: 'special' }),
          S.divider(),
          ...OFFER_STATES.map((state) =>
            S.listItem()
              .title(OFFER_STATE_TITLES[state])
              .id(`specials-${state}`)
              .child(
                S.documentList()
                  .title(`${OFFER_STATE_TITLES[state]} offers`)
                  .schemaType('special')
                  .apiVersion(API_VERSION)
                  .filter(`_type == "special" && ${OFFER_STATE_FILTERS[state]}`)
                  .defaultOrdering([{ field: 'startsAt', direction: 'asc' }]),
              ),
          ),
        ]),
    )

/**
 * The desk as staff think of it. Takes the builder and the maker of hand-ordered lists, so tests can
 * resolve it offline without the plugin (its entry imports a stylesheet Node cannot load).
 */
export const buildStructure = (S: StructureBuilder, orderable: OrderableList = rankedList) =>
  S.list()
    .title('Website')
    .items([
      S.listItem()
        .title('Site settings')
        .icon(CogIcon)
        .child(
          S.list()
            .title('Site settings')
            .items([
              singleton(S, 'siteSettings', 'Company, hours and consent', CogIcon),
              singleton(S, 'navigation', 'Menus', MenuIcon),
              singleton(S, 'sharedBlock', 'Shared block', StackCompactIcon),
              singleton(S, 'notFound', 'Page not found', UnknownIcon),
              singleton(S, 'visitScheduling', 'Visit scheduling', CalendarIcon),
            ]),
        ),
      S.divider(),
      pagesOfKind(S, 'Pages', ['home', 'company', 'legal'], 'company', DocumentsIcon),
      pagesOfKind(S, 'Services', ['service'], 'service', WrenchIcon),
      pagesOfKind(S, 'Pest control', ['pest'], 'pest', BugIcon),
      S.listItem()
        .title('Locations')
        .icon(PinIcon)
        .child(
          S.list()
            .title('Locations')
            .items([
              orderable(S, { type: 'location', title: 'Towns', id: 'location' }),
              singleton(S, 'locationSettings', 'Town page wording', PinIcon),
            ]),
        ),
      S.listItem()
        .title('Pricing & specials')
        .icon(BillIcon)
        .child(
          S.list()
            .title('Pricing & specials')
            .items([
              orderable(S, { type: 'plan', title: 'Plans', id: 'plan' }),
              specialsByState(S, orderable),
              singleton(S, 'pricingRules', 'Pricing rules', BillIcon),
            ]),
        ),
      S.listItem()
        .title('Blog')
        .icon(DocumentTextIcon)
        .child(
          S.list()
            .title('Blog')
            .items([
              typeList(S, 'post', 'Articles', [{ field: 'date', direction: 'desc' }]),
              typeList(S, 'category', 'Categories', [{ field: 'title', direction: 'asc' }]),
              // Facts articles show in a box (mowing heights, watering days...), each written once.
              typeList(S, 'factSheet', 'Fact boxes', [{ field: 'title', direction: 'asc' }]).icon(ThListIcon),
              singleton(S, 'blogSettings', 'Article page wording', DocumentTextIcon),
            ]),
        ),
      S.listItem()
        .title('FAQs')
        .icon(HelpCircleIcon)
        .child(
          S.list()
            .title('FAQs by topic')
            .items([
              orderable(S, { type: 'faq', title: 'All questions', id: 'faq' }),
              S.divider(),
              ...FAQ_TOPICS.map((topic) =>
                S.listItem()
                  .title(topic.title)
                  .id(`faq-${topic.value}`)
                  .child(
                    S.documentList()
                      .title(topic.title)
                      .schemaType('faq')
                      .apiVersion(API_VERSION)
                      .filter('_type == "faq" && topic == $topic')
                      .params({ topic: topic.value })
                      .defaultOrdering([{ field: 'question', direction: 'asc' }])
                      // "New" in a topic's list starts the question in that topic.
                      .initialValueTemplates([S.initialValueTemplateItem(FAQ_BY_TOPIC, { topic: topic.value })]),
                  ),
              ),
            ]),
        ),
      orderable(S, { type: 'testimonial', title: 'Testimonials', id: 'testimonial', icon: CommentIcon }),
      S.listItem()
        .title('Company story')
        .icon(TimelineIcon)
        .child(
          S.list()
            .title('Company story')
            .items([
              typeList(S, 'stat', 'Figures', [{ field: 'label', direction: 'asc' }]).icon(BarChartIcon),
              typeList(S, 'milestone', 'Milestones', [{ field: 'year', direction: 'asc' }]).icon(TimelineIcon),
              typeList(S, 'transformation', 'Before and after', [{ field: 'title', direction: 'asc' }]).icon(ImagesIcon),
            ]),
        ),
      singleton(S, 'quiz', 'Quiz', TagIcon),
      typeList(S, 'redirect', 'Redirects', [{ field: 'source', direction: 'asc' }]).icon(TransferIcon),
      S.divider(),
      // What is still sample or unset (the same checks as `pnpm launch-check`).
      S.listItem()
        .title('Before you go live')
        .id('launch')
        .icon(RocketIcon)
        .child(S.component(LaunchChecklist).id('launch-checklist').title('Before you go live')),
    ])

/** Pages, articles and town pages get a second view: how they look in a search result and when shared. */
export const defaultDocumentNode: DefaultDocumentNodeResolver = (S, { schemaType }) =>
  SEO_PREVIEW_TYPES.has(schemaType)
    ? S.document().views([S.view.form(), S.view.component(SeoPreview).id('seo').title('Search & sharing')])
    : S.document()
