import { defineArrayMember, defineField, defineType } from 'sanity'
import { DocumentIcon } from '@sanity/icons/Document'
import { MODAL_FORM_IDS } from '@site/leads/forms'
import { API_VERSION } from '@site/sanity/api-version'
import { SECTION_TYPES } from '@site/sanity/sections/schemas'

/** True when a button or card on the page is set to open the estimate pop-up. */
function opensEstimate(document: unknown): boolean {
  const seen = (value: unknown): boolean => {
    if (Array.isArray(value)) return value.some(seen)
    if (!value || typeof value !== 'object') return false
    const record = value as Record<string, unknown>
    if (record._type === 'cta' && record.action === 'estimate') return true
    if (record._type === 'planCards' && typeof record.buttonLabel === 'string' && record.buttonLabel) return true
    if (record._type === 'specialsSection' && record.buttonAction === 'modal') return true
    if (record._type === 'estimatorSection' && typeof record.buttonLabel === 'string' && record.buttonLabel) return true
    return Object.entries(record).some(([key, item]) => key !== 'estimateDialog' && seen(item))
  }
  return seen(document)
}

export const PAGE_KINDS = [
  { title: 'Home page', value: 'home' },
  { title: 'Service page', value: 'service' },
  { title: 'Pest control page', value: 'pest' },
  { title: 'Company page', value: 'company' },
  { title: 'Legal page', value: 'legal' },
]

const PAGE_PATH = /^\/([a-z0-9]+(-[a-z0-9]+)*)?(\/[a-z0-9]+(-[a-z0-9]+)*)*$/

export const page = defineType({
  name: 'page',
  title: 'Page',
  type: 'document',
  icon: DocumentIcon,
  groups: [
    { name: 'content', title: 'Content', default: true },
    { name: 'seo', title: 'Search and sharing' },
  ],
  fields: [
    defineField({
      name: 'title',
      title: 'Page name',
      type: 'string',
      group: 'content',
      description: 'The name of the page in menus, breadcrumbs and the browser tab.',
      validation: (rule) => rule.required().max(70),
    }),
    defineField({
      name: 'path',
      title: 'Address',
      type: 'string',
      group: 'content',
      description:
        'Where the page lives, such as /pricing or /services/aeration. Changing it breaks old links: add a redirect when you do.',
      validation: (rule) =>
        rule.required().custom(async (value, context) => {
          if (!value) return true
          if (!PAGE_PATH.test(value)) return 'Write the address in lower case with dashes, starting with /, for example /services/aeration.'
          const client = context.getClient({ apiVersion: API_VERSION })
          const id = context.document?._id.replace(/^drafts\./, '')
          const taken = await client.fetch<number>('count(*[_type == "page" && path == $path && !(_id in [$id, $draft])])', {
            path: value,
            id,
            draft: `drafts.${id}`,
          })
          return taken === 0 ? true : 'Another page already uses this address.'
        }),
    }),
    defineField({
      name: 'kind',
      title: 'Kind of page',
      type: 'string',
      group: 'content',
      description: 'Decides where the page is listed in the Studio and how search engines describe it.',
      options: { list: PAGE_KINDS, layout: 'radio' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'serviceName',
      title: 'Service name for search engines',
      type: 'string',
      group: 'seo',
      description: 'On service and pest pages: the service as Google should know it, for example "Mosquito control".',
      hidden: ({ document }) => document?.kind !== 'service' && document?.kind !== 'pest',
    }),
    defineField({
      name: 'hero',
      description: 'The top of the page: heading, text, picture and buttons.',
      title: 'Top of page',
      type: 'hero',
      group: 'content',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'sections',
      title: 'Sections',
      type: 'array',
      group: 'content',
      description: 'The blocks of the page from top to bottom. Drag to reorder.',
      of: SECTION_TYPES.map((type) => defineArrayMember({ type })),
    }),
    defineField({
      name: 'estimateDialog',
      title: 'Estimate pop-up',
      type: 'object',
      group: 'content',
      description: 'The form that buttons set to "Open the estimate form pop-up" open on this page.',
      fields: [
        defineField({
          name: 'title',
          description: 'The heading of the estimate pop-up opened from this page.',
          title: 'Title',
          type: 'string',
          validation: (rule) => rule.required().max(80),
        }),
        defineField({
          name: 'text',
          description: 'An optional sentence under the heading of the pop-up.',
          title: 'Text',
          type: 'string',
          validation: (rule) => rule.max(200),
        }),
        defineField({
          name: 'formId',
          title: 'Form',
          type: 'string',
          description: 'Which form this is, so the office knows where a request came from.',
          options: { list: MODAL_FORM_IDS.map((value) => ({ title: value, value })) },
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: 'buttonLabel',
          description: 'The text of the button that sends the pop-up form.',
          title: 'Send button text',
          type: 'string',
          validation: (rule) => rule.required().max(40),
        }),
      ],
      validation: (rule) =>
        rule.custom((value, context) =>
          value || !opensEstimate(context.document) ? true : 'Buttons on this page open the estimate pop-up: set it up here.',
        ),
    }),
    defineField({
      name: 'seo',
      description: 'How the page appears in search results and when shared: title, summary and picture.',
      title: 'Search and sharing',
      type: 'seo',
      group: 'seo',
    }),
  ],
  orderings: [{ title: 'Address', name: 'path', by: [{ field: 'path', direction: 'asc' }] }],
  preview: { select: { title: 'title', subtitle: 'path', media: 'hero.image' } },
})
