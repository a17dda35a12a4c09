import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from './free-port.ts'

// A throwaway Redis for tests and the scale demo: Debian's redis-server (7.x) on 127.0.0.1, a free
// port (or the one asked for), nothing written to disk. stop() and start() again on the same port stand
// in for an outage and a recovery.

const BIN = process.env.REDIS_SERVER ?? '/usr/bin/redis-server'

export type RedisServer = {
  port: number
  url: string
  /** Stops the server at once (SIGKILL: an outage, not a shutdown); its data is gone. */
  stop(): Promise<void>
  /** Starts it again, empty, on the same port. */
  start(): Promise<void>
  /** The running server's process id (for CPU accounting in benchmarks), or null when stopped. */
  pid(): number | null
}

async function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => socket.write('PING\r\n'))
    socket.once('data', (data) => {
      socket.destroy()
      resolve(data.toString().startsWith('+PONG'))
    })
    socket.once('error', () => resolve(false))
  })
}

export async function startRedisServer(options: { port?: number } = {}): Promise<RedisServer> {
  if (!existsSync(BIN)) throw new Error(`redis-server not found at ${BIN}: install it (apt-get install redis-server) or set REDIS_SERVER.`)
  const port = options.port ?? (await freePort())
  const dir = mkdtempSync(join(tmpdir(), 'redis-'))
  let child: ChildProcess | null = null

  const start = async () => {
    // No snapshots, no append-only file: a restart is an empty Redis, as after a crash without persistence.
    const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir]
    const started = spawn(BIN, args, { stdio: 'ignore' })
    child = started
    const deadline = Date.now() + 10_000
    while (!(await answers(port))) {
      if (started.exitCode !== null) throw new Error(`redis-server exited with ${started.exitCode} (port ${port} taken?)`)
      if (Date.now() > deadline) throw new Error(`redis-server did not answer on port ${port} within 10 s`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  const stop = async () => {
    const running = child
    child = null
    if (!running || running.exitCode !== null) return
    const exited = once(running, 'exit')
    running.kill('SIGKILL')
    await exited
  }
  // A crashed test run must not leave a server behind.
  process.once('exit', () => {
    child?.kill('SIGKILL')
    rmSync(dir, { recursive: true, force: true })
  })
  await start()
  return { port, url: `redis://127.0.0.1:${port}`, stop, start, pid: () => child?.pid ?? null }
}
