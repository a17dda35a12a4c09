// Interaction to Next Paint from the page's own Event Timing entries, as the web-vitals library reads
// them: every event entry with an interactionId belongs to one interaction (a tap is pointerdown,
// pointerup and click; a key is keydown and keyup); an interaction lasts as long as its longest entry;
// the page's INP is its longest interaction (exactly so below 50 interactions, as here). The longest
// entry is kept whole, so the bench can say where the time went: waiting for the main thread (input
// delay), the page's handlers (processing), or style, layout and paint after them (presentation).

/** An Event Timing entry; TypeScript's DOM types do not list interactionId yet. */
type EventEntry = PerformanceEventTiming & { interactionId?: number }

export type Interaction = { event: string; duration: number; inputDelay: number; processing: number; presentation: number }

declare global {
  interface Window {
    __interactions?: Map<number, Interaction>
    __lastLongTaskEnd?: number
  }
}

/** Runs in the page before its own scripts: records each interaction's longest event, and when the last long task ended. */
export function observeInteractions(): void {
  const interactions = new Map<number, Interaction>()
  window.__interactions = interactions
  window.__lastLongTaskEnd = 0
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as EventEntry[]) {
      if (!entry.interactionId || (interactions.get(entry.interactionId)?.duration ?? 0) >= entry.duration) continue
      interactions.set(entry.interactionId, {
        event: entry.name,
        duration: entry.duration,
        inputDelay: entry.processingStart - entry.startTime,
        processing: entry.processingEnd - entry.processingStart,
        presentation: entry.startTime + entry.duration - entry.processingEnd,
      })
    }
    // 16 ms is the lowest threshold Event Timing allows; shorter interactions are not reported.
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit)
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__lastLongTaskEnd = Math.max(window.__lastLongTaskEnd ?? 0, entry.startTime + entry.duration)
  }).observe({ type: 'longtask', buffered: true })
}

/** Runs in the page: true once its main thread has had no long task for `quietMs`. */
export function mainThreadQuiet(quietMs: number): boolean {
  return performance.now() - (window.__lastLongTaskEnd ?? 0) >= quietMs
}

/** Runs in the page: its longest interaction so far, or null when none lasted 16 ms. */
export function longestInteraction(): Interaction | null {
  let longest: Interaction | null = null
  for (const interaction of window.__interactions?.values() ?? [])
    if (!longest || interaction.duration > longest.duration) longest = interaction
  return longest
}
