// Phrases a pest control company must not publish, each with the reason in words staff can act on.
// One list serves two readers: the content test fails the build on any of them in the dataset, and
// the Studio shows the reason as a warning while an editor types (a warning, not an error, so a
// careful sentence such as a quoted label can still be published after a second look).

export type RiskyClaim = {
  /** What the editor sees in the warning, in the list's words. */
  phrase: string
  /** Matched case-insensitively against plain text. */
  pattern: RegExp
  reason: string
}

const SAFETY =
  'Federal pesticide labelling rules forbid safety claims ("safe", "harmless", "non-toxic") even with "when used as directed", ' +
  'and Florida holds pest control advertising to the label. Say what the label says instead: ' +
  '"children and pets can use treated areas again after {reentryHours} hours, per the product label".'

const OUTCOME =
  'No treatment keeps a yard or home free of pests for good: pests come back from neighboring yards, woods and water. ' +
  'Promise what we do (fewer pests, follow-up visits, free service calls), not a result we cannot guarantee.'

const PESTS = 'pest|bug|insect|mosquito|roach|cockroach|ant|spider|flea|tick|termite|weed|wasp'

export const RISKY_CLAIMS: readonly RiskyClaim[] = [
  { phrase: 'safe', pattern: /\bsafe(?:r|st|ly)?\b/i, reason: SAFETY },
  { phrase: 'harmless', pattern: /\bharmless\b/i, reason: SAFETY },
  { phrase: 'non-toxic', pattern: /\bnon-?toxic\b|\bnon-?poisonous\b/i, reason: SAFETY },
  {
    phrase: 'pet or family friendly',
    pattern: /\b(?:pet|kid|child|family)(?:[- ]and[- ](?:pet|kid|child|family))?[- ]friendly\b/i,
    reason: `"Pet friendly" and "family friendly" say a product is safe without the word. ${SAFETY}`,
  },
  {
    phrase: 'eco-friendly, all natural',
    pattern: /\b(?:eco|earth|environmentally)[- ]friendly\b|\ball[- ]natural\b|\bchemical[- ]free\b/i,
    reason:
      'Unqualified green claims ("eco-friendly", "all natural", "chemical-free") are forbidden on pesticide labels and misleading under the FTC Green Guides. Name the product type or the practice instead.',
  },
  { phrase: 'pest-free, mosquito-free', pattern: new RegExp(`\\b(?:${PESTS})s?[- ]free\\b`, 'i'), reason: OUTCOME },
  { phrase: 'free of pests', pattern: new RegExp(`\\bfree (?:of|from) (?:\\w+ )?(?:${PESTS})(?:e?s)?\\b`, 'i'), reason: OUTCOME },
  { phrase: 'for good', pattern: /\bfor good\b/i, reason: OUTCOME },
  {
    phrase: 'permanent, 100%, eliminate completely',
    pattern:
      /\bpermanent(?:ly)?\b(?! (?:grass|strip|wet|lawn|turf|fixture))|\b100 ?%|\b(?:eliminat|eradicat)\w* (?:\w+ )?(?:completely|entirely|totally)\b/i,
    reason: OUTCOME,
  },
]

export type ClaimFinding = { claim: RiskyClaim; match: string }

/** Every risky claim in a text, with the words that matched. */
export function findRiskyClaims(text: string): ClaimFinding[] {
  return RISKY_CLAIMS.flatMap((claim) => {
    const match = claim.pattern.exec(text)
    return match ? [{ claim, match: match[0] }] : []
  })
}
