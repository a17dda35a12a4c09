// Keeps N connections posting valid leads at a set of instances, and records what each client was
// told: the ids acknowledged with a 201, and every other answer or connection error by instance and
// time. Each post comes from its own visitor address (X-Forwarded-For, with TRUST_PROXY=1), so the
// rate limit, which counts per address, stays out of the way.
import { leadBody } from './kill-server'

export type Outcome = { target: string; at: number; status: number | 'error' }

export type LoadResult = {
  acknowledged: string[]
  outcomes: Outcome[]
}

let visitor = 0
/** A new visitor address, each on a network (/24) of its own: visit windows count bookings per network. */
export const nextVisitor = () => `10.${(++visitor >> 8) & 255}.${visitor & 255}.${((visitor >> 16) & 255) + 1}`

export async function postLead(target: string, address = nextVisitor()): Promise<Response> {
  const body = leadBody(`load-${address.replaceAll('.', '-')}-${Date.now()}@example.com`)
  return fetch(`${target}/api/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  })
}

/**
 * Posts on `connections` loops until `until(progress)` says stop, `progress` being what the clients were
 * told so far (so a test stops on what the load has done, not on a clock); loop i posts to
 * targets[i % targets.length].
 */
export async function leadLoad(targets: string[], connections: number, until: (progress: LoadResult) => boolean): Promise<LoadResult> {
  const result: LoadResult = { acknowledged: [], outcomes: [] }
  await Promise.all(
    Array.from({ length: connections }, async (_, index) => {
      const target = targets[index % targets.length] ?? ''
      while (!until(result)) {
        try {
          const response = await postLead(target)
          const answer: unknown = await response.json().catch(() => null)
          if (response.status === 201 && answer && typeof answer === 'object' && 'id' in answer) result.acknowledged.push(String(answer.id))
          result.outcomes.push({ target, at: Date.now(), status: response.status })
        } catch {
          result.outcomes.push({ target, at: Date.now(), status: 'error' })
          // A refused connection answers at once; do not spin on a dead instance.
          await new Promise((resolve) => setTimeout(resolve, 50))
        }
      }
    }),
  )
  return result
}
