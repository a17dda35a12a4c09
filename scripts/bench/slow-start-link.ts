// A loopback proxy that delivers a server's responses as a new TCP connection on the emulated phone link
// would (docs/performance.md, "The slow-start link"): each connection first pays its handshake (one round
// trip), then sends at most its congestion window of segments before it waits for their
// acknowledgements, starting from 10 segments (RFC 6928) and growing by one segment per acknowledged
// segment (slow start: the window doubles every round trip), over one downlink of 1.6 Mbit/s that every
// connection shares, with 150 ms between a segment leaving and its acknowledgement coming back. A
// connection idle for longer than its retransmission timeout starts again from 10 (RFC 5681, 4.1).
// Lighthouse's devtools throttling adds a fixed latency to each request and caps throughput; neither it
// nor Lantern's simulation sends a document's first 14 KB a round trip ahead of the rest, which is what
// the first screen's budget is about.
//
// The model's arithmetic is one function (`deliver`), run in virtual time by the tests and in real time
// by the proxy; times are in milliseconds.
import { createServer, connect, type Server, type Socket } from 'node:net'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

export type LinkModel = {
  /** Round trip between a segment leaving the server and its acknowledgement coming back. */
  rttMs: number
  /** The downlink every connection shares, in kbit/s (bits per millisecond). */
  downKbps: number
  /** Segments a new connection may send before its first acknowledgement. */
  initialWindow: number
  /** Payload bytes per segment. */
  segmentBytes: number
  /** Idle time after which a connection restarts from the initial window (Linux: its RTO, 200 ms + RTT). */
  idleRestartMs: number
}

/** Lighthouse's mobile network (slow 4G: 150 ms, 1.6 Mbit/s down) on a Linux server's TCP. */
export const SLOW_4G: LinkModel = { rttMs: 150, downKbps: 1600, initialWindow: 10, segmentBytes: 1400, idleRestartMs: 350 }

export type Segment = { bytes: number; round: number; arrivesAt: number }
type Scheduler = (at: number, task: () => void) => void

/**
 * One direction of one connection: the server's bytes, cut into segments, sent as the congestion window
 * and the shared downlink allow. `onArrival` is told when each segment reaches the browser and in which
 * round trip of the connection it was sent (1: the initial window).
 */
export class SlowStartSender {
  private readonly model: LinkModel
  private readonly link: { freeAt: number }
  private readonly schedule: Scheduler
  private readonly onArrival: (data: Buffer, segment: Segment) => void
  private window: number
  private inFlight = 0
  private lastAckAt = -Infinity
  private readonly queue: { data: Buffer; readyAt: number }[] = []
  private roundOfNext = 1
  // Segments on the way, in order: a timer that fires late (or two due in the same millisecond) must
  // not put one connection's bytes out of order.
  private readonly arriving: { data: Buffer; segment: Segment }[] = []

  constructor(model: LinkModel, link: { freeAt: number }, schedule: Scheduler, onArrival: (data: Buffer, segment: Segment) => void) {
    this.model = model
    this.link = link
    this.schedule = schedule
    this.onArrival = onArrival
    this.window = model.initialWindow
  }

  /** Bytes the server wrote at `now`. */
  write(data: Buffer, now: number) {
    for (let at = 0; at < data.length; at += this.model.segmentBytes) {
      this.queue.push({ data: data.subarray(at, at + this.model.segmentBytes), readyAt: now })
    }
    this.send(now)
  }

  /** Whether every byte written so far has reached the browser. */
  get delivered(): boolean {
    return this.queue.length === 0 && this.arriving.length === 0
  }

  private send(now: number) {
    if (this.inFlight === 0 && now - this.lastAckAt > this.model.idleRestartMs) {
      this.window = Math.min(this.window, this.model.initialWindow)
      this.roundOfNext = 1
    }
    while (this.inFlight < this.window && this.queue.length) {
      const segment = this.queue.shift()!
      const start = Math.max(now, segment.readyAt, this.link.freeAt)
      this.link.freeAt = start + (segment.data.length * 8) / this.model.downKbps
      const arrivesAt = this.link.freeAt + this.model.rttMs / 2
      const round = this.roundOfNext
      this.inFlight++
      const arrival = { data: segment.data, segment: { bytes: segment.data.length, round, arrivesAt } }
      this.arriving.push(arrival)
      this.schedule(arrivesAt, () => {
        // Everything sent before this segment arrives first.
        while (this.arriving.includes(arrival)) {
          const next = this.arriving.shift()!
          this.onArrival(next.data, next.segment)
        }
      })
      // Each acknowledgement frees its segment's place and grows the window by one: two new segments,
      // which belong to the next round trip.
      this.schedule(arrivesAt + this.model.rttMs / 2, () => {
        this.inFlight--
        this.window++
        this.lastAckAt = arrivesAt + this.model.rttMs / 2
        this.roundOfNext = round + 1
        this.send(this.lastAckAt)
      })
    }
  }
}

