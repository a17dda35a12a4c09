import { execFile } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { SqliteLeadStore, type LeadStore } from '@site/lead-store'

// pnpm leads backup <file> | --dir <dir>: a consistent copy of the lead store while leads keep
// arriving. SQLite: VACUUM INTO, synced and integrity-checked (sqlite-maintenance.ts). Postgres:
// pg_dump, which reads one snapshot, in its custom format (restored with pg_restore). With --dir the
// copy is named by its time and copies older than the backup period of Site settings are removed, the
// rotation the privacy policy states (docs/operations.md, "Backups").

const BACKUP_NAME = /^leads-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(\d{3})Z\.(db|dump)$/
const DAY_MS = 24 * 60 * 60 * 1000

/** leads-20260112T030000123Z.db: sorts by time, and says when it was taken whatever the file's dates. */
export function backupName(now: Date, kind: 'sqlite' | 'postgres'): string {
  const stamp = now.toISOString().replace(/[-:.]/g, '')
  return `leads-${stamp}.${kind === 'sqlite' ? 'db' : 'dump'}`
}

/** The backups among `names` taken more than `keepDays` days before `now`. */
export function expiredBackups(names: readonly string[], now: Date, keepDays: number): string[] {
  return names.filter((name) => {
    const [, year, month, day, hour, minute, second, ms] = BACKUP_NAME.exec(name) ?? []
    if (!year) return false
    return now.getTime() - Date.UTC(+year, +month! - 1, +day!, +hour!, +minute!, +second!, +ms!) > keepDays * DAY_MS
  })
}

/** The connection of a DATABASE_URL as libpq's variables, so the password never shows in a process list. */
function libpqEnv(url: string): NodeJS.ProcessEnv {
  const parsed = new URL(url)
  const set = (value: string | null | undefined) => (value ? decodeURIComponent(value) : undefined)
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PGHOST: set(parsed.searchParams.get('host')) ?? set(parsed.hostname),
    PGPORT: set(parsed.port),
    PGUSER: set(parsed.username),
    PGPASSWORD: set(parsed.password),
    PGDATABASE: set(parsed.pathname.slice(1)),
    PGSSLMODE: set(parsed.searchParams.get('sslmode')),
  }
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined))
}

const pgTool = (name: string) => (process.env.PG_BIN ? join(process.env.PG_BIN, name) : name)

/** pg_dump of the database to `file`, checked by pg_restore --list, readable by this user alone. */
async function dumpPostgres(url: string, file: string): Promise<void> {
  const partial = `${file}.partial`
  const env = libpqEnv(url)
  try {
    await promisify(execFile)(pgTool('pg_dump'), ['--format=custom', '--no-owner', `--file=${partial}`], { env })
    chmodSync(partial, 0o600)
    await promisify(execFile)(pgTool('pg_restore'), ['--list', partial], { env, maxBuffer: 64 * 1024 * 1024 })
    renameSync(partial, file)
  } catch (error) {
    rmSync(partial, { force: true })
    throw error
  }
}

export async function backup(store: LeadStore, target: { file?: string; dir?: string }, keepDays: () => Promise<number>): Promise<void> {
  const now = new Date()
  const file = target.file ?? join(target.dir ?? '.', backupName(now, store.kind))
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 })
  if (existsSync(file)) throw new Error(`${file} exists already: choose a new name for each backup`)
  // Printed before the copy starts: every lead acknowledged until now is in it.
  console.log(`Backing up the ${store.kind === 'sqlite' ? 'SQLite file' : 'Postgres database'} to ${file} ...`)
  if (store instanceof SqliteLeadStore) {
    const report = await store.backupTo(file)
    console.log(`Backup written: ${report.leads} leads, ${(report.bytes / 1024).toFixed(0)} KB, integrity check ok.`)
  } else {
    const url = process.env.DATABASE_URL
    if (!url) throw new Error('DATABASE_URL is not set')
    await dumpPostgres(url, file)
    console.log(`Backup written: ${(statSync(file).size / 1024).toFixed(0)} KB (pg_dump custom format; restore with pg_restore).`)
  }
  if (!target.dir) return
  const days = await keepDays()
  const expired = expiredBackups(readdirSync(target.dir), now, days)
  for (const name of expired) rmSync(join(target.dir, name))
  console.log(
    expired.length
      ? `Removed ${expired.length} backup(s) older than ${days} days: ${expired.join(', ')}.`
      : `No backup older than ${days} days.`,
  )
}
