import 'server-only'
import { after } from 'next/server'
import { Outbox, openLeadStore, parseForwardFormat, type LeadStore } from '@site/lead-store'
import { env } from '@/env'
import { getLayout } from '@/sanity/content'
import { checkZip } from '@/features/service-area/service-area'
import { ConsentWordings, type SiteConsent } from './consent-wordings'
import type { IntakeDeps } from './lead-intake'
import { BoundedMemoryLimiter } from './memory-limit'
import { memoryRateLimiter, type PostLimiter } from './rate-limit'
import { networkOf } from '@/features/security/client-address'
import { sharedRateLimiter } from './shared-rate-limit'
import { wakeLeadSenders } from './wake-senders'

// One store, one outbox and one rate limiter per server process (the limiter counts in Redis or
// Postgres with every other instance when REDIS_URL or DATABASE_URL is set). Kept on globalThis so hot reload
// in development does not open a second database handle or start a second sender.

type Services = {
  store?: Promise<LeadStore>
  newcomers?: BoundedMemoryLimiter
  consent?: ConsentWordings
  outbox?: Outbox | null
  limiter?: PostLimiter | null
  optOutLimiter?: PostLimiter | null
}
declare global {
  var __leadServices: Services | undefined
}
const services: Services = (globalThis.__leadServices ??= {})

export function leadStore(): Promise<LeadStore> {
  services.store ??= openLeadStore({
    DATABASE_URL: env.DATABASE_URL,
    LEADS_DB: env.LEADS_DB,
    LEADS_DB_MAX_BYTES: env.LEADS_DB_MAX_BYTES,
    LEADS_WRITE_BUDGET: env.LEADS_WRITE_BUDGET,
  }).catch((error: unknown) => {
    services.store = undefined
    throw error
  })
  return services.store
}

const RATE_WINDOW_MS = 10 * 60 * 1000

export function leadLimiter(): PostLimiter | null {
  if (services.limiter === undefined) {
    const limit = env.LEADS_RATE_LIMIT
    services.limiter = limit > 0 ? (sharedRateLimiter(env, limit, RATE_WINDOW_MS) ?? memoryRateLimiter(limit, RATE_WINDOW_MS)) : null
  }
  return services.limiter
}

/**
 * Withdrawals of consent count in a bucket of their own, far more generous than leads': a person who
 * asks to stop texts must never be refused for having sent forms, and a family behind one address may
 * each withdraw. The limit only stops a script from filling the table.
 */
export const OPT_OUT_LIMIT_FACTOR = 10

export function optOutLimiter(): PostLimiter | null {
  if (services.optOutLimiter === undefined) {
    const limit = env.LEADS_RATE_LIMIT * OPT_OUT_LIMIT_FACTOR
    services.optOutLimiter =
      limit > 0
        ? (sharedRateLimiter(env, limit, RATE_WINDOW_MS, undefined, 'site-opt-outs') ?? memoryRateLimiter(limit, RATE_WINDOW_MS))
        : null
  }
  return services.optOutLimiter
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

async function currentConsent(): Promise<SiteConsent> {
  const { settings } = await getLayout()
  return {
    text: settings.consentText,
    version: settings.consentVersion,
    subscriptionIds: settings.hubspotSubscriptionIds,
    texting: { text: settings.smsConsentText, version: settings.smsConsentVersion, subscriptionId: settings.hubspotSmsSubscriptionId },
    newsletter: { text: settings.newsletterConsentText, version: settings.newsletterConsentVersion },
  }
}

/** The consent wordings the site has shown, read from settings with a deadline and kept in the store. */
export function leadConsent(): ConsentWordings {
  services.consent ??= new ConsentWordings({ read: currentConsent, store: leadStore })
  return services.consent
}

/** Once per network and kind of post an hour, counted by this instance: may this post spend from the newcomers' share? */
async function isNewcomer(ip: string | null, kind: string): Promise<boolean> {
  services.newcomers ??= new BoundedMemoryLimiter({ points: 1, duration: 60 * 60 })
  return services.newcomers.consume(`${kind} ${networkOf(ip)}`).then(
    () => true,
    () => false,
  )
}

/** What taking a lead needs, the same for the JSON endpoints and the forms posted without scripts. */
export function leadIntakeDeps(): IntakeDeps {
  return {
    store: leadStore,
    consent: leadConsent(),
    serviceArea: async (zip) => ((await checkZip(zip)).served ? 'served' : 'out-of-area'),
    newcomer: isNewcomer,
    // Forward and e-mail right after the answer is sent, instead of waiting for the senders' next poll.
    onStored: () => after(wakeLeadSenders),
  }
}
