import type { Migration } from './migrations.ts'

// The texting box's evidence beside the contact consent (version 8): whether it was ticked, the
// wording and version shown, where that wording came from, and the HubSpot SMS subscription type.
// Leads stored before have no wording (NULL): no texting box was shown to them, and none ticked it.

const columns = (flag: string) => `
  ALTER TABLE leads ADD COLUMN sms_consent_given ${flag};
  ALTER TABLE leads ADD COLUMN sms_consent_text TEXT;
  ALTER TABLE leads ADD COLUMN sms_consent_version TEXT;
  ALTER TABLE leads ADD COLUMN sms_consent_source TEXT;
  ALTER TABLE leads ADD COLUMN sms_subscription_type_id TEXT;
`

export const SMS_CONSENT: Migration = {
  version: 8,
  name: 'the texting box: its answer, wording and version with each lead',
  sqlite: columns('INTEGER NOT NULL DEFAULT 0'),
  postgres: columns('BOOLEAN NOT NULL DEFAULT false'),
}
