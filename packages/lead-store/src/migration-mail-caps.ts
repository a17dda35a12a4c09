import { mailboxKeySql } from './mailbox.ts'
import type { Migration } from './migrations.ts'
import type { Dialect } from './steps.ts'

// Version 6: the normalised mailbox (mailbox.ts) on leads and visitor e-mails, an opt-out's e-mail
// key (which leads are matched on) made the same mailbox, and the time a visitor e-mail was reserved
// against the caps on mail to visitors (mail-caps.ts). Rows from before get their key from the same
// rule in SQL; visitor e-mails already sent count from their sending time, so the caps hold across
// the upgrade.

const statements = (dialect: Dialect, instant: string) => `
  ALTER TABLE leads ADD COLUMN mailbox TEXT;
  UPDATE leads SET mailbox = ${mailboxKeySql('email', dialect)};
  UPDATE opt_outs SET email_key = ${mailboxKeySql('email', dialect)};
  ALTER TABLE mail_queue ADD COLUMN mailbox TEXT;
  ALTER TABLE mail_queue ADD COLUMN reserved_at ${instant};
  UPDATE mail_queue SET reserved_at = sent_at, mailbox = (SELECT l.mailbox FROM leads l WHERE l.id = mail_queue.lead_id)
    WHERE kind IN ('visitor-confirmation', 'visitor-visit') AND status = 'sent';
  CREATE INDEX mail_queue_mailbox ON mail_queue (mailbox, reserved_at);
  CREATE INDEX mail_queue_reserved ON mail_queue (reserved_at);
`

export const MAIL_CAPS: Migration = {
  version: 6,
  name: 'normalised mailboxes on leads, opt-outs and e-mails; reservations against the caps on mail to visitors',
  sqlite: statements('sqlite', 'TEXT'),
  postgres: statements('postgres', 'TIMESTAMPTZ'),
}
