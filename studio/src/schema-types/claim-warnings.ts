import type { Rule } from 'sanity'
import { findRiskyClaims } from '@site/sanity/risky-claims'

// Every text field staff type in (strings, longer texts, rich text) is read against the risky claims
// list as they type. A match is a warning with the list's reason, not an error: the editor sees why
// "safe for pets" is a problem while writing, and the content test fails the build if it is published.

type Definition = { type?: string; fields?: readonly Definition[]; of?: readonly Definition[]; validation?: unknown }

/** The words a value shows a reader: a string as it is, rich text as its blocks' joined spans. */
function plainText(value: unknown): string {
  if (typeof value === 'string') return value
  if (!Array.isArray(value)) return ''
  return value
    .map((block: unknown) =>
      block && typeof block === 'object' && 'children' in block && Array.isArray(block.children)
        ? block.children.map((child: unknown) => (child && typeof child === 'object' && 'text' in child ? String(child.text) : '')).join('')
        : '',
    )
    .join('\n')
}

export function claimWarning(value: unknown): true | string {
  const findings = findRiskyClaims(plainText(value))
  return findings.length ? findings.map(({ match, claim }) => `"${match}": ${claim.reason}`).join(' ') : true
}

/** Named rich-text types: a field of one of these is checked as a whole, like a field of blocks. */
const RICH_TEXT_TYPES = new Set(['blockContent', 'articleBody'])

const isText = (definition: Definition) =>
  definition.type === 'string' ||
  definition.type === 'text' ||
  RICH_TEXT_TYPES.has(definition.type ?? '') ||
  (definition.type === 'array' && (definition.of ?? []).some((member) => member.type === 'block'))

function withWarning<T extends Definition>(definition: T): T {
  const own = definition.validation
  if (own !== undefined && typeof own !== 'function') return definition
  const validation = (rule: Rule) => [...[own ? own(rule) : []].flat(), rule.custom(claimWarning).warning()]
  return { ...definition, validation }
}

/** The schema with the risky-claims warning on every text field, at any depth. */
export function withClaimWarnings<T extends Definition>(definition: T): T {
  const walked = {
    ...definition,
    ...(definition.fields ? { fields: definition.fields.map(withClaimWarnings) } : {}),
    ...(definition.of && !isText(definition) ? { of: definition.of.map(withClaimWarnings) } : {}),
  }
  return isText(definition) ? withWarning(walked) : walked
}
