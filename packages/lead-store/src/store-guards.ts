import { StoreRefusal } from './types.ts'

// What keeps a flood from taking the store away from people, for both databases:
//
// - A reserved share of the size cap for withdrawals of consent: leads and sign-ups stop at the rest
//   of it, so a store filled by a flood of leads still takes every "stop texting me".
// - A store-wide write budget: each kind of new row (leads and sign-ups together; opt-outs apart)
//   spends from a bucket that holds an hour's budget and refills at that rate, so however many
//   addresses a flood comes from, it adds at most that many rows an hour, and the site takes posts
//   again as soon as the flood stops. The bucket lives in the store, so every instance shares it.

/** The share of the size cap only opt-outs may use. */
export const OPT_OUT_RESERVE_SHARE = 0.1

/** New rows an hour per bucket when LEADS_WRITE_BUDGET is not set: far above a small company's busiest hour. */
export const DEFAULT_WRITE_BUDGET = 600

/**
 * Beside each bucket, a tenth of it for newcomers: once a flood has spent the hour's budget, a visitor
 * from a network that has not written this hour (the web layer decides, one post per network an
 * hour) spends from this share instead. A flood from a few networks then never locks people out; one
 * spread over more networks than the share can still make them wait for the refill.
 */
export const NEWCOMER_SHARE = 0.1

export type BudgetBucket = 'submissions' | 'opt-outs'

export type StoreLimits = {
  /** The size cap (LEADS_DB_MAX_BYTES); none on Postgres unless set. */
  maxBytes?: number | undefined
  /** New rows an hour per bucket; 0 turns the budget off. */
  writeBudgetPerHour?: number | undefined
}

const HOUR_MS = 60 * 60 * 1000

export type BucketState = { tokens: number; updatedMs: number }

/**
 * Spends one row from a bucket at `nowMs`: the bucket refills at `perHour` an hour up to `perHour`.
 * A clock that went back (another instance's) counts as no time passed.
 */
export function spendFromBucket(
  state: BucketState | null,
  nowMs: number,
  perHour: number,
): { ok: true; next: BucketState } | { ok: false; retryAfterSeconds: number } {
  const elapsed = state ? Math.max(0, nowMs - state.updatedMs) : 0
  const tokens = state ? Math.min(perHour, state.tokens + (elapsed * perHour) / HOUR_MS) : perHour
  if (tokens >= 1) return { ok: true, next: { tokens: tokens - 1, updatedMs: Math.max(nowMs, state?.updatedMs ?? nowMs) } }
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(((1 - tokens) * HOUR_MS) / perHour / 1000)) }
}

export function budgetRefusal(bucket: BudgetBucket, perHour: number, retryAfterSeconds: number): StoreRefusal {
  const what = bucket === 'opt-outs' ? 'new opt-outs' : 'new leads and sign-ups'
  return new StoreRefusal('budget', `the store-wide write budget of ${perHour} ${what} an hour is spent`, retryAfterSeconds)
}

/**
 * Refuses a lead or sign-up once the data reaches the share of the cap left after the opt-outs'
 * reserve, and an opt-out once it reaches the cap itself.
 */
export function checkRoom(usedBytes: number, maxBytes: number | undefined, forOptOut: boolean): void {
  if (!maxBytes) return
  const limit = forOptOut ? maxBytes : maxBytes * (1 - OPT_OUT_RESERVE_SHARE)
  if (usedBytes < limit) return
  throw new StoreRefusal(
    'full',
    forOptOut ? 'the lead store is at its size cap' : 'the lead store is full up to the share kept for opt-outs',
    60,
  )
}

/** The write budget in force: the default when unset, none when 0. */
export const budgetPerHour = (limits: StoreLimits): number => limits.writeBudgetPerHour ?? DEFAULT_WRITE_BUDGET

/** The bucket a write spends from, and its size an hour: the newcomers' share when asked for. */
export function bucketFor(limits: StoreLimits, bucket: BudgetBucket, newcomer = false): { name: string; perHour: number } {
  const perHour = budgetPerHour(limits)
  return newcomer ? { name: `${bucket}:newcomers`, perHour: Math.max(1, Math.round(perHour * NEWCOMER_SHARE)) } : { name: bucket, perHour }
}
