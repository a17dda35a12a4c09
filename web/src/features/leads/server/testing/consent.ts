import type { LeadStore } from '@site/lead-store'
import { ConsentWordings } from '../consent-wordings'

/** The site's consent wordings as a test's settings say, kept in the test's store as the site keeps them. */
export function consentFrom(
  store: () => Promise<LeadStore>,
  settings: { text: string; version: string; subscriptionIds?: string[]; newsletter?: { text: string; version: string } },
) {
  return new ConsentWordings({ read: async () => ({ subscriptionIds: [], ...settings }), store, log: () => undefined })
}
