import { describe, expect, it } from 'vitest'
import { OFFER_STATE_FILTERS, createMemorySource } from '@site/sanity'
import { buildDataset, type DatasetDocument } from '@site/content'
import { errorsOf } from './validation-harness.ts'
import { offerSubtitle } from './schema-types/documents/special.ts'

// Offers on a schedule in the Studio: the end must come after the start, lists say where each offer
// stands, and the desk's Live / Scheduled / Ended lists hold the right offers.

const { documents } = await buildDataset()
const seedOffer = documents.find((doc) => doc._type === 'special')
if (!seedOffer) throw new Error('The seed has no special offer')

const HOUR = 3_600_000
const at = (offset: number) => new Date(Date.now() + offset).toISOString()
const offer = (id: string, startsAt?: string, endsAt?: string): DatasetDocument => ({ ...seedOffer, _id: id, startsAt, endsAt })

describe('offer schedule', () => {
  it('refuses an end before the start and says what to do', async () => {
    const backwards = offer('special-backwards', at(2 * HOUR), at(HOUR))
    expect(await errorsOf(backwards, [backwards])).toEqual([
      'endsAt: The offer would end before it starts. Pick an end after the start, or clear one of the two.',
    ])
    const open = offer('special-open', undefined, at(HOUR))
    expect(await errorsOf(open, [open])).toEqual([])
  })

  it('says in lists whether an offer is scheduled, live or ended, in Jacksonville time', () => {
    const now = Date.parse('2026-07-01T12:00:00Z')
    expect(offerSubtitle('2026-07-04T04:00:00Z', undefined, now)).toBe('Scheduled from Jul 4, 2026, 12:00 AM')
    expect(offerSubtitle(undefined, '2026-07-05T03:59:00Z', now)).toBe('Live until Jul 4, 2026, 11:59 PM')
    expect(offerSubtitle(undefined, undefined, now)).toBe('Live, no end date')
    expect(offerSubtitle('2026-06-01T04:00:00Z', '2026-06-30T04:00:00Z', now)).toBe('Ended Jun 30, 2026, 12:00 AM')
  })

  it('files each offer under Live, Scheduled or Ended by the time the list is opened', async () => {
    const offers = [
      offer('special-always'),
      offer('special-running', at(-HOUR), at(HOUR)),
      offer('special-soon', at(HOUR)),
      offer('special-over', at(-2 * HOUR), at(-HOUR)),
    ]
    const source = createMemorySource(offers)
    const ids = async (filter: string) => (await source.fetch(`*[_type == "special" && ${filter}]._id`, {})) as string[]
    expect((await ids(OFFER_STATE_FILTERS.live)).sort()).toEqual(['special-always', 'special-running'])
    expect(await ids(OFFER_STATE_FILTERS.scheduled)).toEqual(['special-soon'])
    expect(await ids(OFFER_STATE_FILTERS.ended)).toEqual(['special-over'])
  })
})
