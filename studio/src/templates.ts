import type { Template, TemplateResolver } from 'sanity'
import { singletonSchemas } from './schema-types/index.ts'

/** "New question" inside a topic's list: the question starts in that topic. */
export const FAQ_BY_TOPIC = 'faq-by-topic'
/** "New page" inside Services, Pest control or Pages: the page starts as that kind, so it is listed there. */
export const PAGE_BY_KIND = 'page-by-kind'

/** Templates that need a parameter: offered only inside their lists, never in the global "new" menu. */
export const PARAMETERISED_TEMPLATES: ReadonlySet<string> = new Set([FAQ_BY_TOPIC, PAGE_BY_KIND])

const extraTemplates: Template[] = [
  {
    id: FAQ_BY_TOPIC,
    title: 'Question in a topic',
    schemaType: 'faq',
    parameters: [{ name: 'topic', type: 'string' }],
    value: ({ topic }: { topic: string }) => ({ topic }),
  },
  {
    id: PAGE_BY_KIND,
    title: 'Page of a kind',
    schemaType: 'page',
    parameters: [{ name: 'kind', type: 'string' }],
    value: ({ kind }: { kind: string }) => ({ kind }),
  },
]

/**
 * The Studio's "new document" templates: one per document type (each type's own initial values,
 * such as today's date on a new article), none for singletons (they have one fixed document), plus
 * the parameterised templates above, which the structure offers in the matching lists.
 */
export const templates: TemplateResolver = (defaults) => [
  ...defaults.filter(({ schemaType }) => !singletonSchemas.some((schema) => schema.name === schemaType)),
  ...extraTemplates,
]
