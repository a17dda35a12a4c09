import { ADDRESS_CLEANUP_MS, recordVisit, withoutUtmParams, type AttributionDeps, type KeyValueStore } from './attribution.ts'

// The browser side of attribution: localStorage and the real clock handed to the pure module.

/** A store in memory for the page's life, used when localStorage is blocked (private modes, policies). */
export function memoryStore(): KeyValueStore {
  const values = new Map<string, string>()
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  }
}

let fallback: KeyValueStore | undefined

function browserStore(): KeyValueStore {
  try {
    const storage = window.localStorage
    const probe = 'attribution_probe'
    storage.setItem(probe, '1')
    storage.removeItem(probe)
    return storage
  } catch {
    return (fallback ??= memoryStore())
  }
}

/** The browser's storage (or the page's memory) and the real clock. */
export const browserDeps = (): AttributionDeps => ({ store: browserStore(), clock: () => new Date() })
let recorded = false

/**
 * Runs once per page load (the layout's AttributionTracker): records the visit and, when the address
 * carried utm parameters, replaces it after 500 ms with the same address without them (other
 * parameters and the hash kept, no new history entry). Returns a function that cancels the cleanup.
 */
export function trackAttribution(): () => void {
  // Once per document: React may mount the tracker twice (Strict Mode), a page load is one visit.
  if (!recorded) {
    recorded = true
    try {
      recordVisit({ url: window.location.href, referrer: document.referrer }, browserDeps())
    } catch {
      // A full or failing storage must never break the page; the lead then carries less.
    }
  }
  if (!withoutUtmParams(window.location.href)) return () => undefined
  const timer = setTimeout(() => {
    const clean = withoutUtmParams(window.location.href)
    // null state: Next.js keeps its router state and learns the new address (native history API).
    if (clean) window.history.replaceState(null, '', clean)
  }, ADDRESS_CLEANUP_MS)
  return () => clearTimeout(timer)
}
