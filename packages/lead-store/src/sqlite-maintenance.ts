import { closeSync, existsSync, fsyncSync, openSync, renameSync, rmSync, statSync } from 'node:fs'
import { dirname } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { keepPrivate } from './private-file.ts'

// The SQLite file's upkeep: leaving no copy of deleted rows in it, and copying it while leads arrive.
//
// Deleted rows can survive in three places: freed space inside the file's pages, the write-ahead log
// (earlier versions of pages, until they are checkpointed and the log is overwritten) and, with
// secure_delete off, the free pages themselves. The store's connections run with secure_delete on
// (deleted content is overwritten with zeros); clearDeletedSqlite then checkpoints the log into the
// file and truncates it to nothing, and for a person's deletion rewrites the whole file first
// (VACUUM), which leaves only the rows that remain. What the file system does with blocks it freed is
// beyond the database (docs/operations.md).

/** Makes the write-ahead log's content part of the file and empties the log; throws when it could not. */
function truncateLog(db: DatabaseSync): void {
  // TRUNCATE waits (busy_timeout) for other processes' readers to move to the latest snapshot.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const row = db.prepare('PRAGMA wal_checkpoint(TRUNCATE)').get()
    if (Number(row?.busy) === 0) return
  }
  throw new Error('the write-ahead log could not be emptied: another process kept reading the old data; run the command again')
}

/** After deletions: the file rewritten when `rewrite`, then the log checkpointed and truncated. */
export function clearDeletedSqlite(db: DatabaseSync, rewrite: boolean): void {
  if (rewrite) db.exec('VACUUM')
  truncateLog(db)
}

export type BackupReport = { file: string; bytes: number; leads: number }

/**
 * A consistent copy of the store in `file`, taken while the site keeps writing: VACUUM INTO reads one
 * snapshot (in WAL mode writers are not held up by it) and writes a compact file with no free pages,
 * so the copy carries nothing deleted. It is written beside `file`, synced, checked
 * (PRAGMA integrity_check), and only then renamed into place, readable by this user alone.
 */
export function backupSqlite(db: DatabaseSync, file: string): BackupReport {
  if (existsSync(file)) throw new Error(`${file} exists already: choose a new name for each backup`)
  const partial = `${file}.partial`
  rmSync(partial, { force: true })
  keepPrivate(partial)
  try {
    db.prepare('VACUUM INTO ?').run(partial)
    const fd = openSync(partial, 'r+')
    try {
      fsyncSync(fd)
    } finally {
      closeSync(fd)
    }
    const copy = new DatabaseSync(partial, { readOnly: true })
    let leads: number
    try {
      const checks = copy.prepare('PRAGMA integrity_check').all()
      const verdict = checks.map((row) => String(row.integrity_check)).join('; ')
      if (verdict !== 'ok') throw new Error(`the copy failed its integrity check: ${verdict.slice(0, 300)}`)
      leads = Number(copy.prepare('SELECT COUNT(*) AS n FROM leads').get()?.n ?? 0)
    } finally {
      copy.close()
    }
    renameSync(partial, file)
    // The rename itself is on disk once the directory is synced.
    const dir = openSync(dirname(file), 'r')
    try {
      fsyncSync(dir)
    } finally {
      closeSync(dir)
    }
    return { file, bytes: statSync(file).size, leads }
  } catch (error) {
    rmSync(partial, { force: true })
    throw error
  }
}
