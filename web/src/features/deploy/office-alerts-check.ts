import { officeAlertAgeSeconds, type LeadStore } from '@site/lead-store'
import type { HealthCheck } from './health'

// The health check named office-alerts: the office must hear of every lead, so with e-mail set up
// an office alert still undelivered after `maxAgeSeconds` (LEADS_ALERT_MAX_AGE) fails it, and an
// ordinary uptime monitor on GET /api/health pages someone. Without e-mail set up there is nothing
// to be late: the leads wait in the store (and the CRM) as the quick start has it.

export function officeAlertsCheck(options: { store: () => Promise<LeadStore>; maxAgeSeconds: number; mailOn: boolean }): HealthCheck {
  return async () => {
    if (!options.mailOn) return
    const age = await officeAlertAgeSeconds(await options.store())
    if (age !== null && age > options.maxAgeSeconds) {
      throw new Error(`the oldest undelivered office e-mail is ${age} s old (LEADS_ALERT_MAX_AGE ${options.maxAgeSeconds} s)`)
    }
  }
}
