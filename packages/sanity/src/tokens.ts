// Placeholders let one fact (a price, the phone number, the review count) live in one document
// while many sentences mention it: editors write "{price:lawn-program}" and every page shows the
// current plan price. The fetch layer resolves them once, so components never see a placeholder.

export type TokenFacts = {
  company: string
  phone: string
  phone2: string
  email: string
  years: string
  rating: string
  reviewCount: string
  priceRange: string
  license: string
  boosterPrice: string
  includedSqft: string
  extraPer1000: string
  prepayDiscount: string
  foundedYear: string
  /** Hours within which the office answers a request, e.g. "24". */
  responseHours: string
  /** Hours children and pets stay off a treated area, e.g. "2-4". */
  reentryHours: string
  mosquitoWeeks: string
  lawnVisitWeeks: string
  treatmentsPerYear: string
  /** The service radius in whole miles, from the metres in site settings. */
  radiusMiles: string
  /** How many towns have a page (location documents). */
  townCount: string
  /** Monthly plan prices by plan key, e.g. { 'lawn-program': 55 }. */
  prices: Record<string, number>
  /** Set on town pages only. */
  town?: string
  /** Set on blog category pages only. */
  category?: string
}

const SIMPLE = [
  'company',
  'phone',
  'phone2',
  'email',
  'years',
  'rating',
  'reviewCount',
  'priceRange',
  'license',
  'boosterPrice',
  'includedSqft',
  'extraPer1000',
  'prepayDiscount',
  'foundedYear',
  'responseHours',
  'reentryHours',
  'mosquitoWeeks',
  'lawnVisitWeeks',
  'treatmentsPerYear',
  'radiusMiles',
  'townCount',
  'town',
  'category',
] as const
type Simple = (typeof SIMPLE)[number]
const ANY_TOKEN = /\{([a-zA-Z][a-zA-Z0-9]*(?::[a-z0-9-]+)?)\}/g

function isSimple(name: string): name is Simple {
  return (SIMPLE as readonly string[]).includes(name)
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
