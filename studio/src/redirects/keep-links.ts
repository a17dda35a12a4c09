import type { SanityClient } from 'sanity'
import { addressOf } from './addresses.ts'
import { planRedirects, type ExistingRedirect, type RedirectPlan } from './plan.ts'

/**
 * Writes the redirects that keep links to `from` working (see plan.ts), as published redirect
 * documents in one transaction: the site's redirect table follows a publish within seconds.
 */
export async function keepLinks(client: SanityClient, from: string, to: string): Promise<RedirectPlan> {
  const existing = await client.fetch<ExistingRedirect[]>(
    '*[_type == "redirect"] { _id, source, destination }',
    {},
    { perspective: 'published' },
  )
  const plan = planRedirects(from, to, existing)
  if (!plan.create && !plan.retarget.length && !plan.remove.length) return plan
  const transaction = client.transaction()
  if (plan.create) transaction.create({ _id: `redirect-${crypto.randomUUID()}`, _type: 'redirect', ...plan.create, permanent: true })
  for (const id of plan.retarget) transaction.patch(id, (patch) => patch.set({ destination: to }))
  for (const id of plan.remove) transaction.delete(id)
  await transaction.commit({ tag: 'keep-links' })
  return plan
}

/**
 * Resolves once the published document is at `address`: the publish action only starts a publish
 * (after validation, which may refuse it), so redirects wait for the page to really be there.
 */
export async function publishedAt(client: SanityClient, id: string, address: string, timeoutMs = 60_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const doc = await client.fetch('*[_id == $id][0] { _type, path, slug }', { id }, { perspective: 'published' })
    if (addressOf(doc) === address) return true
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return false
}

/** What staff are told: the redirect made and the older ones moved along with it. */
export function describePlan(from: string, to: string, plan: RedirectPlan): string {
  const moved = plan.retarget.length - (plan.create ? 0 : 1)
  return [
    `Visitors and search engines going to ${from} are now sent to ${to}.`,
    moved > 0 ? `${moved} older redirect${moved === 1 ? '' : 's'} now point${moved === 1 ? 's' : ''} straight to ${to} as well.` : '',
    plan.remove.length ? `The redirect away from ${to} was removed.` : '',
  ]
    .filter(Boolean)
    .join(' ')
}
