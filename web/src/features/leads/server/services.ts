import 'server-only'
import { after } from 'next/server'
import { env } from '@/env'
import { getLayout } from '@/sanity/content'
import { checkZip } from '@/features/service-area/service-area'
import { ConsentWordings, type SiteConsent } from './consent-wordings'
import type { IntakeDeps } from './lead-intake'
import { BoundedMemoryLimiter } from './memory-limit'
import { memoryRateLimiter, type PostLimiter } from './rate-limit'
import { networkOf } from '@/features/security/client-address'
import { sharedRateLimiter } from './shared-rate-limit'
import { leadStore, wakeLeadSenders } from './store-and-senders'

// What taking a lead needs besides the store (store-and-senders.ts): the consent wordings and the rate
// limiters, one of each per server process (the limiters count in Redis or Postgres with every other
// instance when REDIS_URL or DATABASE_URL is set). Kept on globalThis so hot reload in development does
// not start a second one.

type Services = {
  newcomers?: BoundedMemoryLimiter
  consent?: ConsentWordings
  limiter?: PostLimiter | null
  optOutLimiter?: PostLimiter | null
}
declare global {
  var __leadServices: Services | undefined
}
const services: Services = (globalThis.__leadServices ??= {})

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
