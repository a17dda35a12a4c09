// Converts the small Markdown subset of posts/README.md into Portable Text blocks for the
// `blockContent` type: h2/h3, paragraphs, bullet and numbered lists, **bold**, *italic*, links.
import type { Seed, Schema } from './seed-types.ts'

type Block = Seed<Schema.BlockContent>[number]
type Span = NonNullable<Block['children']>[number]
type MarkDef = NonNullable<Block['markDefs']>[number]

export function markdownToPortableText(markdown: string): Seed<Schema.BlockContent> {
  const blocks: Seed<Schema.BlockContent> = []
  const paragraphs = markdown.replace(/\r\n/g, '\n').split(/\n{2,}/)
  for (const chunk of paragraphs) {
    const lines = chunk
      .split('\n')
      .map((line) => line.trimEnd())
      .filter((line) => line.trim() !== '')
    if (lines.length === 0) continue
    const first = lines[0] ?? ''
    if (/^#{1}\s/.test(first) || /^#{4,}\s/.test(first)) {
      throw new Error(`Only ## and ### headings are allowed: "${first}"`)
    }
    if (lines.every((line) => /^- /.test(line))) {
      for (const line of lines) blocks.push(textBlock(line.slice(2), 'normal', 'bullet'))
    } else if (lines.every((line) => /^\d+\. /.test(line))) {
      for (const line of lines) blocks.push(textBlock(line.replace(/^\d+\. /, ''), 'normal', 'number'))
    } else if (lines.length === 1 && /^##\s/.test(first)) {
      blocks.push(textBlock(first.replace(/^##\s+/, ''), 'h2'))
    } else if (lines.length === 1 && /^###\s/.test(first)) {
      blocks.push(textBlock(first.replace(/^###\s+/, ''), 'h3'))
    } else if (lines.some((line) => /^(#|- |\d+\. )/.test(line))) {
      throw new Error(`Separate headings and lists from paragraphs with a blank line: "${first}"`)
    } else {
      blocks.push(textBlock(lines.join(' '), 'normal'))
    }
  }
  return blocks
}

function textBlock(text: string, style: Block['style'], listItem?: 'bullet' | 'number'): Block {
  const { children, markDefs } = parseInline(text)
  return {
    _type: 'block',
    style,
    ...(listItem ? { listItem, level: 1 } : {}),
    markDefs,
    children,
  }
}

const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|\[(.+?)\]\((\S+?)\)/g

function parseInline(text: string): { children: Span[]; markDefs: MarkDef[] } {
  const children: Span[] = []
  const markDefs: MarkDef[] = []
  let last = 0
  for (const match of text.matchAll(INLINE)) {
    const index = match.index ?? 0
    if (index > last) children.push(span(text.slice(last, index), []))
    if (match[1] !== undefined) children.push(span(match[1], ['strong']))
    else if (match[2] !== undefined) children.push(span(match[2], ['em']))
    else if (match[3] !== undefined && match[4] !== undefined) {
      const key = `link${markDefs.length}`
      markDefs.push({ _type: 'link', _key: key, href: match[4] } as MarkDef)
      children.push(span(match[3], [key]))
    }
    last = index + match[0].length
  }
  if (last < text.length) children.push(span(text.slice(last), []))
  return { children, markDefs }
}

function span(text: string, marks: string[]): Span {
  return { _type: 'span', text, marks }
}
