import type { Migration } from './migrations.ts'

// Version 7: what keeps one request one lead, a stranger from emptying the visit windows, and a
// filled trap from losing a post.
// - leads / newsletter_subscriptions.suspected_automated: the form's trap was filled (kept, flagged).
// - lead_requests: the fingerprint of each recent request (request-repeats.ts) and the lead it made;
//   rows older than the repeat window are removed by the daily clean-up (purge.ts). No foreign key:
//   deletions of leads remove their rows themselves (forget.ts), in the same transaction.
// - visit_network_load: bookings per network (an IPv4 /24, an IPv6 /48) and Jacksonville day, taken
//   with a conditional update like visit_window_load, so every instance shares the count.

const tables = (instant: string, flag: string) => `
  ALTER TABLE leads ADD COLUMN suspected_automated ${flag};
  ALTER TABLE newsletter_subscriptions ADD COLUMN suspected_automated ${flag};
  CREATE TABLE lead_requests (
    fingerprint TEXT PRIMARY KEY,
    lead_id TEXT NOT NULL,
    received_at ${instant} NOT NULL,
    sealed_token TEXT
  );
  CREATE INDEX lead_requests_lead ON lead_requests (lead_id);
  CREATE INDEX lead_requests_received_at ON lead_requests (received_at);
  CREATE TABLE visit_network_load (
    network TEXT NOT NULL,
    day TEXT NOT NULL,
    booked INTEGER NOT NULL CHECK (booked >= 0),
    PRIMARY KEY (network, day)
  );
  CREATE INDEX visit_network_load_day ON visit_network_load (day);
`

export const PRIVACY_AND_REPEATS: Migration = {
  version: 7,
  name: 'suspected-automated flag, request fingerprints, visit bookings per network',
  sqlite: tables('TEXT', 'INTEGER NOT NULL DEFAULT 0'),
  postgres: tables('TIMESTAMPTZ', 'BOOLEAN NOT NULL DEFAULT false'),
}
