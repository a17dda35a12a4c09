import type { StructureBuilder, StructureResolver } from 'sanity/structure'
import type { NewDocumentOptionsResolver } from 'sanity'
import { BarChartIcon } from '@sanity/icons/BarChart'
import { BillIcon } from '@sanity/icons/Bill'
import { BugIcon } from '@sanity/icons/Bug'
import { CogIcon } from '@sanity/icons/Cog'
import { CommentIcon } from '@sanity/icons/Comment'
import { DocumentsIcon } from '@sanity/icons/Documents'
import { DocumentTextIcon } from '@sanity/icons/DocumentText'
import { HelpCircleIcon } from '@sanity/icons/HelpCircle'
import { ImagesIcon } from '@sanity/icons/Images'
import { MenuIcon } from '@sanity/icons/Menu'
import { PinIcon } from '@sanity/icons/Pin'
import { StackCompactIcon } from '@sanity/icons/StackCompact'
import { TagIcon } from '@sanity/icons/Tag'
import { TimelineIcon } from '@sanity/icons/Timeline'
import { TransferIcon } from '@sanity/icons/Transfer'
import { UnknownIcon } from '@sanity/icons/Unknown'
import { WrenchIcon } from '@sanity/icons/Wrench'
import { singletonSchemas } from './schema-types/index.ts'
import { FAQ_TOPICS } from './schema-types/documents/faq.ts'

/** Singletons live at a fixed document id equal to their type name. */
export const singletonTypes: ReadonlySet<string> = new Set(singletonSchemas.map((schema) => schema.name))

export const newDocumentOptions: NewDocumentOptionsResolver = (prev, { creationContext }) =>
  creationContext.type === 'global' ? prev.filter((item) => !singletonTypes.has(item.templateId)) : prev

const singleton = (S: StructureBuilder, type: string, title: string, icon: typeof CogIcon) =>
  S.listItem().title(title).id(type).icon(icon).child(S.document().schemaType(type).documentId(type).title(title))

const pagesOfKind = (S: StructureBuilder, title: string, kinds: string[], icon: typeof CogIcon) =>
  S.listItem()
    .title(title)
    .icon(icon)
    .child(
      S.documentList()
        .title(title)
        .schemaType('page')
        .filter('_type == "page" && kind in $kinds')
        .params({ kinds })
        .defaultOrdering([{ field: 'path', direction: 'asc' }])
        .initialValueTemplates([]),
    )

export const structure: StructureResolver = (S) =>
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
            ]),
        ),
      S.divider(),
      pagesOfKind(S, 'Pages', ['home', 'company', 'legal'], DocumentsIcon),
      pagesOfKind(S, 'Services', ['service'], WrenchIcon),
      pagesOfKind(S, 'Pest control', ['pest'], BugIcon),
      S.listItem()
        .title('Locations')
        .icon(PinIcon)
        .child(
          S.list()
            .title('Locations')
            .items([S.documentTypeListItem('location').title('Towns'), singleton(S, 'locationSettings', 'Town page wording', PinIcon)]),
        ),
      S.listItem()
        .title('Pricing & specials')
        .icon(BillIcon)
        .child(
          S.list()
            .title('Pricing & specials')
            .items([
              S.documentTypeListItem('plan').title('Plans'),
              S.documentTypeListItem('special').title('Special offers'),
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
              S.documentTypeListItem('post').title('Articles'),
              S.documentTypeListItem('category').title('Categories'),
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
              S.documentTypeListItem('faq').title('All questions'),
              S.divider(),
              ...FAQ_TOPICS.map((topic) =>
                S.listItem()
                  .title(topic.title)
                  .id(`faq-${topic.value}`)
                  .child(
                    S.documentList()
                      .title(topic.title)
                      .schemaType('faq')
                      .filter('_type == "faq" && topic == $topic')
                      .params({ topic: topic.value }),
                  ),
              ),
            ]),
        ),
      S.documentTypeListItem('testimonial').title('Testimonials').icon(CommentIcon),
      S.listItem()
        .title('Company story')
        .icon(TimelineIcon)
        .child(
          S.list()
            .title('Company story')
            .items([
              S.documentTypeListItem('stat').title('Figures').icon(BarChartIcon),
              S.documentTypeListItem('milestone').title('Milestones').icon(TimelineIcon),
              S.documentTypeListItem('transformation').title('Before and after').icon(ImagesIcon),
            ]),
        ),
      singleton(S, 'quiz', 'Quiz', TagIcon),
      S.documentTypeListItem('redirect').title('Redirects').icon(TransferIcon),
    ])
