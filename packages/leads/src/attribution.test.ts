import { describe, expect, it } from 'vitest'
import { ATTRIBUTION_FIELDS } from './attribution-fields.ts'
import { MAX_UTM_LENGTH, readUtmParams, recordVisit, withoutUtmParams, type KeyValueStore } from './attribution.ts'
import { attributionForLead } from './lead-attribution.ts'
import { memoryStore } from './read-attribution.ts'

const SITE = 'https://www.greenshieldlawn.example'
const DAY = 24 * 60 * 60 * 1000
const START = Date.parse('2025-03-01T14:00:00.000Z')

/** A fake clock the tests move forward, and a store to look into, as a browser tab would keep them. */
function browser() {
  let now = START
  const store: KeyValueStore & { dump(): Record<string, string> } = Object.assign(memoryStore(), {
    dump: () =>
      Object.fromEntries(
        ATTRIBUTION_FIELDS.flatMap((key) => {
          const value = store.getItem(key)
          return value === null ? [] : [[key, value]]
        }),
      ),
  })
  const deps = { store, clock: () => new Date(now) }
  return {
    store,
    visit: (path: string, referrer = '') => recordVisit({ url: SITE + path, referrer }, deps),
    lead: () => attributionForLead(deps),
    advance: (ms: number) => (now += ms),
    at: (offset = 0) => new Date(START + offset).toISOString(),
  }
}

const SPRING = '/?utm_source=facebook&utm_medium=paid-social&utm_campaign=spring-aeration&utm_term=aeration&utm_content=video-a'

describe('utm parameters in the address', () => {
  it('reads the five utm_* parameters, trimmed, ignoring empty ones and others', () => {
    expect(readUtmParams(`${SITE}/?utm_source=+google+&utm_medium=cpc&utm_campaign=&utm_id=9&gclid=x`)).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
    })
    expect(readUtmParams(`${SITE}/pricing`)).toEqual({})
    expect(readUtmParams(`${SITE}/?utm_campaign=${'x'.repeat(5000)}`).utm_campaign).toHaveLength(MAX_UTM_LENGTH)
  })

  it('takes them out of the address and keeps the path, the other parameters byte for byte and the hash', () => {
    expect(withoutUtmParams(`${SITE}/contact?utm_source=google&ref=abc&utm_medium=cpc&q=a%20b+c#form`)).toBe(
      '/contact?ref=abc&q=a%20b+c#form',
    )
    expect(withoutUtmParams(`${SITE}/quiz?utm_source=google&utm_id=7#start`)).toBe('/quiz#start')
    expect(withoutUtmParams(`${SITE}/?utm%5Fsource=encoded`)).toBe('/')
    expect(withoutUtmParams(`${SITE}/contact?ref=abc#form`)).toBeNull()
    expect(withoutUtmParams(`${SITE}/contact`)).toBeNull()
  })
})

