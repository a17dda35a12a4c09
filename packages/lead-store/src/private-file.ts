import { chmodSync, closeSync, openSync, statSync } from 'node:fs'

/**
 * People's names, phones and addresses: a new lead file is readable by the server's own user only
 * (SQLite gives its -wal and -shm files the database file's permissions). A file made before is
 * tightened to its owner's bits where this user may, never given a permission it did not have: an
 * operator's read-only file stays read-only.
 */
export function keepPrivate(file: string): void {
  try {
    closeSync(openSync(file, 'wx', 0o600))
    return
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error
  }
  try {
    chmodSync(file, statSync(file).mode & 0o700)
  } catch {
    // Not this user's file: its owner decides.
  }
}
