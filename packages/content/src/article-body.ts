// An article's Markdown with fact boxes: a paragraph of its own reading `::fact[mowing-heights]`
// becomes a reference to that fact box, everything between them is the Markdown subset of
// markdown.ts. The facts themselves live once, in documents/fact-sheets.ts (posts/README.md).
import type { Seed, Schema } from './seed-types.ts'
import { markdownToPortableText } from './markdown.ts'
import { FACT_KEYS, factId, type FactKey } from './documents/fact-sheets.ts'
import { ref } from './refs.ts'

const DIRECTIVE = /^::fact\[([^\]]*)\]$/
const isFactKey = (key: string): key is FactKey => (FACT_KEYS as readonly string[]).includes(key)

export function markdownToArticleBody(markdown: string): Seed<Schema.ArticleBody> {
  const body: Seed<Schema.ArticleBody> = []
  let pending: string[] = []
  const flush = () => {
    body.push(...markdownToPortableText(pending.join('\n\n')))
    pending = []
  }
  for (const chunk of markdown.replace(/\r\n/g, '\n').split(/\n{2,}/)) {
    const directive = DIRECTIVE.exec(chunk.trim())
    if (!directive) {
      if (chunk.includes('::fact')) throw new Error(`A fact box needs a paragraph of its own: "${chunk.trim().slice(0, 60)}"`)
      pending.push(chunk)
      continue
    }
    const key = directive[1] ?? ''
    if (!isFactKey(key)) throw new Error(`Unknown fact box "${key}"; known: ${FACT_KEYS.join(', ')}`)
    flush()
    body.push({ _type: 'factBox', fact: ref(factId(key)) })
  }
  flush()
  return body
}
