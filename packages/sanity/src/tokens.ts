// Placeholders let one fact (a price, the phone number, the review count) live in one document
// while many sentences mention it: editors write "{price:lawn-program}" and every page shows the
// current plan price. The fetch layer resolves them once, so components never see a placeholder.

/** Placeholders any text may use; the one list the resolver, Studio validation and editors' help read. */
export const FACT_NAMES = [
  'company',
  'phone',
  'phone2',
  'email',
  'years',
  'rating',
  'reviewCount',
  // Where and when the rating was read: "Google, as of October 2025", written beside every figure.
  'ratingSource',
  'priceRange',
  'savingsRange',
  'license',
  'boosterPrice',
  'includedSqft',
  'extraPer1000',
  'prepayDiscount',
  // Service facts: {responseHours} the office answers within, {reentryHours} off treated
  // areas, {radiusMiles} from the metres in settings, {townCount} counted from the town pages.
  'foundedYear',
  'responseHours',
  'reentryHours',
  'mosquitoWeeks',
  'lawnVisitWeeks',
  'treatmentsPerYear',
  'radiusMiles',
  'townCount',
  // The Google review link in settings: the one place every customer is sent to write a review.
  'reviewUrl',
  // Record keeping, as the privacy policy states it and the code does it: {retentionYears} years
  // requests are kept, {backupDays} days a backup is kept (Site settings > Privacy and records).
  'retentionYears',
  'backupDays',
] as const

/** Placeholders that only some pages answer: {town} on town pages, {category} on blog category pages. */
export const PAGE_FACT_NAMES = ['town', 'category'] as const

export type TokenFacts = Record<(typeof FACT_NAMES)[number], string> &
  Partial<Record<(typeof PAGE_FACT_NAMES)[number], string>> & {
    /** Monthly plan prices by plan key, e.g. { 'lawn-program': 55 }, for {price:lawn-program}. */
    prices: Record<string, number>
  }

type Simple = (typeof FACT_NAMES)[number] | (typeof PAGE_FACT_NAMES)[number]
const SIMPLE: ReadonlySet<string> = new Set([...FACT_NAMES, ...PAGE_FACT_NAMES])
const ANY_TOKEN = /\{([a-zA-Z][a-zA-Z0-9]*(?::[a-z0-9-]+)?)\}/g

function isSimple(name: string): name is Simple {
  return SIMPLE.has(name)
}

export function formatPrice(amount: number): string {
  return Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`
}

function resolveOne(name: string, facts: TokenFacts): string | undefined {
  if (isSimple(name)) return facts[name]
  const [kind, key] = name.split(':')
  if (kind === 'price' && key !== undefined) {
    const price = facts.prices[key]
    return price === undefined ? undefined : formatPrice(price)
  }
  return undefined
}

export function resolveText(text: string, facts: TokenFacts): string {
  return text.replace(ANY_TOKEN, (whole, name: string) => resolveOne(name, facts) ?? whole)
}

/** Returns a copy of `value` with every placeholder in every string replaced. Keys starting with _ are left alone. */
export function resolveTokens<T>(value: T, facts: TokenFacts): T {
  return walk(value, facts) as T
}

function walk(value: unknown, facts: TokenFacts): unknown {
  if (typeof value === 'string') return value.includes('{') ? resolveText(value, facts) : value
  if (Array.isArray(value)) return value.map((item) => walk(item, facts))
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [key, item] of Object.entries(value)) out[key] = key.startsWith('_') ? item : walk(item, facts)
    return out
  }
  return value
}

const PLAN_KEY = /^[a-z0-9-]+$/

/** Placeholders in `value` (a string or Portable Text) that no fact answers; used by Studio validation. */
export function findUnknownTokens(value: unknown): string[] {
  const unknown = new Set<string>()
  const visit = (item: unknown): void => {
    if (typeof item === 'string') {
      for (const match of item.matchAll(ANY_TOKEN)) {
        const name = match[1] ?? ''
        const [kind, key] = name.split(':')
        const ok = isSimple(name) || (kind === 'price' && key !== undefined && PLAN_KEY.test(key))
        if (!ok) unknown.add(match[0])
      }
    } else if (Array.isArray(item)) item.forEach(visit)
    else if (item && typeof item === 'object') Object.values(item).forEach(visit)
  }
  visit(value)
  return [...unknown]
}
