import { within } from '@/lib/within'

// GET /api/health for load balancers and orchestrators: 200 when this instance can take a lead and
// render a page (its lead store and its content source answer), else 503 naming the part that does
// not. The answer carries part names and states only: never an error text (a database error can quote
// a row), never a count of leads. A shared cache (Redis) being away is not a failure: pages are still
// served from memory or rendered.

export type HealthCheck = () => Promise<unknown>
export type HealthChecks = Record<string, HealthCheck>

const TIMEOUT_MS = 2000
/**
 * How long one check's answer is given to every asker. A load balancer asks every few seconds, but so
 * can anyone on the internet: without this each GET would run a Content Lake query and a database read.
 */
const CACHE_MS = 5000

async function passes(check: HealthCheck, timeoutMs: number): Promise<string | null> {
  try {
    await within(check(), timeoutMs)
    return null
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
}

type HealthOptions = { timeoutMs?: number; cacheMs?: number; now?: () => number; log?: (message: string) => void }
type Result = { name: string; problem: string | null }

export function createHealthHandler(checks: HealthChecks, options: HealthOptions = {}) {
  const {
    timeoutMs = TIMEOUT_MS,
    cacheMs = CACHE_MS,
    now = Date.now,
    log = (message: string) => console.error(`[health] ${message}`),
  } = options
  let last: { at: number; results: Promise<Result[]> } | null = null
  // One check in flight at a time; its answer serves everyone for cacheMs from when it started.
  const runChecks = () => {
    if (!last || now() - last.at >= cacheMs) {
      last = {
        at: now(),
        results: Promise.all(Object.entries(checks).map(async ([name, check]) => ({ name, problem: await passes(check, timeoutMs) }))),
      }
    }
    return last.results
  }
  return async function GET(): Promise<Response> {
    const previous = last?.results
    const running = runChecks()
    const results = await running
    // The reason goes to the server's log (its first line only) once per check, not once per asker.
    if (running !== previous) {
      for (const { name, problem } of results) if (problem !== null) log(`${name} failed: ${problem.split('\n')[0]?.slice(0, 200)}`)
    }
    const failing = results.filter((result) => result.problem !== null).map((result) => result.name)
    const body = {
      status: failing.length ? 'unavailable' : 'ok',
      checks: Object.fromEntries(results.map(({ name, problem }) => [name, problem === null ? 'ok' : 'failing'])),
      ...(failing.length ? { failing } : {}),
    }
    return Response.json(body, { status: failing.length ? 503 : 200, headers: { 'Cache-Control': 'no-store' } })
  }
}
