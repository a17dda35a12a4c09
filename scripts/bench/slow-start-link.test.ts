import { once } from 'node:events'
import { connect, createServer, type AddressInfo } from 'node:net'
import { performance } from 'node:perf_hooks'
import { describe, expect, it } from 'vitest'
import { deliver, SLOW_4G, startLinkProxy, type Segment } from './slow-start-link.ts'

const lastRound = (segments: Segment[]) => Math.max(...segments.map((segment) => segment.round))
const lastArrival = (segments: Segment[]) => Math.max(...segments.map((segment) => segment.arrivesAt))
const total = (segments: Segment[]) => segments.reduce((sum, segment) => sum + segment.bytes, 0)

describe('the slow-start link, as arithmetic', () => {
  it('delivers 14 KB in the first round trip: ten segments, half a round trip plus 70 ms on the wire', () => {
    const segments = deliver(14_000)
    expect(segments).toHaveLength(10)
    expect(lastRound(segments)).toBe(1)
    // 10 x 1,400 B at 1.6 Mbit/s is 70 ms; the last one then travels half of the 150 ms round trip.
    expect(lastArrival(segments)).toBeCloseTo(70 + 75, 6)
  })

  it('needs a second round trip for one byte more, which waits for the first acknowledgement', () => {
    const segments = deliver(14_001)
    expect(lastRound(segments)).toBe(2)
    // The 11th segment leaves when the first one's acknowledgement is back (7 + 75 + 75 ms).
    expect(lastArrival(segments)).toBeGreaterThanOrEqual(7 + 150 + 75)
  })

  it('delivers 42 KB in two round trips (10 + 20 segments) and 42,001 B in three', () => {
    const two = deliver(42_000)
    expect(two).toHaveLength(30)
    expect(lastRound(two)).toBe(2)
    expect(two.filter((segment) => segment.round === 2)).toHaveLength(20)
    const three = deliver(42_001)
    expect(lastRound(three)).toBe(3)
    // The 31st segment waits for the acknowledgement of the second round's first segment.
    const secondRoundStarts = Math.min(...three.filter((segment) => segment.round === 2).map((segment) => segment.arrivesAt))
    expect(three.at(-1)!.arrivesAt).toBeGreaterThanOrEqual(secondRoundStarts + SLOW_4G.rttMs)
  })

  it('is held to 1.6 Mbit/s once the window is larger than the link', () => {
    const segments = deliver(400_000)
    expect(total(segments)).toBe(400_000)
    // 400 KB at 200 B/ms is 2 s on the wire, however large the window has grown.
    expect(lastArrival(segments)).toBeGreaterThanOrEqual(2_000 + 75)
    expect(lastArrival(segments)).toBeLessThan(2_000 + 75 + 3 * SLOW_4G.rttMs)
  })
})

describe('the slow-start proxy', () => {
  // A server that answers whatever it is sent with `bytes` bytes, then closes.
  async function answering(bytes: Buffer) {
    const server = createServer((socket) => socket.once('data', () => socket.end(bytes)))
    server.listen(0, '127.0.0.1')
    await once(server, 'listening')
    return { port: (server.address() as AddressInfo).port, close: () => new Promise((resolve) => server.close(resolve)) }
  }

  it('relays every byte in the rounds the model gives, no sooner than the model', async () => {
    const model = { ...SLOW_4G, rttMs: 40 }
    const body = Buffer.from(Array.from({ length: 42_000 }, (_, index) => index % 251))
    const server = await answering(body)
    const seen: Segment[] = []
    const proxy = await startLinkProxy(server.port, { model, observe: (segment) => seen.push(segment) })
    try {
      const started = performance.now()
      const socket = connect(proxy.port, '127.0.0.1')
      const received: Buffer[] = []
      socket.on('data', (data: Buffer) => received.push(data))
      socket.write('GET')
      await once(socket, 'end')
      const elapsed = performance.now() - started
      expect(Buffer.concat(received).equals(body)).toBe(true)
      expect(seen.map((segment) => segment.round)).toEqual(deliver(42_000, model).map((segment) => segment.round))
      // The handshake, the request's half round trip, then the model's delivery (a busy host only adds).
      expect(elapsed).toBeGreaterThanOrEqual(model.rttMs * 1.5 + lastArrival(deliver(42_000, model)) - 1)
      socket.destroy()
    } finally {
      await proxy.close()
      await server.close()
    }
  })
})
