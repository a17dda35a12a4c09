import { describe, expect, it } from 'vitest'
import { createHealthHandler } from './health'

// The handler's contract with a load balancer: 200 when every part answers, 503 naming the parts that
// do not (a failure or no answer in time), and nothing from the error itself in the answer.

const ok = async () => 1
const broken = async () => {
  throw new Error('connect ECONNREFUSED 127.0.0.1:5432\n    at TCPConnectWrap.afterConnect')
}
const hanging = () => new Promise<never>(() => undefined)

describe('GET /api/health', () => {
  it('answers 200 with every part ok, not to be cached', async () => {
    const response = await createHealthHandler({ leadStore: ok, content: ok })()
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ status: 'ok', checks: { leadStore: 'ok', content: 'ok' } })
  })

  it('answers 503 naming a failing or silent part, logs why, and leaves the error text out of the answer', async () => {
    const logs: string[] = []
    const response = await createHealthHandler({ leadStore: broken, content: hanging }, { timeoutMs: 50, log: (line) => logs.push(line) })()
    expect(response.status).toBe(503)
    const text = await response.text()
    expect(JSON.parse(text)).toEqual({
      status: 'unavailable',
      checks: { leadStore: 'failing', content: 'failing' },
      failing: ['leadStore', 'content'],
    })
    expect(text).not.toMatch(/ECONNREFUSED|5432|TCPConnectWrap/)
    expect(logs).toEqual([
      expect.stringMatching(/^leadStore failed: connect ECONNREFUSED 127.0.0.1:5432$/),
      'content failed: no answer within 50 ms',
    ])
  })
})

describe('GET /api/health asked by many', () => {
  it('runs one check for every asker within 5 s, and a new one after', async () => {
    let runs = 0
    let clock = 0
    const content = async () => {
      runs += 1
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    const GET = createHealthHandler({ content }, { now: () => clock })
    const answers = await Promise.all(Array.from({ length: 50 }, () => GET()))
    expect(answers.every((answer) => answer.status === 200)).toBe(true)
    clock = 4_999
    await GET()
    expect(runs).toBe(1)
    clock = 5_000
    await GET()
    expect(runs).toBe(2)
  })
})