describe('first and last touch', () => {
  it('stores a campaign visit with first-touch and last-touch copies, timestamps and a 90-day expiry', () => {
    const tab = browser()
    expect(tab.visit(SPRING, 'https://l.facebook.com/')).toMatchObject({ utm_source: 'facebook', utm_campaign: 'spring-aeration' })
    expect(tab.store.dump()).toMatchObject({
      utm_source: 'facebook',
      utm_medium: 'paid-social',
      utm_campaign: 'spring-aeration',
      utm_term: 'aeration',
      utm_content: 'video-a',
      utm_source_first_touch: 'facebook',
      utm_campaign_first_touch: 'spring-aeration',
      utm_content_first_touch: 'video-a',
      utm_source_last_touch: 'facebook',
      utm_campaign_last_touch: 'spring-aeration',
      utm_first_touch_timestamp: tab.at(),
      utm_last_touch_timestamp: tab.at(),
      utm_expiry: tab.at(90 * DAY),
      referrer_url: 'https://l.facebook.com/',
      referrer_source: 'facebook',
      referrer_type: 'social',
      referrer_url_first_touch: 'https://l.facebook.com/',
      referrer_source_first_touch: 'facebook',
      referrer_type_first_touch: 'social',
      referrer_timestamp: tab.at(),
      referrer_first_touch_timestamp: tab.at(),
    })
  })

  it('a later campaign replaces the current and last-touch values and keeps the first touch', () => {
    const tab = browser()
    tab.visit(SPRING)
    tab.advance(10 * DAY)
    tab.visit('/pricing?utm_source=mailchimp&utm_medium=email&utm_campaign=june-mosquito', 'https://mail.example.net/')
    const lead = tab.lead()
    expect(lead).toMatchObject({
      utm_source: 'mailchimp',
      utm_medium: 'email',
      utm_campaign: 'june-mosquito',
      utm_source_last_touch: 'mailchimp',
      utm_campaign_last_touch: 'june-mosquito',
      utm_last_touch_timestamp: tab.at(10 * DAY),
      utm_source_first_touch: 'facebook',
      utm_campaign_first_touch: 'spring-aeration',
      utm_first_touch_timestamp: tab.at(),
      utm_expiry: tab.at(100 * DAY),
      referrer_source: 'mail.example.net',
      referrer_type: 'referral',
      referrer_timestamp: tab.at(10 * DAY),
      referrer_type_first_touch: 'direct',
      referrer_first_touch_timestamp: tab.at(),
    })
    // The second campaign had no term or content: none is left over from the first.
    expect(lead).not.toHaveProperty('utm_term')
    expect(lead).not.toHaveProperty('utm_content')
    expect(lead).not.toHaveProperty('utm_term_last_touch')
    expect(lead.utm_term_first_touch).toBe('aeration')
  })

  it('keeps the first referrer and moves the last one; a visit without a referrer hides neither', () => {
    const tab = browser()
    tab.visit('/', 'https://www.google.com/')
    tab.advance(DAY)
    tab.visit('/pest-control', 'https://nextdoor.com/news_feed/')
    tab.advance(DAY)
    tab.visit('/contact')
    expect(tab.lead()).toMatchObject({
      referrer_source: 'nextdoor',
      referrer_type: 'social',
      referrer_timestamp: tab.at(DAY),
      referrer_source_first_touch: 'google',
      referrer_type_first_touch: 'organic',
      referrer_url_first_touch: 'https://www.google.com/',
      referrer_first_touch_timestamp: tab.at(),
    })
  })

  it('records a first visit without a referrer as direct', () => {
    const tab = browser()
    tab.visit('/')
    expect(tab.store.dump()).toEqual({
      referrer_source: 'direct',
      referrer_type: 'direct',
      referrer_source_first_touch: 'direct',
      referrer_type_first_touch: 'direct',
      referrer_timestamp: tab.at(),
      referrer_first_touch_timestamp: tab.at(),
    })
  })

  it("ignores this site's own pages as referrers", () => {
    const tab = browser()
    tab.visit('/', 'https://duckduckgo.com/')
    tab.advance(DAY)
    tab.visit('/pricing', `${SITE}/`)
    tab.visit('/contact', 'https://greenshieldlawn.example/pricing')
    expect(tab.lead()).toMatchObject({ referrer_source: 'duckduckgo', referrer_type: 'organic', referrer_timestamp: tab.at() })
  })

  it('records an unparsable referrer as unknown', () => {
    const tab = browser()
    tab.visit('/', 'android-app://com.google.android.gm/')
    expect(tab.lead()).toMatchObject({
      referrer_url: 'android-app://com.google.android.gm/',
      referrer_source: 'unknown',
      referrer_type: 'unknown',
      utm_source: 'unknown',
      utm_medium: 'unknown',
      utm_campaign: '(not set)',
    })
  })
})

