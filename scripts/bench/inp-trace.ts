// node scripts/bench/inp-trace.ts --scenario menu|phone|quiz|estimator [--cpu 4] [--out file.json]
// [--port 3221] [--base http://...]: one bench:inp interaction under a Chromium performance trace
// (devtools.timeline, CPU slowed as in the bench unless --cpu says otherwise), to see what fills the
// frame after it. Prints the longest interaction and the main thread's work from its start to its
// next paint (event handlers, script, style with the number of elements, layout with dirty/total
// objects, paint, layerize, commit) and the raster work beside it; writes the trace, which DevTools'
// Performance panel opens (Load profile). Needs a production build.
import { chromium } from '@playwright/test'
import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { CHROMIUM } from './chromium.ts'
import { longestInteraction } from './inp/event-timing.ts'
import { CPU_SLOWDOWN, SCENARIOS, openSettledPage } from './inp/scenarios.ts'
import { startSite } from './server.ts'

const { values } = parseArgs({
  options: {
    scenario: { type: 'string' },
    out: { type: 'string' },
    port: { type: 'string', default: '3221' },
    base: { type: 'string' },
    cpu: { type: 'string', default: String(CPU_SLOWDOWN) },
  },
})
const scenario = SCENARIOS.find(({ key }) => key === values.scenario)
if (!scenario) throw new Error(`--scenario is one of ${SCENARIOS.map(({ key }) => key).join(', ')}`)
const out = values.out ?? join(tmpdir(), `inp-trace-${scenario.key}.json`)

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'disabled-by-default-devtools.timeline.stack',
  'v8.execute',
  'blink.user_timing',
  'latencyInfo',
  'toplevel',
  'cc',
  'blink',
]

type TraceEvent = {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  /** Thread (CPU) time: what the work cost, without the time the thread waited for a core. */
  tdur?: number
  args?: { data?: Record<string, unknown>; beginData?: Record<string, unknown>; elementCount?: number }
}

const site = values.base ? { base: values.base, stop: async () => {} } : await startSite(Number(values.port))
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})
const events: TraceEvent[] = []
let longest
try {
  const { page, cdp } = await openSettledPage(browser, site.base, scenario)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values.cpu) })
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])))
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()))
  await cdp.send('Tracing.start', { transferMode: 'ReportEvents', traceConfig: { includedCategories: CATEGORIES } })
  await scenario.act(page)
  await page.waitForTimeout(1000)
  longest = await page.evaluate(longestInteraction)
  await cdp.send('Tracing.end')
  await complete
} finally {
  await browser.close()
  await site.stop()
}
writeFileSync(out, JSON.stringify({ traceEvents: events }))
if (!longest) throw new Error('no interaction of 16 ms or more')

// The interaction's own Event Timing entry in the trace: same event type, and the same time in its
// handlers (the page's duration is rounded to 8 ms, its processing times are not).
const timing = events
  .filter((event) => event.name === 'EventTiming' && event.ph === 'b' && event.args?.data?.type === longest.event)
  .map((event) => {
    const data = event.args!.data!
    return { event, off: Math.abs(Number(data.processingEnd) - Number(data.processingStart) - longest.processing) }
  })
  .sort((a, b) => a.off - b.off)
  .find(({ off }) => off < 0.5)?.event
if (!timing) throw new Error('the interaction is not in the trace')
const start = timing.ts
const end = start + Number(timing.args!.data!.duration) * 1000
const main = (event: TraceEvent) => event.pid === timing.pid && event.tid === timing.tid

// Top-level kinds of main-thread work, each counted once (not again inside another kind).
const KINDS: Record<string, string> = {
  EventDispatch: 'event handlers',
  FunctionCall: 'script',
  RunMicrotasks: 'script',
  EvaluateScript: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'pre-paint',
  Paint: 'paint',
  Layerize: 'layerize',
  Commit: 'commit',
}
const inWindow = events
  .filter((event) => event.ph === 'X' && event.ts >= start && event.ts < end)
  .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
const totals = new Map<string, number>()
const cpuTotals = new Map<string, number>()
const details: string[] = []
const open: TraceEvent[] = []
for (const event of inWindow.filter(main)) {
  while (open.length && open.at(-1)!.ts + (open.at(-1)!.dur ?? 0) <= event.ts) open.pop()
  const inside = open.some((outer) => KINDS[outer.name])
  open.push(event)
  const kind = KINDS[event.name]
  if (!kind || inside) continue
  const ms = (event.dur ?? 0) / 1000
  totals.set(kind, (totals.get(kind) ?? 0) + ms)
  cpuTotals.set(kind, (cpuTotals.get(kind) ?? 0) + (event.tdur ?? 0) / 1000)
  const at = ((event.ts - start) / 1000).toFixed(0).padStart(4)
  if (event.name === 'UpdateLayoutTree') details.push(`${at} ms  style ${ms.toFixed(1)} ms, ${event.args?.elementCount} elements`)
  if (event.name === 'Layout') {
    const data = event.args?.beginData ?? {}
    details.push(`${at} ms  layout ${ms.toFixed(1)} ms, ${data.dirtyObjects}/${data.totalObjects} objects`)
  }
  if (event.name === 'EventDispatch' && ms >= 1) details.push(`${at} ms  ${event.args?.data?.type} handlers ${ms.toFixed(1)} ms`)
  if (event.name === 'Paint' && ms >= 1) details.push(`${at} ms  paint ${ms.toFixed(1)} ms`)
}
const rasterTasks = inWindow.filter((event) => event.name === 'RasterTask')
const raster = rasterTasks.reduce((sum, event) => sum + (event.dur ?? 0) / 1000, 0)
const rasterCpu = rasterTasks.reduce((sum, event) => sum + (event.tdur ?? 0) / 1000, 0)
const sum = (map: Map<string, number>) => [...map.values()].reduce((all, ms) => all + ms, 0)

const round = (ms: number) => ms.toFixed(1)
console.log(`${scenario.name}, CPU ${values.cpu}x slower: ${longest.event} ${Math.round(longest.duration)} ms`)
console.log(
  `  input delay ${round(longest.inputDelay)}, processing ${round(longest.processing)}, presentation ${round(longest.presentation)} ms`,
)
// Thread time is what to compare on a busy machine: wall time also counts waiting for a core.
console.log(`  main thread until the paint, ms: ${[...totals].map(([kind, ms]) => `${kind} ${round(ms)}`).join(', ')}`)
console.log(`    thread time ${round(sum(cpuTotals))}: ${[...cpuTotals].map(([kind, ms]) => `${kind} ${round(ms)}`).join(', ')}`)
console.log(`  raster (other threads): ${round(raster)} ms, thread time ${round(rasterCpu)} ms`)
for (const line of details) console.log(`  ${line}`)
console.log(`trace: ${out}`)
