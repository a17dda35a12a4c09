import { destinationPath, isSiteDestination, normalizeRedirectPath } from '@site/sanity/redirects'

// What keeping links working after an address change writes, decided from the redirects that exist.
// Visitors and search engines must reach a page in ONE hop, so besides the new redirect (old -> new):
// - every redirect that landed on the old address is pointed at the new one (no chain old2 -> old -> new);
// - a redirect that started from the new address (the page had it before and comes back) is removed,
//   or it would send visitors away from the page, or in a loop;
// - a redirect that already starts from the old address is pointed at the new one instead of a second.
// An address that would lead off the site (a slug such as "..//evil.example") gets no redirect at all.

export type ExistingRedirect = { _id: string; source?: string | null; destination?: string | null }

export type RedirectPlan = {
  create: { source: string; destination: string } | null
  retarget: string[]
  remove: string[]
}

export function planRedirects(from: string, to: string, existing: readonly ExistingRedirect[]): RedirectPlan {
  const old = normalizeRedirectPath(from)
  const next = normalizeRedirectPath(to)
  if (old === next || !isSiteDestination(to)) return { create: null, retarget: [], remove: [] }
  const remove = existing.filter((r) => r.source && normalizeRedirectPath(r.source) === next).map((r) => r._id)
  const retarget = existing
    .filter((r) => !remove.includes(r._id))
    .filter((r) => (r.destination && destinationPath(r.destination) === old) || (r.source && normalizeRedirectPath(r.source) === old))
    .map((r) => r._id)
  const startsAtOld = existing.some((r) => r.source && normalizeRedirectPath(r.source) === old)
  return { create: startsAtOld ? null : { source: from, destination: to }, retarget, remove }
}
