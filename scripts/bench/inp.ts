// pnpm bench:inp [--runs 5] [--port 3220] [--base http://...]: how fast the site answers a tap or a
// key, as Interaction to Next Paint measures it, in Chromium with the CPU slowed four times (a
// mid-range phone). Four interactions, each on a freshly loaded page, `runs` times: opening the phone
// menu, typing a phone number, choosing a quiz answer, changing the estimator's lawn size. Prints
// each run and the median per interaction. Needs a production build (`pnpm build`).
import { chromium } from '@playwright/test'
import { loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import { CHROMIUM } from './chromium.ts'
import { longestInteraction, type Interaction } from './inp/event-timing.ts'
import { CPU_SLOWDOWN, SCENARIOS, openSettledPage, type Scenario } from './inp/scenarios.ts'
import { startSite } from './server.ts'

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, port: { type: 'string', default: '3220' }, base: { type: 'string' } },
})
const runs = Number(values.runs)
const TARGET_MS = 100

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!

const site = values.base ? { base: values.base, stop: async () => {} } : await startSite(Number(values.port))
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})

const NONE: Interaction = { event: '-', duration: 0, inputDelay: 0, processing: 0, presentation: 0 }

async function measureOnce(scenario: Scenario): Promise<Interaction> {
  const { context, page } = await openSettledPage(browser, site.base, scenario)
  await scenario.act(page)
  // Let the last interaction's paint happen and its entry arrive.
  await page.waitForTimeout(1000)
  const longest = await page.evaluate(longestInteraction)
  await context.close()
  return longest ?? NONE
}

const results: { name: string; runs: Interaction[] }[] = []
try {
  for (const scenario of SCENARIOS) {
    const measured: Interaction[] = []
    for (let run = 0; run < runs; run++) measured.push(await measureOnce(scenario))
    results.push({ name: scenario.name, runs: measured })
    console.log(`${scenario.name}: ${measured.map((one) => `${Math.round(one.duration)} ms (${one.event})`).join(', ')}`)
  }
} finally {
  await browser.close()
  await site.stop()
}

const ms = (value: number) => Math.round(value)
// Other work on the machine lengthens every figure (presentation most: rendering and paint are CPU too).
const load = loadavg()
  .map((value) => value.toFixed(1))
  .join(' ')
console.log(`\nbench:inp, Chromium at ${CPU_SLOWDOWN}x CPU slowdown, median of ${runs} (${new Date().toISOString()}, load average ${load})`)
console.log('Event Timing reports interactions of 16 ms or more (0: every one was shorter). The median run is broken down')
console.log('into input delay (main thread busy), processing (event handlers) and presentation (style, layout, paint).\n')
console.table(
  results.map(({ name, runs: measured }) => {
    const middle = [...measured].sort((a, b) => a.duration - b.duration)[Math.floor((measured.length - 1) / 2)]!
    return {
      interaction: name,
      'INP median ms': ms(middle.duration),
      event: middle.event,
      'input delay': ms(middle.inputDelay),
      processing: ms(middle.processing),
      presentation: ms(middle.presentation),
      'worst ms': ms(Math.max(...measured.map((one) => one.duration))),
    }
  }),
)
const over = results.filter(({ runs: measured }) => median(measured.map((one) => one.duration)) > TARGET_MS)
console.log(
  over.length ? `Over ${TARGET_MS} ms: ${over.map(({ name }) => name).join(', ')}` : `Every interaction at or under ${TARGET_MS} ms.`,
)
