import { defineField, defineType, type ValidationContext } from 'sanity'
import { TransferIcon } from '@sanity/icons/Transfer'

const PATH = /^\/[^\s?#]*$/

/** "/lawn-treatment/" and "/lawn-treatment" are the same old address. */
export function normalizeRedirectPath(path: string): string {
  const lower = path.trim().toLowerCase()
  return lower.length > 1 ? lower.replace(/\/+$/, '') : lower
}

async function noChain(destination: string | undefined, context: ValidationContext): Promise<true | string> {
  if (!destination) return true
  const source = (context.document as { source?: string } | undefined)?.source
  const target = normalizeRedirectPath(destination.split(/[?#]/)[0] ?? destination)
  if (source && normalizeRedirectPath(source) === target) return 'A redirect cannot point to its own address.'
  const client = context.getClient({ apiVersion: '2025-09-01' })
  const id = context.document?._id.replace(/^drafts\./, '')
  const sources = await client.fetch<string[]>('*[_type == "redirect" && !(_id in [$id, $draft])].source', {
    id,
    draft: `drafts.${id}`,
  })
  const hit = sources.find((other) => normalizeRedirectPath(other) === target)
  return hit ? `${hit} is itself redirected. Point straight to its final address so visitors get one hop, not a chain or a loop.` : true
}

async function uniqueSource(source: string | undefined, context: ValidationContext): Promise<true | string> {
  if (!source) return true
  const client = context.getClient({ apiVersion: '2025-09-01' })
  const id = context.document?._id.replace(/^drafts\./, '')
  const sources = await client.fetch<string[]>('*[_type == "redirect" && !(_id in [$id, $draft])].source', {
    id,
    draft: `drafts.${id}`,
  })
  const taken = sources.some((other) => normalizeRedirectPath(other) === normalizeRedirectPath(source))
  return taken ? 'Another redirect already starts from this address.' : true
}

export const redirect = defineType({
  name: 'redirect',
  title: 'Redirect',
  type: 'document',
  icon: TransferIcon,
  description: 'Sends visitors and search engines from an old address to its new page.',
  fields: [
    defineField({
      name: 'source',
      title: 'Old address',
      type: 'string',
      description: 'The path only, such as /lawn-treatment. A trailing slash and capital letters are ignored.',
      validation: (rule) =>
        rule
          .required()
          .regex(PATH, { name: 'path starting with /' })
          .custom((value: string | undefined, context) => uniqueSource(value, context)),
    }),
    defineField({
      name: 'destination',
      title: 'New address',
      type: 'string',
      description: 'Where visitors land, such as /services/lawn-programs. It must not be another old address.',
      validation: (rule) =>
        rule
          .required()
          .regex(/^\/[^\s]*$/, { name: 'path starting with /' })
          .custom((value: string | undefined, context) => noChain(value, context)),
    }),
    defineField({
      name: 'permanent',
      title: 'Permanent',
      type: 'boolean',
      description: 'Keep on for moved pages: search engines then move the old ranking to the new address.',
      initialValue: true,
    }),
  ],
  preview: {
    select: { source: 'source', destination: 'destination', permanent: 'permanent' },
    prepare: ({ source, destination, permanent }) => ({ title: source, subtitle: `→ ${destination}${permanent ? '' : ' (temporary)'}` }),
  },
})
