// Signs a webhook body the way Sanity does ("sanity-webhook-signature: t=<ms>,v1=<base64url HMAC-SHA256
// of `${t}.${body}`>"), written from the format rather than with Sanity's own helper, so the tests
// check that the site accepts what Sanity actually sends.
import { createHmac } from 'node:crypto'

export const SIGNATURE_HEADER = 'sanity-webhook-signature'

export function signWebhook(body: string, secret: string, timestamp = Date.now()): string {
  const digest = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('base64url')
  return `t=${timestamp},v1=${digest}`
}
