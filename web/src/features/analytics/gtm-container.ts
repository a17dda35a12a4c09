// A Tag Manager container id as Google issues them. Checked before the id is written into a script
// (google-tag-manager.tsx) and before the pages' policy allows Google's origins (src/proxy.ts).
const CONTAINER = /^GTM-[A-Z0-9]+$/

export function isGtmContainerId(value: unknown): value is string {
  return typeof value === 'string' && CONTAINER.test(value)
}
