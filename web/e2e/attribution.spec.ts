import { expect, test } from './support/test.ts'
import { exportLeads, fillAndSendFullForm, visitor } from './support/leads.ts'

// Campaign attribution in a real browser: utm parameters are stored with first- and last-touch
// copies, leave the address bar after 500 ms (other parameters and the hash kept, no new history
// entry), and the next lead carries them.

test.use({ viewport: { width: 1280, height: 900 } })

declare global {
  interface Window {
    replaceCalls?: { url: string; at: number }[]
  }
}

const readStorage = () => {
  const all: Record<string, string> = {}
  for (let index = 0; index < localStorage.length; index++) {
    const key = localStorage.key(index)
    if (key) all[key] = localStorage.getItem(key) ?? ''
  }
  return all
}

const CAMPAIGN = 'utm_source=newsletter&utm_medium=email&utm_campaign=spring-aeration&utm_term=core+aeration&utm_content=hero-button'

test('a campaign visit: utm params leave the address bar, stay in localStorage and ride along with the next lead', async ({ page }) => {
  // Every replaceState the page makes, with when it was made.
  await page.addInitScript(() => {
    const calls: { url: string; at: number }[] = []
    window.replaceCalls = calls
    const replace = history.replaceState.bind(history)
    history.replaceState = (data, unused, url) => {
      calls.push({ url: String(url ?? ''), at: performance.now() })
      replace(data, unused, url)
    }
  })
  await page.goto(`/contact?ref=door-hanger&${CAMPAIGN}#request`, { referer: 'https://www.facebook.com/' })
  const historyLength = await page.evaluate(() => history.length)

  await expect(page).toHaveURL(/\/contact\?ref=door-hanger#request$/)
  expect(await page.evaluate(() => history.length)).toBe(historyLength)
  const cleanup = await page.evaluate(() => window.replaceCalls?.find((call) => call.url && !call.url.includes('utm_')))
  expect(cleanup?.url).toBe('/contact?ref=door-hanger#request')
  expect(cleanup?.at).toBeGreaterThanOrEqual(500)

  const stored = await page.evaluate(readStorage)
  expect(stored).toMatchObject({
    utm_source: 'newsletter',
    utm_medium: 'email',
    utm_campaign: 'spring-aeration',
    utm_term: 'core aeration',
    utm_content: 'hero-button',
    utm_source_first_touch: 'newsletter',
    utm_source_last_touch: 'newsletter',
    referrer_source: 'facebook',
    referrer_type: 'social',
  })
  const expiresInDays = (Date.parse(stored.utm_expiry ?? '') - Date.parse(stored.utm_last_touch_timestamp ?? '')) / 86_400_000
  expect(expiresInDays).toBe(90)

  // Moving on inside the site keeps the campaign; the lead sent later carries it.
  await page.goto('/contact')
  const person = visitor('utm')
  const body = await fillAndSendFullForm(page, page.locator('main form[data-form-id="contact-page-form"]'), person)
  const expected = {
    utm_source: 'newsletter',
    utm_medium: 'email',
    utm_campaign: 'spring-aeration',
    utm_term: 'core aeration',
    utm_content: 'hero-button',
    utm_campaign_first_touch: 'spring-aeration',
    utm_campaign_last_touch: 'spring-aeration',
    utm_first_touch_timestamp: stored.utm_first_touch_timestamp,
    utm_expiry: stored.utm_expiry,
    referrer_source: 'facebook',
    referrer_type: 'social',
    referrer_source_first_touch: 'facebook',
  }
  expect(body.leadData).toMatchObject(expected)
  const lead = exportLeads().find((row) => row.email === person.email)
  expect(lead?.payload.leadData).toMatchObject(expected)
})

test('a visit from a search engine is organic, and same-site pages do not replace it', async ({ page }) => {
  await page.goto('/quiz?ref=abc', { referer: 'https://www.google.com/' })
  await expect
    .poll(() => page.evaluate(() => [localStorage.getItem('referrer_source'), localStorage.getItem('referrer_type')]))
    .toEqual(['google', 'organic'])
  // No utm params: the address is left alone.
  await page.waitForTimeout(700)
  expect(new URL(page.url()).search).toBe('?ref=abc')

  await page.goto('/pricing', { referer: new URL('/quiz', page.url()).href })
  await page.goto('/faq')
  await page.waitForLoadState('networkidle')
  expect(await page.evaluate(readStorage)).toMatchObject({
    referrer_source: 'google',
    referrer_type: 'organic',
    referrer_url: 'https://www.google.com/',
  })
  expect(await page.evaluate(() => localStorage.getItem('utm_source'))).toBeNull()
})
