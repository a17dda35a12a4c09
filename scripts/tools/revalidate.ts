// Posts a signed revalidation webhook, as Sanity does on publish, to put a change to the embedded
// dataset (CONTENT_DATASET) live on a running site without a restart:
//   SANITY_REVALIDATE_SECRET=... node scripts/tools/revalidate.ts --type plan [--slug lawn-program] [--url http://localhost:3000]
import { createHmac } from 'node:crypto'
import { parseArgs } from 'node:util'

const { values } = parseArgs({
  options: { type: { type: 'string' }, slug: { type: 'string' }, url: { type: 'string', default: 'http://localhost:3000' } },
})
const secret = process.env.SANITY_REVALIDATE_SECRET
if (!values.type || !secret) {
  console.error(
    'Usage: SANITY_REVALIDATE_SECRET=... node scripts/tools/revalidate.ts --type <document type> [--slug <slug or path>] [--url <site>]',
  )
  process.exit(2)
}
const body = JSON.stringify({ _type: values.type, slug: values.slug ?? null })
const timestamp = Date.now()
const signature = `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('base64url')}`
const response = await fetch(new URL('/api/revalidate', values.url), {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'sanity-webhook-signature': signature },
  body,
})
console.log(response.status, await response.text())
process.exitCode = response.ok ? 0 : 1
