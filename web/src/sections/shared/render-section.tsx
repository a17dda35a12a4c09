import { prerender } from 'react-dom/static'
import type { Section } from '@/sanity/types'
import { FRAME_SHEETS } from '@/styles/frame-sheets'
import { Sections } from '../renderers'

// Every component sheet of the site (styles/sheets.ts), by the scoped class names it defines.
const sheets = import.meta.glob<{ default: Record<string, string>; sheet: { href: string } }>('../../**/*.pcss', { eager: true })
const sheetOfClass = new Map(
  Object.values(sheets).flatMap((module) =>
    Object.values(module.default).flatMap((names) => names.split(' ').map((name) => [name, module.sheet.href] as const)),
  ),
)

/** The frame's sheets, which every page's layout draws. */
const frame = new Set(FRAME_SHEETS.map((sheet) => sheet?.href))

/** The sheets whose classes the markup uses without carrying the sheet itself (a <style> React hoists). */
export function missingSheets(html: string): string[] {
  const used = [...html.matchAll(/class="([^"]*)"/g)]
    .flatMap((match) => match[1]!.split(/\s+/))
    .flatMap((name) => sheetOfClass.get(name) ?? [])
  return [...new Set(used)].filter((href) => !frame.has(href) && !html.includes(`data-href="${href}"`)).sort()
}

/**
 * A section's markup as a published page draws it: through the renderer map, with the parts that read
 * content (async server components) awaited, which renderToStaticMarkup cannot do. It fails when the
 * section uses a sheet's classes without rendering that sheet, which a page would show unstyled.
 */
export async function renderSection(section: Section): Promise<string> {
  const { prelude } = await prerender(<Sections sections={[section]} />)
  const html = await new Response(prelude).text()
  const missing = missingSheets(html)
  if (missing.length)
    throw new Error(`The ${section._type} section uses classes of ${missing.join(', ')} without rendering <Sheet> for it.`)
  return html
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
