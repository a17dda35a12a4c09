import { MAIL_CAPS } from './migration-mail-caps.ts'
import { MAIL_AND_VISITS } from './migration-mail-visits.ts'
import { PRIVACY_AND_REPEATS } from './migration-privacy.ts'
import { SMS_CONSENT } from './migration-sms-consent.ts'
import { VISIT_DECISIONS } from './migration-visit-decisions.ts'

// Versioned schema changes, applied in order inside a transaction and recorded in schema_migrations.
// Never edit a released migration: add the next version. Each missing version is applied on its own,
// so a gap in the numbers is fine.

export type Migration = { version: number; name: string; sqlite: string; postgres: string }

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'leads, outbox and newsletter subscriptions',
    sqlite: `
      CREATE TABLE leads (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        id TEXT NOT NULL UNIQUE,
        received_at TEXT NOT NULL,
        client_timestamp TEXT,
        form_id TEXT NOT NULL,
        form_type TEXT,
        page TEXT,
        page_name TEXT,
        page_url TEXT,
        first_name TEXT NOT NULL,
        last_name TEXT NOT NULL,
        email TEXT NOT NULL,
        phone TEXT NOT NULL,
        address TEXT NOT NULL,
        city TEXT NOT NULL,
        zip_code TEXT NOT NULL,
        service TEXT NOT NULL,
        message TEXT NOT NULL,
        consent_given INTEGER NOT NULL,
        consent_text TEXT NOT NULL,
        consent_version TEXT NOT NULL,
        consent_source TEXT NOT NULL,
        consent_at TEXT NOT NULL,
        client_ip TEXT,
        user_agent TEXT,
        attribution TEXT NOT NULL,
        payload TEXT NOT NULL
      );
      CREATE INDEX leads_received_at ON leads (received_at);
      CREATE TABLE lead_outbox (
        lead_id TEXT PRIMARY KEY REFERENCES leads (id),
        status TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'parked')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TEXT,
        locked_until TEXT,
        last_status INTEGER,
        last_error TEXT,
        delivered_at TEXT,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX lead_outbox_due ON lead_outbox (status, next_attempt_at);
      CREATE TABLE newsletter_subscriptions (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        id TEXT NOT NULL UNIQUE,
        email TEXT NOT NULL,
        subscribed_at TEXT NOT NULL,
        page TEXT,
        page_url TEXT,
        consent_given INTEGER NOT NULL,
        consent_text TEXT NOT NULL,
        consent_version TEXT NOT NULL,
        consent_source TEXT NOT NULL,
        client_ip TEXT,
        user_agent TEXT
      );
      CREATE INDEX newsletter_subscriptions_email ON newsletter_subscriptions (email);
    `,
    postgres: `
      CREATE TABLE leads (
        seq BIGSERIAL PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        received_at TIMESTAMPTZ NOT NULL,
        client_timestamp TEXT,
        form_id TEXT NOT NULL,
        form_type TEXT,
        page TEXT,
        page_name TEXT,
        page_url TEXT,
        first_name TEXT NOT NULL,
        last_name TEXT NOT NULL,
        email TEXT NOT NULL,
        phone TEXT NOT NULL,
        address TEXT NOT NULL,
        city TEXT NOT NULL,
        zip_code TEXT NOT NULL,
        service TEXT NOT NULL,
        message TEXT NOT NULL,
        consent_given BOOLEAN NOT NULL,
        consent_text TEXT NOT NULL,
        consent_version TEXT NOT NULL,
        consent_source TEXT NOT NULL,
        consent_at TIMESTAMPTZ NOT NULL,
        client_ip TEXT,
        user_agent TEXT,
        attribution JSONB NOT NULL,
        payload JSONB NOT NULL
      );
      CREATE INDEX leads_received_at ON leads (received_at);
      CREATE TABLE lead_outbox (
        lead_id TEXT PRIMARY KEY REFERENCES leads (id),
        status TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'parked')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TIMESTAMPTZ,
        locked_until TIMESTAMPTZ,
        last_status INTEGER,
        last_error TEXT,
        delivered_at TIMESTAMPTZ,
        updated_at TIMESTAMPTZ NOT NULL
      );
      CREATE INDEX lead_outbox_due ON lead_outbox (status, next_attempt_at);
      CREATE TABLE newsletter_subscriptions (
        seq BIGSERIAL PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        email TEXT NOT NULL,
        subscribed_at TIMESTAMPTZ NOT NULL,
        page TEXT,
        page_url TEXT,
        consent_given BOOLEAN NOT NULL,
        consent_text TEXT NOT NULL,
        consent_version TEXT NOT NULL,
        consent_source TEXT NOT NULL,
        client_ip TEXT,
        user_agent TEXT
      );
      CREATE INDEX newsletter_subscriptions_email ON newsletter_subscriptions (email);
    `,
  },
  {
    version: 2,
    name: 'payloads kept as sent (key order) in Postgres',
    // jsonb reorders an object's keys; the outbox forwards the stored payload, which must reach the
    // CRM in the payload's own key order ({client, domain, leadData, legal, hubspotSubscriptions}). json keeps
    // the text as written. SQLite already stores the text.
    sqlite: 'SELECT 1;',
    postgres: `
      ALTER TABLE leads ALTER COLUMN payload TYPE json USING payload::json;
      ALTER TABLE leads ALTER COLUMN attribution TYPE json USING attribution::json;
    `,
  },
  {
    version: 3,
    name: 'opt-outs (withdrawn consent) with their outbox state; service-area mark on leads',
    // email_key and phone_key are the normalised contact (lowercase e-mail, ten phone digits) that
    // leads are matched on, so a later lead from the same person shows the opt-out.
    sqlite: `
      CREATE TABLE opt_outs (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        id TEXT NOT NULL UNIQUE,
        received_at TEXT NOT NULL,
        email TEXT,
        phone TEXT,
        email_key TEXT,
        phone_key TEXT,
        channels TEXT NOT NULL,
        page_url TEXT,
        client_ip TEXT,
        user_agent TEXT,
        status TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'parked')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TEXT,
        locked_until TEXT,
        last_status INTEGER,
        last_error TEXT,
        delivered_at TEXT,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX opt_outs_email_key ON opt_outs (email_key);
      CREATE INDEX opt_outs_phone_key ON opt_outs (phone_key);
      CREATE INDEX opt_outs_due ON opt_outs (status, next_attempt_at);
      ALTER TABLE leads ADD COLUMN service_area TEXT;
    `,
    postgres: `
      CREATE TABLE opt_outs (
        seq BIGSERIAL PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        received_at TIMESTAMPTZ NOT NULL,
        email TEXT,
        phone TEXT,
        email_key TEXT,
        phone_key TEXT,
        channels TEXT NOT NULL,
        page_url TEXT,
        client_ip TEXT,
        user_agent TEXT,
        status TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'parked')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TIMESTAMPTZ,
        locked_until TIMESTAMPTZ,
        last_status INTEGER,
        last_error TEXT,
        delivered_at TIMESTAMPTZ,
        updated_at TIMESTAMPTZ NOT NULL
      );
      CREATE INDEX opt_outs_email_key ON opt_outs (email_key);
      CREATE INDEX opt_outs_phone_key ON opt_outs (phone_key);
      CREATE INDEX opt_outs_due ON opt_outs (status, next_attempt_at);
      ALTER TABLE leads ADD COLUMN service_area TEXT;
    `,
  },
  {
    version: 4,
    name: 'one opt-out per contact, settings snapshots, the write budget',
    // Repeated opt-outs of a contact become one record: the newest row is kept with the first time,
    // the count of requests and every channel ever withdrawn. contact_key is the normalised e-mail and
    // phone as given together. The budget's buckets and the snapshots are small tables of their own.
    sqlite: `
      ALTER TABLE opt_outs ADD COLUMN contact_key TEXT;
      ALTER TABLE opt_outs ADD COLUMN first_received_at TEXT;
      ALTER TABLE opt_outs ADD COLUMN requests INTEGER NOT NULL DEFAULT 1;
      UPDATE opt_outs SET contact_key = coalesce(email_key, '') || ' ' || coalesce(phone_key, '');
      UPDATE opt_outs SET
        first_received_at = (SELECT min(o.received_at) FROM opt_outs o WHERE o.contact_key = opt_outs.contact_key),
        requests = (SELECT count(*) FROM opt_outs o WHERE o.contact_key = opt_outs.contact_key),
        channels = CASE
          WHEN EXISTS (SELECT 1 FROM opt_outs o WHERE o.contact_key = opt_outs.contact_key AND instr(o.channels, 'sms') > 0)
           AND EXISTS (SELECT 1 FROM opt_outs o WHERE o.contact_key = opt_outs.contact_key AND instr(o.channels, 'email') > 0)
          THEN 'sms,email' ELSE channels END;
      DELETE FROM opt_outs WHERE seq NOT IN (SELECT max(seq) FROM opt_outs GROUP BY contact_key);
      CREATE UNIQUE INDEX opt_outs_contact ON opt_outs (contact_key);
      CREATE INDEX opt_outs_received_at ON opt_outs (received_at);
      CREATE TABLE write_budget (bucket TEXT PRIMARY KEY, tokens REAL NOT NULL, updated_ms INTEGER NOT NULL);
      CREATE TABLE settings_snapshots (name TEXT PRIMARY KEY, value TEXT NOT NULL, saved_at TEXT NOT NULL);
    `,
    postgres: `
      ALTER TABLE opt_outs ADD COLUMN contact_key TEXT;
      ALTER TABLE opt_outs ADD COLUMN first_received_at TIMESTAMPTZ;
      ALTER TABLE opt_outs ADD COLUMN requests INTEGER NOT NULL DEFAULT 1;
      UPDATE opt_outs SET contact_key = coalesce(email_key, '') || ' ' || coalesce(phone_key, '');
      UPDATE opt_outs x SET first_received_at = agg.first_at, requests = agg.n,
        channels = CASE WHEN agg.sms AND agg.email THEN 'sms,email' ELSE x.channels END
      FROM (SELECT contact_key, min(received_at) AS first_at, count(*) AS n,
              bool_or(position('sms' in channels) > 0) AS sms, bool_or(position('email' in channels) > 0) AS email
            FROM opt_outs GROUP BY contact_key) agg
      WHERE agg.contact_key = x.contact_key;
      DELETE FROM opt_outs WHERE seq NOT IN (SELECT max(seq) FROM opt_outs GROUP BY contact_key);
      ALTER TABLE opt_outs ALTER COLUMN contact_key SET NOT NULL;
      ALTER TABLE opt_outs ALTER COLUMN first_received_at SET NOT NULL;
      CREATE UNIQUE INDEX opt_outs_contact ON opt_outs (contact_key);
      CREATE INDEX opt_outs_received_at ON opt_outs (received_at);
      CREATE TABLE write_budget (bucket TEXT PRIMARY KEY, tokens DOUBLE PRECISION NOT NULL, updated_ms BIGINT NOT NULL);
      CREATE TABLE settings_snapshots (name TEXT PRIMARY KEY, value TEXT NOT NULL, saved_at TIMESTAMPTZ NOT NULL);
    `,
  },
  MAIL_AND_VISITS,
  MAIL_CAPS,
  PRIVACY_AND_REPEATS,
  SMS_CONSENT,
  VISIT_DECISIONS,
]
