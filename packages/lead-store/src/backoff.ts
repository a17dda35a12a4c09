// When to try a failed delivery again: exponential growth from `baseMs`, capped at `maxMs`, with
// "equal jitter" (half fixed, half random) so a CRM outage does not end in every site instance
// retrying every lead at the same instant.

export type BackoffOptions = { baseMs: number; maxMs: number; random?: () => number }

export function backoffDelay(attempts: number, { baseMs, maxMs, random = Math.random }: BackoffOptions): number {
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1))
  return Math.round(exponential / 2 + (exponential / 2) * random())
}

/** HTTP answers worth trying again: server errors and the 4xx that mean "not now". */
export function isRetryableStatus(status: number): boolean {
  return status >= 500 || status === 408 || status === 425 || status === 429
}
