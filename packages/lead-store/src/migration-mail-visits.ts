import type { Migration } from './migrations.ts'

// The e-mail queue, visit windows and CRM updates (version 5). Both databases get the same tables;
// only the types of the counters and instants differ. A window's date and times are kept as text as
// the site computed them (a Jacksonville calendar date, and times with their offset), so they come
// back exactly as they were booked on either database. leads_email_lower serves the cap on e-mails
// to one address (mail-queue.ts visitorMailSentTo).

const tables = (serial: string, instant: string) => `
  CREATE TABLE mail_queue (
    seq ${serial},
    id TEXT NOT NULL UNIQUE,
    lead_id TEXT NOT NULL REFERENCES leads (id),
    kind TEXT NOT NULL CHECK (kind IN ('office-alert', 'visitor-confirmation', 'office-visit', 'visitor-visit')),
    visit_window TEXT,
    created_at ${instant} NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'parked', 'skipped')),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at ${instant},
    locked_until ${instant},
    last_status INTEGER,
    last_error TEXT,
    sent_at ${instant},
    updated_at ${instant} NOT NULL
  );
  CREATE INDEX mail_queue_due ON mail_queue (status, next_attempt_at);
  CREATE INDEX mail_queue_lead ON mail_queue (lead_id);
  CREATE INDEX leads_email_lower ON leads (lower(email));
  CREATE TABLE visit_tokens (
    lead_id TEXT PRIMARY KEY REFERENCES leads (id),
    token_hash TEXT NOT NULL
  );
  CREATE TABLE visit_bookings (
    lead_id TEXT PRIMARY KEY REFERENCES leads (id),
    window_id TEXT NOT NULL,
    window_date TEXT NOT NULL,
    starts_at TEXT NOT NULL,
    ends_at TEXT NOT NULL,
    booked_at ${instant} NOT NULL,
    changes INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX visit_bookings_date ON visit_bookings (window_date, window_id);
  CREATE TABLE visit_window_load (
    window_id TEXT PRIMARY KEY,
    window_date TEXT NOT NULL,
    booked INTEGER NOT NULL CHECK (booked >= 0)
  );
  CREATE INDEX visit_window_load_date ON visit_window_load (window_date);
  CREATE TABLE crm_updates (
    seq ${serial},
    id TEXT NOT NULL UNIQUE,
    lead_id TEXT NOT NULL REFERENCES leads (id),
    kind TEXT NOT NULL CHECK (kind IN ('visit-window')),
    body TEXT NOT NULL,
    created_at ${instant} NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'parked')),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at ${instant},
    locked_until ${instant},
    last_status INTEGER,
    last_error TEXT,
    delivered_at ${instant},
    updated_at ${instant} NOT NULL
  );
  CREATE INDEX crm_updates_due ON crm_updates (status, next_attempt_at);
`

export const MAIL_AND_VISITS: Migration = {
  version: 5,
  name: 'e-mail queue, visit windows (tokens, bookings, capacity) and CRM updates',
  sqlite: tables('INTEGER PRIMARY KEY AUTOINCREMENT', 'TEXT'),
  postgres: tables('BIGSERIAL PRIMARY KEY', 'TIMESTAMPTZ'),
}
