import 'server-only'
import { Outbox, openLeadStore, parseForwardFormat, type LeadStore } from '@site/lead-store'
import { env } from '@/env'
import { getLayout } from '@/sanity/content'
import { RateLimiter } from './rate-limit'

// One store, one outbox and one rate limiter per server process. Kept on globalThis so hot reload
// in development does not open a second database handle or start a second sender.

type Services = { store?: Promise<LeadStore>; outbox?: Outbox | null; limiter?: RateLimiter | null }
declare global {
  var __leadServices: Services | undefined
}
const services: Services = (globalThis.__leadServices ??= {})

export function leadStore(): Promise<LeadStore> {
  services.store ??= openLeadStore({
    DATABASE_URL: env.DATABASE_URL,
    LEADS_DB: env.LEADS_DB,
    LEADS_DB_MAX_BYTES: env.LEADS_DB_MAX_BYTES,
  }).catch((error: unknown) => {
    services.store = undefined
    throw error
  })
  return services.store
}

export function leadLimiter(): RateLimiter | null {
  if (services.limiter === undefined) {
    services.limiter = env.LEADS_RATE_LIMIT > 0 ? new RateLimiter(env.LEADS_RATE_LIMIT, 10 * 60 * 1000) : null
  }
  return services.limiter
}

/** The CRM sender, or null when LEAD_FORWARD_URL is not set (leads then wait in the outbox). */
export async function leadOutbox(): Promise<Outbox | null> {
  if (services.outbox !== undefined) return services.outbox
  if (!env.LEAD_FORWARD_URL) return (services.outbox = null)
  const store = await leadStore()
  services.outbox ??= new Outbox({
    store,
    url: env.LEAD_FORWARD_URL,
    ...(env.LEAD_CLIENT_KEY ? { clientKey: env.LEAD_CLIENT_KEY } : {}),
    ...(env.LEAD_FORWARD_TOKEN ? { token: env.LEAD_FORWARD_TOKEN } : {}),
    format: parseForwardFormat(env.LEAD_FORWARD_FORMAT),
  })
  return services.outbox
}

export async function currentConsent(): Promise<{ text: string; version: string }> {
  const { settings } = await getLayout()
  return { text: settings.consentText, version: settings.consentVersion }
}
