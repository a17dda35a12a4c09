import { beforeAll, describe, expect, it } from 'vitest'
import { buildDataset, type DatasetDocument } from '@site/content'
import { errorsOf } from './validation-harness.ts'

// The wording of the visit decision e-mails and of the visitor's page follows the rules of the other
// visitor e-mails: only {window}, {service} and the greeting's first name of the request, never a
// word the visitor typed; and none may be left empty.

const VISITOR_FIELDS = [
  'visitConfirmedText',
  'visitDeclinedText',
  'visitOfferedText',
  'visitCancelledText',
  'visitConfirmedSubject',
  'visitDeclinedSubject',
  'visitOfferedSubject',
  'visitCancelledSubject',
]
const PAGE_FIELDS = ['requestedText', 'confirmedText', 'movedText', 'tooLateText', 'cancelledText']

describe('visit wording in Site settings', () => {
  let all: DatasetDocument[] = []
  let settings: DatasetDocument
  beforeAll(async () => {
    all = (await buildDataset()).documents
    settings = all.find((doc) => doc._id === 'siteSettings')!
  })
  const withField = (group: 'leadMail' | 'visitPage', field: string, value: string | undefined) =>
    ({ ...settings, [group]: { ...((settings as Record<string, unknown>)[group] as object), [field]: value } }) as DatasetDocument

  it.each(VISITOR_FIELDS)('refuses a typed value ({address}, {name}) and an empty %s', async (field) => {
    for (const typed of ['{address}', '{name}', '{zip}']) {
      expect((await errorsOf(withField('leadMail', field, `We come to ${typed} on {window}.`), all)).join('\n'), typed).toMatch(
        new RegExp(`leadMail.${field}.*Unknown placeholder`),
      )
    }
    expect((await errorsOf(withField('leadMail', field, undefined), all)).join('\n')).toMatch(new RegExp(`leadMail.${field}`))
  })

  it.each(PAGE_FIELDS)("refuses a typed value on the visitor's page (%s)", async (field) => {
    expect((await errorsOf(withField('visitPage', field, 'See you at {address}.'), all)).join('\n')).toMatch(
      new RegExp(`visitPage.${field}.*Unknown placeholder`),
    )
  })
})