/**
 * Where each segment of a response of `bytes`, written at once at time 0 on a new connection, reaches
 * the browser: the model alone, in virtual time.
 */
export function deliver(bytes: number, model: LinkModel = SLOW_4G): Segment[] {
  const events: { at: number; order: number; task: () => void }[] = []
  let order = 0
  const arrived: Segment[] = []
  const sender = new SlowStartSender(
    model,
    { freeAt: 0 },
    (at, task) => events.push({ at, order: order++, task }),
    (_, segment) => arrived.push(segment),
  )
  sender.write(Buffer.alloc(bytes), 0)
  while (events.length) {
    events.sort((a, b) => a.at - b.at || a.order - b.order)
    events.shift()!.task()
  }
  return arrived
}

export type LinkProxy = { port: number; base: string; close: () => Promise<void> }

/**
 * Listens on `port` (0: any free one) and relays every connection to `target` (a port on this machine)
 * through the model (`observe` is told of each segment as it reaches the browser): the browser's first bytes reach the server after the handshake and half a round
 * trip, later ones after half a round trip; the server's bytes come back as SlowStartSender sends them.
 */
export async function startLinkProxy(
  target: number,
  { port = 0, model = SLOW_4G, observe }: { port?: number; model?: LinkModel; observe?: (segment: Segment) => void } = {},
): Promise<LinkProxy> {
  const link = { freeAt: 0 }
  const sockets = new Set<Socket>()
  const later: Scheduler = (at, task) => setTimeout(task, Math.max(0, at - performance.now()))
  const server: Server = createServer((browser) => {
    const connectedAt = performance.now()
    const upstream = connect(target, '127.0.0.1')
    for (const socket of [browser, upstream]) {
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
      socket.on('error', () => {
        browser.destroy()
        upstream.destroy()
      })
    }
    browser.setNoDelay(true)
    // Browser to server: once the handshake is done, half a round trip, in order.
    let upArrival = 0
    const upward: Buffer[] = []
    const sendUp = (through: Buffer | null) => {
      while (upward.length && (through === null || upward.includes(through))) upstream.write(upward.shift()!)
    }
    browser.on('data', (data: Buffer) => {
      upArrival = Math.max(upArrival, Math.max(performance.now(), connectedAt + model.rttMs) + model.rttMs / 2)
      upward.push(data)
      later(upArrival, () => sendUp(data))
    })
    browser.on('end', () =>
      later(upArrival, () => {
        sendUp(null)
        upstream.end()
      }),
    )
    // Server to browser: as the model sends it; its end follows its last byte.
    let ended = false
    const endWhenDelivered = () => ended && sender.delivered && browser.end()
    const sender = new SlowStartSender(model, link, later, (data, segment) => {
      observe?.(segment)
      browser.write(data)
      endWhenDelivered()
    })
    upstream.on('data', (data: Buffer) => sender.write(data, performance.now()))
    upstream.on('end', () => {
      ended = true
      endWhenDelivered()
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const address = server.address()
  const listening = typeof address === 'object' && address ? address.port : port
  return {
    port: listening,
    base: `http://127.0.0.1:${listening}`,
    close: async () => {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

// On its own, in front of a running site: node scripts/bench/slow-start-link.ts --target 3000 [--port 3650]
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { target: { type: 'string' }, port: { type: 'string', default: '3650' } } })
  if (!values.target) throw new Error('--target PORT: the port of the server to put behind the link')
  const proxy = await startLinkProxy(Number(values.target), { port: Number(values.port) })
  console.log(`${proxy.base} -> 127.0.0.1:${values.target} over the slow-start link (Ctrl-C to stop)`)
}
