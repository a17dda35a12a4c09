import { defineField } from 'sanity'

// How long request records and their backups are kept. The privacy policy prints these figures
// through placeholders, and the site acts on them: the server deletes requests older than the
// retention period every day, and `pnpm leads backup --dir` removes backups older than the backup
// period (docs/operations.md). So the policy and what the code does are one setting.

export const recordKeepingFields = [
  defineField({
    name: 'leadRetentionYears',
    title: 'Keep estimate requests (years)',
    type: 'number',
    group: 'records',
    description:
      'Requests from the website are deleted, with their e-mails and visit times, once they are this many years old. The privacy policy writes {retentionYears}. Customer records in your own software are not affected.',
    validation: (rule) => rule.required().integer().min(1).max(10).error('Write a whole number of years from 1 to 10.'),
  }),
  defineField({
    name: 'backupDays',
    title: 'Keep backups of requests (days)',
    type: 'number',
    group: 'records',
    description:
      'How long a backup of the request records is kept before the backup job removes it, so a deleted request is gone from every backup within this many days. The privacy policy writes {backupDays}.',
    validation: (rule) => rule.required().integer().min(1).max(365).error('Write a whole number of days from 1 to 365.'),
  }),
]
