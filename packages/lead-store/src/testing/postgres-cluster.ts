import { execFileSync, spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { freePort } from './free-port.ts'

// A throwaway PostgreSQL server for tests: Debian's postgresql-15 binaries, a cluster in a temp
// directory, a free port, trust auth on 127.0.0.1 only. initdb refuses to run as root, so as root
// (CI, this machine) every command runs as the `postgres` system user the Debian package creates.

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin'

export type PostgresCluster = {
  port: number
  /** Creates an empty database and returns its connection string. */
  createDatabase(): Promise<string>
  /** Runs SQL as the superuser, in the database of `url` (for tests that break a database on purpose). */
  exec(sql: string, url?: string): Promise<void>
  stop(): void
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  if (!existsSync(join(BIN, 'initdb'))) {
    throw new Error(`PostgreSQL binaries not found in ${BIN}: install postgresql-15 (apt-get install postgresql-15) or set PG_BIN.`)
  }
  const asRoot = process.getuid?.() === 0
  const dir = mkdtempSync(join(tmpdir(), 'leads-pg-'))
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim())
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim())
    chownSync(dir, uid, gid)
  }
  const run = (command: string, args: string[]) => {
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', join(BIN, command), ...args]] : [join(BIN, command), args]
    const result = spawnSync(file, argv, { encoding: 'utf8', cwd: dir })
    if (result.status !== 0) throw new Error(`${command} failed (${result.status}): ${result.stderr || result.stdout}`)
  }
  const data = join(dir, 'data')
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync'])
  const port = await freePort()
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=40`
  run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', '-t', '60', 'start'])

  let stopped = false
  const stop = () => {
    if (stopped) return
    stopped = true
    try {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }
  // A crashed test run must not leave a server behind.
  process.once('exit', stop)

  let count = 0
  const admin = async (sql: string, url = `postgres://postgres@127.0.0.1:${port}/postgres`) => {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      await client.query(sql)
    } finally {
      await client.end()
    }
  }
  return {
    port,
    stop,
    exec: admin,
    async createDatabase() {
      const name = `leads_test_${process.pid}_${++count}`
      await admin(`CREATE DATABASE ${name}`)
      return `postgres://postgres@127.0.0.1:${port}/${name}`
    },
  }
}
