// Loaded into each server of `pnpm bench:flood` (NODE_OPTIONS=--expose-gc --import): on SIGUSR2 it
// collects garbage, then writes to FLOOD_PROBE_FILE what the server still holds. Resident memory mixes
// live data with garbage V8 has not collected yet; the heap after a collection is live data only, so a
// few bytes kept per made-up address show up here round after round.
//
// It also counts Next's in-memory table of cache lifetimes (one entry per response it stores, kept for
// the life of the process), the one place in Next where a stored answer per address stays in memory
// whatever the cache handler does with the entry itself.
import { writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'

const file = process.env.FLOOD_PROBE_FILE
const TABLE = 'next/dist/server/lib/incremental-cache/shared-cache-controls.external.js'

/** Entries in Next's cache-lifetime table, as the standalone server (cwd: its own folder) loads it. */
function lifetimeEntries(): number {
  try {
    const required = createRequire(join(process.cwd(), 'server.js'))(TABLE) as {
      SharedCacheControls?: { cacheControls?: Map<string, unknown> }
    }
    return required.SharedCacheControls?.cacheControls?.size ?? -1
  } catch {
    return -1
  }
}

if (file) {
  process.on('SIGUSR2', () => {
    const collect = (globalThis as { gc?: () => void }).gc
    collect?.()
    collect?.()
    writeFileSync(file, JSON.stringify({ heapUsed: process.memoryUsage().heapUsed, lifetimes: lifetimeEntries() }))
  })
}
