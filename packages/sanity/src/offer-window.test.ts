import { describe, expect, it } from 'vitest'
import { liveOffers, nextOfferChange, offerState } from './offer-window.ts'

const now = Date.parse('2026-12-24T12:00:00Z')
const iso = (minutes: number) => new Date(now + minutes * 60_000).toISOString()

describe('offer windows', () => {
  it('shows an offer from its start (inclusive) until its end (exclusive)', () => {
    expect(offerState({}, now)).toBe('live')
    expect(offerState({ startsAt: iso(0) }, now)).toBe('live')
    expect(offerState({ startsAt: iso(1) }, now)).toBe('scheduled')
    expect(offerState({ endsAt: iso(0) }, now)).toBe('ended')
    expect(offerState({ startsAt: iso(-60), endsAt: iso(60) }, now)).toBe('live')
  })

  it('finds the next start or end still ahead', () => {
    expect(nextOfferChange([{ startsAt: iso(-5), endsAt: iso(30) }, { startsAt: iso(10) }, {}], now)).toBe(now + 10 * 60_000)
    expect(nextOfferChange([{ endsAt: iso(-1) }, {}], now)).toBeUndefined()
  })

  it('keeps only live offers in every offer list of a page, and reports when the page must change', () => {
    const page = {
      title: 'Specials',
      sections: [
        { _type: 'richText', heading: 'Untouched' },
        {
          _type: 'specialsSection',
          heading: 'Offers',
          specials: [
            { _id: 'a', endsAt: iso(1) },
            { _id: 'b', startsAt: iso(2) },
            { _id: 'c', endsAt: iso(-1) },
            { _id: 'd', startsAt: null, endsAt: null },
            null,
          ],
        },
      ],
    }
    const { value, nextChange } = liveOffers(page, now)
    expect(value.sections[1]).toMatchObject({ heading: 'Offers', specials: [{ _id: 'a' }, { _id: 'd' }] })
    expect(value.sections[0]).toEqual({ _type: 'richText', heading: 'Untouched' })
    expect(nextChange).toBe(now + 60_000)
    expect(liveOffers(page, now + 90_000).value.sections[1]).toMatchObject({ specials: [{ _id: 'd' }] })
    expect(liveOffers(page, now + 120_000).value.sections[1]).toMatchObject({ specials: [{ _id: 'b' }, { _id: 'd' }] })
  })
})
