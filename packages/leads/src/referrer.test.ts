import { describe, expect, it } from 'vitest'
import { MAX_REFERRER_LENGTH, SEARCH_ENGINES, SOCIAL_NETWORKS, classifyReferrer } from './referrer.ts'

const SITE = 'www.greenshieldlawn.example'

// One referrer per search engine, in the order of SEARCH_ENGINES.
const ENGINE_CASES: [string, string][] = [
  ['google', 'https://www.google.com/'],
  ['bing', 'https://www.bing.com/search?q=lawn+care+jacksonville'],
  ['yahoo', 'https://search.yahoo.com/'],
  ['duckduckgo', 'https://duckduckgo.com/'],
  ['baidu', 'https://www.baidu.com/'],
  ['yandex', 'https://yandex.ru/'],
  ['ecosia', 'https://www.ecosia.org/'],
  ['ask', 'https://www.ask.com/'],
  ['aol', 'https://search.aol.com/'],
  ['qwant', 'https://www.qwant.com/'],
  ['startpage', 'https://www.startpage.com/'],
  ['brave', 'https://search.brave.com/'],
  ['kagi', 'https://kagi.com/'],
]

describe('traffic source classification', () => {
  it('knows exactly thirteen search engines and nine social networks', () => {
    expect(SEARCH_ENGINES).toEqual(ENGINE_CASES.map(([engine]) => engine))
    expect(SEARCH_ENGINES).toHaveLength(13)
    expect(Object.keys(SOCIAL_NETWORKS)).toEqual([
      'facebook',
      'instagram',
      'x',
      'linkedin',
      'pinterest',
      'youtube',
      'tiktok',
      'reddit',
      'nextdoor',
    ])
  })

  it.each(ENGINE_CASES)('%s is organic', (engine, referrer) => {
    expect(classifyReferrer(referrer, SITE)).toEqual({ url: referrer, source: engine, type: 'organic' })
  })

  it.each([
    ['https://www.google.co.uk/', 'google'],
    ['https://www.google.com.br/', 'google'],
    ['https://news.google.com/', 'google'],
    ['https://yahoo.co.jp/', 'yahoo'],
    ['https://yandex.com/', 'yandex'],
  ])('%s, a country or service domain of an engine, is organic', (referrer, engine) => {
    expect(classifyReferrer(referrer, SITE)).toMatchObject({ source: engine, type: 'organic' })
  })

  it.each([
    ['facebook', 'https://m.facebook.com/'],
    ['facebook', 'https://l.facebook.com/l.php?u=x'],
    ['instagram', 'https://l.instagram.com/'],
    ['x', 'https://t.co/abc123'],
    ['x', 'https://twitter.com/'],
    ['linkedin', 'https://www.linkedin.com/'],
    ['pinterest', 'https://pin.it/xyz'],
    ['youtube', 'https://www.youtube.com/'],
    ['tiktok', 'https://www.tiktok.com/'],
    ['reddit', 'https://out.reddit.com/'],
    ['nextdoor', 'https://nextdoor.com/news_feed/'],
  ])('%s (%s) is social', (network, referrer) => {
    expect(classifyReferrer(referrer, SITE)).toEqual({ url: referrer, source: network, type: 'social' })
  })

  it('covers each of the nine networks', () => {
    for (const [network, hosts] of Object.entries(SOCIAL_NETWORKS)) {
      for (const host of hosts) expect(classifyReferrer(`https://${host}/`, SITE), host).toMatchObject({ source: network, type: 'social' })
    }
  })

  it.each([
    ['https://www.jacksonville.com/news/', 'jacksonville.com'],
    ['https://mygoogle.com/', 'mygoogle.com'],
    ['https://google.evil.com/', 'google.evil.com'],
    ['https://notfacebook.com/', 'notfacebook.com'],
    ['http://neighborhood-hoa.org:8080/links', 'neighborhood-hoa.org'],
  ])('%s, any other site, is a referral from its host', (referrer, host) => {
    expect(classifyReferrer(referrer, SITE)).toEqual({ url: referrer, source: host, type: 'referral' })
  })

  it.each(['', '   '])('no referrer (%j) is direct', (referrer) => {
    expect(classifyReferrer(referrer, SITE)).toEqual({ url: '', source: 'direct', type: 'direct' })
  })

  it.each([`https://${SITE}/pricing`, 'https://greenshieldlawn.example/blog', `http://${SITE.toUpperCase()}:3000/?utm_source=x`])(
    'a page of this site (%s) is ignored',
    (referrer) => {
      expect(classifyReferrer(referrer, SITE)).toBeNull()
    },
  )

  it.each(['not a url', 'http://', '//google.com/', 'android-app://com.google.android.gm/', 'file:///home/me/page.html'])(
    'a referrer that is not a web address (%j) is recorded as unknown',
    (referrer) => {
      expect(classifyReferrer(referrer, SITE)).toEqual({ url: referrer, source: 'unknown', type: 'unknown' })
    },
  )

  it('keeps at most 1,000 characters of a referrer address', () => {
    const long = `https://example.org/?q=${'a'.repeat(5000)}`
    expect(classifyReferrer(long, SITE)?.url).toHaveLength(MAX_REFERRER_LENGTH)
  })
})
