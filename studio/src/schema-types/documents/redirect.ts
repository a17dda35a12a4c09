import { defineField, defineType, type ValidationContext } from 'sanity'
import { TransferIcon } from '@sanity/icons/Transfer'
import { API_VERSION } from '@site/sanity/api-version'
import { destinationPath, isSiteDestination, normalizeRedirectPath } from '@site/sanity/redirects'

const PATH = /^\/[^\s?#]*$/

type Other = { source?: string; destination?: string }

/** Every other redirect (published or draft of another document), for the one-hop rules below. */
async function otherRedirects(context: ValidationContext): Promise<Other[]> {
  const client = context.getClient({ apiVersion: API_VERSION })
  const id = context.document?._id.replace(/^drafts\./, '')
  return client.fetch<Other[]>('*[_type == "redirect" && !(_id in [$id, $draft])] { source, destination }', {
    id: id ?? '',
    draft: `drafts.${id ?? ''}`,
  })
}

// Visitors and search engines must reach the new page in ONE hop. A destination that is itself an
// old address makes a chain (A -> B -> C) or, pointing back, a loop (A -> B -> A); both are refused.
async function noChain(destination: string | undefined, context: ValidationContext): Promise<true | string> {
  if (!destination) return true
  const source = (context.document as Other | undefined)?.source
  const target = destinationPath(destination)
  if (source && normalizeRedirectPath(source) === target) return 'A redirect cannot point to its own address.'
  const hit = (await otherRedirects(context)).find((other) => other.source && normalizeRedirectPath(other.source) === target)
  return hit
    ? `${hit.source} is itself redirected to ${hit.destination}. Point straight to the final address so visitors get one hop, not a chain or a loop.`
    : true
}

// The same rule seen from the other end: redirecting an address that other redirects land on would
// turn each of them into a chain.
async function sourceRules(source: string | undefined, context: ValidationContext): Promise<true | string> {
  if (!source) return true
  const key = normalizeRedirectPath(source)
  const others = await otherRedirects(context)
  if (others.some((other) => other.source && normalizeRedirectPath(other.source) === key)) {
    return 'Another redirect already starts from this address.'
  }
  const landing = others.find((other) => other.destination && destinationPath(other.destination) === key)
  return landing
    ? `${landing.source} already redirects here. Point it to the new address first, so no visitor goes through two redirects.`
    : true
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
          .custom((value: string | undefined, context) =>
            value && !PATH.test(value) ? 'Write the old path starting with /, for example /lawn-treatment.' : sourceRules(value, context),
          ),
    }),
    defineField({
      name: 'destination',
      title: 'New address',
      type: 'string',
      description: 'Where visitors land, such as /services/lawn-programs. It must not be another old address.',
      validation: (rule) =>
        rule
          .required()
          .custom((value: string | undefined, context) =>
            value && !isSiteDestination(value)
              ? 'Write a path of this site starting with /, for example /services/lawn-programs, without "//", "..//" or backslashes.'
              : noChain(value, context),
          ),
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
