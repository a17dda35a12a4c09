import type { Migration } from './migrations.ts'

// Version 9: the office's decision on a visit, and the e-mails that follow it or are sent on a schedule.
// - visit_bookings.status / confirmed_at: a booking is 'requested' until the office confirms it. A
//   cancelled booking is still deleted (visit-cancel.ts), which frees its place.
// - mail_queue: the new kinds; lead_id may be NULL for the office's daily agenda (about no one lead);
//   notice_key names a scheduled notice once, so every instance and every run inserts it at most once.
// SQLite cannot change a CHECK or a NOT NULL in place: mail_queue is rebuilt with every row and index.

// Written out rather than taken from mail-queue.ts MAIL_KINDS: a released migration never changes.
const KINDS = [
  'office-alert',
  'visitor-confirmation',
  'office-visit',
  'visitor-visit',
  'visitor-visit-confirmed',
  'visitor-visit-declined',
  'visitor-visit-offered',
  'visitor-visit-cancelled',
  'office-visit-changed',
  'visitor-reminder',
  'office-agenda',
]
const kindCheck = `kind IN (${KINDS.map((kind) => `'${kind}'`).join(', ')})`
const leadCheck = "lead_id IS NOT NULL OR kind = 'office-agenda'"
const bookingStatus = "status TEXT NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'confirmed'))"

const COLUMNS = `seq, id, lead_id, kind, visit_window, created_at, status, attempts, next_attempt_at, locked_until,
  last_status, last_error, sent_at, updated_at, mailbox, reserved_at`

const sqlite = `
  ALTER TABLE visit_bookings ADD COLUMN ${bookingStatus};
  ALTER TABLE visit_bookings ADD COLUMN confirmed_at TEXT;
  CREATE TABLE mail_queue_v9 (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    id TEXT NOT NULL UNIQUE,
    lead_id TEXT REFERENCES leads (id),
    kind TEXT NOT NULL CHECK (${kindCheck}),
    visit_window TEXT,
    created_at TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'parked', 'skipped')),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TEXT,
    locked_until TEXT,
    last_status INTEGER,
    last_error TEXT,
    sent_at TEXT,
    updated_at TEXT NOT NULL,
    mailbox TEXT,
    reserved_at TEXT,
    notice_key TEXT UNIQUE,
    CHECK (${leadCheck})
  );
  INSERT INTO mail_queue_v9 (${COLUMNS}) SELECT ${COLUMNS} FROM mail_queue;
  DROP TABLE mail_queue;
  ALTER TABLE mail_queue_v9 RENAME TO mail_queue;
  CREATE INDEX mail_queue_due ON mail_queue (status, next_attempt_at);
  CREATE INDEX mail_queue_lead ON mail_queue (lead_id);
  CREATE INDEX mail_queue_mailbox ON mail_queue (mailbox, reserved_at);
  CREATE INDEX mail_queue_reserved ON mail_queue (reserved_at);
`

const postgres = `
  ALTER TABLE visit_bookings ADD COLUMN ${bookingStatus};
  ALTER TABLE visit_bookings ADD COLUMN confirmed_at TIMESTAMPTZ;
  ALTER TABLE mail_queue ALTER COLUMN lead_id DROP NOT NULL;
  ALTER TABLE mail_queue ADD COLUMN notice_key TEXT UNIQUE;
  ALTER TABLE mail_queue DROP CONSTRAINT mail_queue_kind_check;
  ALTER TABLE mail_queue ADD CONSTRAINT mail_queue_kind_check CHECK (${kindCheck});
  ALTER TABLE mail_queue ADD CONSTRAINT mail_queue_lead_check CHECK (${leadCheck});
`

export const VISIT_DECISIONS: Migration = {
  version: 9,
  name: "the office's visit decisions (booking status), new e-mail kinds, scheduled notices",
  sqlite,
  postgres,
}
