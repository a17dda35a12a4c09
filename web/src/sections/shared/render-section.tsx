import { prerender } from 'react-dom/static'
import type { Section } from '@/sanity/types'
import { Sections } from '../renderers'

/**
 * A section's markup as a published page draws it: through the renderer map, with the parts that read
 * content (async server components) awaited, which renderToStaticMarkup cannot do.
 */
export async function renderSection(section: Section): Promise<string> {
  const { prelude } = await prerender(<Sections sections={[section]} />)
  return new Response(prelude).text()
}

/** The start tags of the `name` elements in the markup, attributes in whatever order React wrote them. */
export const startTags = (html: string, name: string) => html.match(new RegExp(`<${name}\\b[^>]*>`, 'g')) ?? []

/** The text a visitor reads in the markup, tags dropped and spaces collapsed. */
export const visibleText = (html: string) =>
  html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim()