describe('preference order of what a lead carries', () => {
  it('prefers utm data when present and not direct, over the referrer', () => {
    const tab = browser()
    tab.visit(SPRING, 'https://www.google.com/')
    expect(tab.lead()).toMatchObject({
      utm_source: 'facebook',
      utm_medium: 'paid-social',
      utm_campaign: 'spring-aeration',
      referrer_source: 'google',
    })
  })

  it('fills parts of a campaign the link left out with (not set)', () => {
    const tab = browser()
    tab.visit('/?utm_campaign=door-hangers')
    expect(tab.lead()).toMatchObject({ utm_source: '(not set)', utm_medium: '(not set)', utm_campaign: 'door-hangers' })
  })

  it.each([
    ['https://www.bing.com/', { utm_source: 'bing', utm_medium: 'organic', utm_campaign: '(organic)' }],
    ['https://www.instagram.com/', { utm_source: 'instagram', utm_medium: 'social', utm_campaign: '(not set)' }],
    ['https://www.jaxhoa.org/vendors', { utm_source: 'jaxhoa.org', utm_medium: 'referral', utm_campaign: '(not set)' }],
  ])('maps a referrer (%s) to a source and medium when there is no campaign; only organic gets a campaign', (referrer, expected) => {
    const tab = browser()
    tab.visit('/', referrer)
    expect(tab.lead()).toMatchObject(expected)
  })

  it('is direct / none / (not set) with neither', () => {
    const tab = browser()
    tab.visit('/')
    expect(tab.lead()).toMatchObject({ utm_source: 'direct', utm_medium: 'none', utm_campaign: '(not set)' })
    expect(browser().lead()).toEqual({ utm_source: 'direct', utm_medium: 'none', utm_campaign: '(not set)' })
  })
})

describe('90-day expiry (fake clock)', () => {
  it('keeps a campaign until the last moment of day 90, then resets it to direct / none / (not set)', () => {
    const tab = browser()
    tab.visit(SPRING)
    tab.advance(90 * DAY - 1)
    expect(tab.lead()).toMatchObject({ utm_source: 'facebook', utm_campaign: 'spring-aeration', utm_source_first_touch: 'facebook' })
    tab.advance(1)
    const lead = tab.lead()
    expect(lead).toEqual({ utm_source: 'direct', utm_medium: 'none', utm_campaign: '(not set)' })
    expect(tab.store.dump()).toEqual({ utm_source: 'direct', utm_medium: 'none', utm_campaign: '(not set)' })
  })

  it('counts the 90 days from the last campaign visit', () => {
    const tab = browser()
    tab.visit(SPRING)
    tab.advance(60 * DAY)
    tab.visit('/?utm_source=facebook&utm_medium=paid-social&utm_campaign=summer-mosquito')
    tab.advance(89 * DAY)
    expect(tab.lead()).toMatchObject({ utm_campaign: 'summer-mosquito', utm_campaign_first_touch: 'spring-aeration' })
    tab.advance(DAY)
    expect(tab.lead()).toMatchObject({ utm_source: 'direct', utm_medium: 'none', utm_campaign: '(not set)' })
  })

  it('starts a new first touch with the first campaign after an expiry', () => {
    const tab = browser()
    tab.visit(SPRING)
    tab.advance(120 * DAY)
    tab.visit('/?utm_source=google&utm_medium=cpc&utm_campaign=fall-lawn')
    expect(tab.lead()).toMatchObject({
      utm_campaign: 'fall-lawn',
      utm_campaign_first_touch: 'fall-lawn',
      utm_first_touch_timestamp: tab.at(120 * DAY),
    })
  })

  it('expires a referrer 90 days after it was recorded, and a later visit starts afresh', () => {
    const tab = browser()
    tab.visit('/', 'https://www.google.com/')
    tab.advance(90 * DAY - 1)
    expect(tab.lead()).toMatchObject({ utm_source: 'google', utm_medium: 'organic' })
    tab.advance(1)
    expect(tab.lead()).toEqual({ utm_source: 'direct', utm_medium: 'none', utm_campaign: '(not set)' })
    tab.visit('/', 'https://www.facebook.com/')
    expect(tab.lead()).toMatchObject({ referrer_source_first_touch: 'facebook', utm_source: 'facebook', utm_medium: 'social' })
  })

  it('treats an unreadable expiry as past', () => {
    const tab = browser()
    tab.visit(SPRING)
    tab.store.setItem('utm_expiry', 'soon')
    expect(tab.lead()).toMatchObject({ utm_source: 'direct', utm_medium: 'none', utm_campaign: '(not set)' })
  })
})
