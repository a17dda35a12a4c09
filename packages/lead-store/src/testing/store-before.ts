import { DatabaseSync } from 'node:sqlite'
import pg from 'pg'
import { MIGRATIONS } from '../migrations.ts'

// A store as an older release left it: the migrations before `version` applied and recorded, nothing
// newer, so a test can write rows the old way and then open it with this release's store.

const before = (version: number) => MIGRATIONS.filter((migration) => migration.version < version)

/** A SQLite file at the schema before `version`, open for the test's rows; the test closes it. */
export function sqliteBefore(file: string, version: number): DatabaseSync {
  const db = new DatabaseSync(file)
  db.exec('CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)')
  for (const migration of before(version)) {
    db.exec(migration.sqlite)
    db.prepare('INSERT INTO schema_migrations VALUES (?, ?, ?)').run(migration.version, migration.name, '2025-01-01')
  }
  return db
}

/** A Postgres database at the schema before `version`, a connected client for the test's rows; the test ends it. */
export async function postgresBefore(url: string, version: number): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  await client.query('CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL)')
  for (const migration of before(version)) {
    await client.query(migration.postgres)
    await client.query('INSERT INTO schema_migrations VALUES ($1, $2, now())', [migration.version, migration.name])
  }
  return client
}
