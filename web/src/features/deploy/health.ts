import { within } from '@/lib/within'

// GET /api/health for load balancers and orchestrators: 200 when this instance can take a lead and
// render a page (its lead store and its content source answer), else 503 naming the part that does
// not. The answer carries part names and states only: never an error text (a database error can quote
// a row), never a count of leads. A shared cache (Redis) being away is not a failure: pages are still
// served from memory or rendered.

export type HealthCheck = () => Promise<unknown>
export type HealthChecks = Record<string, HealthCheck>

const TIMEOUT_MS = 2000

async function passes(check: HealthCheck, timeoutMs: number): Promise<string | null> {
  try {
    await within(check(), timeoutMs)
    return null
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
}

export function createHealthHandler(checks: HealthChecks, options: { timeoutMs?: number; log?: (message: string) => void } = {}) {
  const { timeoutMs = TIMEOUT_MS, log = (message: string) => console.error(`[health] ${message}`) } = options
  return async function GET(): Promise<Response> {
    const results = await Promise.all(
      Object.entries(checks).map(async ([name, check]) => ({ name, problem: await passes(check, timeoutMs) })),
    )
    const failing = results.filter((result) => result.problem !== null).map((result) => result.name)
    // The reason goes to the server's log (its first line only), where the operator looks next.
    for (const { name, problem } of results) if (problem !== null) log(`${name} failed: ${problem.split('\n')[0]?.slice(0, 200)}`)
    const body = {
      status: failing.length ? 'unavailable' : 'ok',
      checks: Object.fromEntries(results.map(({ name, problem }) => [name, problem === null ? 'ok' : 'failing'])),
      ...(failing.length ? { failing } : {}),
    }
    return Response.json(body, { status: failing.length ? 503 : 200, headers: { 'Cache-Control': 'no-store' } })
  }
}
