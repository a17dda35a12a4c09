// Articles and legal pages are written in Markdown (posts/README.md, "Body"); @portabletext/markdown
// turns them into the Portable Text of the Studio's `blockContent` type. The schema below is that
// type, so whatever it cannot hold (a # title, a #### heading, an image, a table, a quote, HTML) stops
// the seed with its line number instead of being dropped or flattened on the way.
import { markdownToPortableText as convert } from '@portabletext/markdown'
import { compileSchema, defineSchema, isTextBlock, type PortableTextBlock } from '@portabletext/schema'
import type { Seed, Schema } from './seed-types.ts'

type Block = Seed<Schema.BlockContent>[number]

const blockContent = compileSchema(
  defineSchema({
    styles: [{ name: 'normal' }, { name: 'h2' }, { name: 'h3' }],
    lists: [{ name: 'bullet' }, { name: 'number' }],
    decorators: [{ name: 'strong' }, { name: 'em' }],
    annotations: [{ name: 'link', fields: [{ name: 'href', type: 'string' }] }],
  }),
)

export function markdownToPortableText(markdown: string): Seed<Schema.BlockContent> {
  let next = 0
  const blocks = convert(markdown, {
    schema: blockContent,
    keyGenerator: () => `k${next++}`,
    onDegradation: ({ message }) => {
      throw new Error(`Not in the Markdown subset of posts/README.md: ${message}`)
    },
  })
  return blocks.map(asSeedBlock)
}

// Keys are left to the seed, which derives each from its place in the document (keys.ts), so a
// rebuilt dataset stays byte-identical; a link's key is numbered within its block.
function asSeedBlock(block: PortableTextBlock): Block {
  if (!isTextBlock({ schema: blockContent }, block)) throw new Error(`Unexpected ${block._type} in converted Markdown`)
  const linkKey = new Map((block.markDefs ?? []).map((definition, index) => [definition._key, `link${index}`]))
  return {
    _type: 'block',
    // The schema admits only these styles and lists.
    style: block.style === 'h2' || block.style === 'h3' ? block.style : 'normal',
    ...(block.listItem ? { listItem: block.listItem === 'number' ? 'number' : 'bullet', level: block.level ?? 1 } : {}),
    markDefs: (block.markDefs ?? []).map((definition) => ({
      _type: 'link',
      _key: linkKey.get(definition._key) ?? definition._key,
      href: String(definition.href),
    })),
    children: block.children.map((child) => ({
      _type: 'span',
      text: 'text' in child ? String(child.text) : '',
      marks: ('marks' in child && Array.isArray(child.marks) ? child.marks : []).map((mark: string) => linkKey.get(mark) ?? mark),
    })),
  }
}
