// What a page's document is made of: its markup, its <style> elements' text, and React's payload (the
// `self.__next_f` scripts after the markup, which the browser parses to hydrate), and inside that
// payload, bytes the page parses for nothing: CSS text (a style element's children, which the document
// already carries in its head) and blocks of markup the page does not render (an element labelled by,
// or carrying, an id the markup lacks: the not-found boundary's block was one). `pnpm bench:weight`
// prints them; e2e/first-paint.spec.ts holds every page type to none.

export type DocumentParts = {
  /** The whole document, bytes. */
  document: number
  /** Bytes outside scripts and <style> elements: the markup. */
  markup: number
  /** The text of the <style> elements. */
  styleText: number
  /** React's payload, as decoded from its scripts (the browser parses this). */
  payload: number
  /** CSS inside the payload: the text of every style element it carries, each time it carries one. */
  payloadCss: number
  /** Blocks of the payload the page does not render, bytes, by the id that names them. */
  unrendered: Record<string, number>
}

const PUSH = /<script>self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g
const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/g
const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/g

/** The payload's text, as the browser decodes it from the page's scripts. */
export function payloadOf(html: string): string {
  return [...html.matchAll(PUSH)]
    .map((match) => JSON.parse(match[1]!) as [number, string?])
    .flatMap(([kind, text]) => (kind === 1 && text ? [text] : []))
    .join('')
}

/** The payload's rows by id: a text row (`T<length>,`) as its text, a model row as its parsed JSON. */
export function payloadRows(payload: string): Map<string, { size: number; text?: string; model?: unknown }> {
  const bytes = Buffer.from(payload, 'utf8')
  const rows = new Map<string, { size: number; text?: string; model?: unknown }>()
  let at = 0
  while (at < bytes.length) {
    const colon = bytes.indexOf(':', at)
    if (colon === -1) break
    const id = bytes.subarray(at, colon).toString()
    if (bytes[colon + 1] === 0x54 /* T */) {
      const comma = bytes.indexOf(',', colon)
      const length = parseInt(bytes.subarray(colon + 2, comma).toString(), 16)
      rows.set(id, { size: comma + 1 + length - at, text: bytes.subarray(comma + 1, comma + 1 + length).toString() })
      at = comma + 1 + length
      continue
    }
    const end = bytes.indexOf('\n', colon)
    const line = bytes.subarray(colon + 1, end === -1 ? bytes.length : end).toString()
    let model: unknown
    if (/^[[{"]/.test(line)) {
      try {
        model = JSON.parse(line)
      } catch {
        // A row React writes in a form of its own: not markup.
      }
    }
    if (id) rows.set(id, { size: (end === -1 ? bytes.length : end + 1) - at, model })
    at = end === -1 ? bytes.length : end + 1
  }
  return rows
}

type Element = ['$', string, unknown, Record<string, unknown>]
const isElement = (value: unknown): value is Element =>
  Array.isArray(value) && value[0] === '$' && typeof value[1] === 'string' && typeof value[3] === 'object' && value[3] !== null

/** Splits a document into its parts (the payload's rows resolved by reference). */
export function documentParts(html: string): DocumentParts {
  const payload = payloadOf(html)
  const rows = payloadRows(payload)
  const bytes = (text: string) => Buffer.byteLength(text)
  const styleText = [...html.matchAll(STYLE)].reduce((sum, match) => sum + bytes(match[1] ?? ''), 0)
  const markupHtml = html.replace(SCRIPT, '').replace(STYLE, '')
  const ids = new Set([...markupHtml.matchAll(/\sid="([^"]*)"/g)].map((match) => match[1]!))

  let payloadCss = 0
  const blocks: { label: string; row: string; size: number; rows: Set<string> }[] = []
  // A row's size with every row it references, each row counted once.
  const sizeWithReferences = (value: unknown, seen: Set<string>): number => {
    let size = value === undefined ? 0 : bytes(JSON.stringify(value))
    const visit = (node: unknown) => {
      if (typeof node === 'string') {
        const id = /^\$[L@]?([0-9a-f]+)$/.exec(node)?.[1]
        const row = id === undefined ? undefined : rows.get(id)
        if (id !== undefined && row && !seen.has(id)) {
          seen.add(id)
          size += row.size
          if (row.model !== undefined) visit(row.model)
        }
      } else if (Array.isArray(node)) node.forEach(visit)
      else if (node && typeof node === 'object') Object.values(node).forEach(visit)
    }
    visit(value)
    return size
  }
  const walk = (node: unknown, row: string) => {
    if (Array.isArray(node)) {
      if (isElement(node)) {
        const props = node[3]
        if (node[1] === 'style' && typeof props.children === 'string') {
          const id = /^\$([0-9a-f]+)$/.exec(props.children)?.[1]
          payloadCss += id === undefined ? bytes(props.children) : bytes(rows.get(id)?.text ?? '')
        }
        const label = [props['aria-labelledby'], props.id].find(
          (value): value is string => typeof value === 'string' && !value.startsWith('$'),
        )
        if (label && !ids.has(label)) {
          const referenced = new Set<string>()
          blocks.push({ label, row, size: sizeWithReferences(node, referenced), rows: referenced })
          return
        }
      }
      node.forEach((child) => walk(child, row))
    } else if (node && typeof node === 'object') Object.values(node).forEach((child) => walk(child, row))
  }
  for (const [id, row] of rows) if (row.model !== undefined) walk(row.model, id)
  // A block inside another (a row the other references) is counted with it.
  const inside = new Set(blocks.flatMap((block) => [...block.rows]))
  const unrendered: Record<string, number> = {}
  for (const block of blocks.filter((block) => !inside.has(block.row)))
    unrendered[block.label] = (unrendered[block.label] ?? 0) + block.size

  return {
    document: bytes(html),
    markup: bytes(markupHtml),
    styleText,
    payload: bytes(payload),
    payloadCss,
    unrendered,
  }
}
