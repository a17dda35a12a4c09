import { buildRedirectTable, proxyConfigQuery, type ContentSource, type RedirectTable } from '@site/sanity'
import { isGtmContainerId } from '@/features/analytics/gtm-container'
import { knownAddresses, type KnownAddresses } from './known-addresses'

/** What the page proxy answers every request from. */
export type ProxyConfig = { redirects: RedirectTable; gtm: boolean; known: KnownAddresses | null }

/** Before the first good read: no redirects, no Tag Manager, every well-formed address served. */
export const EMPTY_PROXY_CONFIG: ProxyConfig = { redirects: new Map(), gtm: false, known: null }

/**
 * One query to the content source: the published redirects, the Tag Manager switch and the addresses
 * documents stand behind. Throws when the source does not answer within `timeoutMs`, so a hung read
 * never holds a request (the caller keeps what it had).
 */
export async function readProxyConfig(source: ContentSource, timeoutMs: number): Promise<ProxyConfig> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the content source did not answer within ${timeoutMs} ms`)), timeoutMs)
  })
  try {
    const result = await Promise.race([source.fetch(proxyConfigQuery), timeout])
    return {
      redirects: buildRedirectTable(result.redirects),
      gtm: isGtmContainerId(result.gtmContainerId),
      known: knownAddresses(result),
    }
  } finally {
    clearTimeout(timer)
  }
}
