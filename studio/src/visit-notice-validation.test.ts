import { beforeAll, describe, expect, it } from 'vitest'
import { buildDataset, type DatasetDocument } from '@site/content'
import { errorsOf } from './validation-harness.ts'

// The scheduled visit e-mails in Studio: the send times (Visit scheduling) on the 24-hour clock and
// within the hours that suit each, and the wording (Site settings > Request e-mails) with the
// placeholder refusals of the other mail wording: a reminder carries no typed value but the window.

let all: DatasetDocument[] = []
const doc = (id: string) => {
  const found = all.find((each) => each._id === id)
  if (!found) throw new Error(`no ${id} in the seed`)
  return found
}
beforeAll(async () => {
  all = (await buildDataset()).documents
})

const errors = async (id: string, changes: Record<string, unknown>) =>
  (await errorsOf({ ...doc(id), ...changes } as DatasetDocument, all)).join('\n')

describe('Visit scheduling > send times', () => {
  it('takes the seeded times, and refuses a time that is not HH:MM or out of its hours', async () => {
    expect(await errors('visitScheduling', {})).toBe('')
    expect(await errors('visitScheduling', { reminderTime: '3pm' })).toMatch(/^reminderTime: .*24-hour clock/m)
    expect(await errors('visitScheduling', { reminderTime: '22:00' })).toMatch(/^reminderTime: Pick a time from 09:00 to 19:00/m)
    expect(await errors('visitScheduling', { agendaTime: '12:00' })).toMatch(/^agendaTime: Pick a time from 04:00 to 11:00/m)
    expect(await errors('visitScheduling', { agendaTime: undefined })).toMatch(/^agendaTime: /m)
  })
})

describe('Site settings > Request e-mails: reminder and agenda', () => {
  it('refuses a typed value in the reminder and an unknown placeholder in the agenda', async () => {
    const settings = doc('siteSettings') as Extract<DatasetDocument, { _type: 'siteSettings' }>
    const leadMail = settings.leadMail
    expect(await errors('siteSettings', {})).toBe('')
    const withMail = (changes: Record<string, unknown>) => errors('siteSettings', { leadMail: { ...leadMail, ...changes } })
    expect(await withMail({ reminderText: 'See you at {address} on {window}.' })).toMatch(/reminderText: .*\{address\}/m)
    expect(await withMail({ reminderSubject: 'Your visit, {firstName}' })).toMatch(/reminderSubject: .*\{firstName\}/m)
    expect(await withMail({ agendaText: 'Visits for {name}' })).toMatch(/agendaText: .*\{name\}/m)
    expect(await withMail({ agendaEmptyText: undefined })).toMatch(/agendaEmptyText: /m)
  })
})
