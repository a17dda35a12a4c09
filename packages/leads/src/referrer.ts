// Traffic source classification: a referrer from one of the thirteen search engines is organic,
// from one of nine social networks social, from any other site referral; no referrer is direct; a
// page of this site is ignored (moving between our own pages is not a new source); a referrer that
// is not a web address is recorded as unknown.

export const SEARCH_ENGINES = [
  'google',
  'bing',
  'yahoo',
  'duckduckgo',
  'baidu',
  'yandex',
  'ecosia',
  'ask',
  'aol',
  'qwant',
  'startpage',
  'brave',
  'kagi',
] as const

/**
 * The nine social networks, chosen for where North Florida homeowners talk
 * about yards and pests: Nextdoor above all, Facebook groups, and the video and photo networks.
 * Each lists the hosts its outgoing links carry, link shorteners included.
 */
export const SOCIAL_NETWORKS = {
  facebook: ['facebook.com', 'fb.com', 'fb.me', 'messenger.com'],
  instagram: ['instagram.com'],
  x: ['x.com', 'twitter.com', 't.co'],
  linkedin: ['linkedin.com', 'lnkd.in'],
  pinterest: ['pinterest.com', 'pin.it'],
  youtube: ['youtube.com', 'youtu.be'],
  tiktok: ['tiktok.com'],
  reddit: ['reddit.com', 'redd.it'],
  nextdoor: ['nextdoor.com'],
} as const satisfies Record<string, readonly string[]>

export type ReferrerType = 'organic' | 'social' | 'referral' | 'direct' | 'unknown'
export type Referrer = { url: string; source: string; type: ReferrerType }

/** Longest referrer address kept; a lead body must stay far below the API's 32 KB limit. */
export const MAX_REFERRER_LENGTH = 1000

export const DIRECT: Referrer = { url: '', source: 'direct', type: 'direct' }

// Second-level labels of country domains such as google.co.uk or google.com.br.
const COUNTRY_SECOND_LEVEL = new Set(['co', 'com', 'net', 'org', 'ac', 'or', 'ne', 'gov', 'edu'])

const bareHost = (host: string) =>
  host
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^www\./, '')

/** The engine whose own domain the host is (google.com, www.google.co.uk, search.brave.com), if any. */
function searchEngine(host: string): string | undefined {
  const labels = host.split('.')
  const last = labels.length - 1
  // The engine's name is the label before the public suffix: one label (com, ru, org), or two
  // when the first is a country's second level (co.uk, com.br). google.evil.com is not Google.
  const candidates = [labels[last - 1]]
  if (COUNTRY_SECOND_LEVEL.has(labels[last - 1] ?? '') && (labels[last]?.length ?? 0) === 2) candidates.push(labels[last - 2])
  return SEARCH_ENGINES.find((engine) => candidates.includes(engine))
}

function socialNetwork(host: string): string | undefined {
  return Object.entries(SOCIAL_NETWORKS).find(([, domains]) =>
    domains.some((domain) => host === domain || host.endsWith(`.${domain}`)),
  )?.[0]
}

/**
 * Classifies `document.referrer` as seen on a page of `siteHost`. Returns null for a page of this
 * site, which must leave what was recorded before untouched.
 */
export function classifyReferrer(referrer: string, siteHost: string): Referrer | null {
  const raw = referrer.trim()
  if (!raw) return DIRECT
  const url = raw.slice(0, MAX_REFERRER_LENGTH)
  let parsed: URL
  try {
    parsed = new URL(raw)
  } catch {
    return { url, source: 'unknown', type: 'unknown' }
  }
  // An app's android-app:// link or a file: page has no web host to classify.
  if ((parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || !parsed.hostname) return { url, source: 'unknown', type: 'unknown' }
  const host = bareHost(parsed.hostname)
  if (host === bareHost(siteHost)) return null
  const network = socialNetwork(host)
  if (network) return { url, source: network, type: 'social' }
  const engine = searchEngine(host)
  if (engine) return { url, source: engine, type: 'organic' }
  return { url, source: host, type: 'referral' }
}
