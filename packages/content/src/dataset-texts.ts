// Every piece of text a document holds, with the field path it sits at, for the content scans
// (facts written once, risky claims). A rich-text block counts as one text, its spans joined, so a
// phrase split by bold or a link is still read as the visitor reads it.

export type TextAt = { path: string; text: string }

type Block = { _type: 'block'; children: { text?: unknown }[] }

const isBlock = (value: object): value is Block =>
  '_type' in value && value._type === 'block' && 'children' in value && Array.isArray(value.children)

export function textsOf(value: unknown, path: string, out: TextAt[] = []): TextAt[] {
  if (typeof value === 'string') out.push({ path, text: value })
  else if (Array.isArray(value)) value.forEach((item, index) => textsOf(item, `${path}[${index}]`, out))
  else if (value && typeof value === 'object') {
    if (isBlock(value)) out.push({ path, text: value.children.map((child) => (typeof child.text === 'string' ? child.text : '')).join('') })
    else for (const [key, item] of Object.entries(value)) if (!key.startsWith('_')) textsOf(item, `${path}.${key}`, out)
  }
  return out
}
