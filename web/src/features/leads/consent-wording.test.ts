import { describe, expect, it, vi } from 'vitest'
import { marketingIn, missingTextingDisclosures } from '@site/leads'
import { getLayout, getPage } from '@/sanity/content'

vi.mock('@/sanity/fetch', () => import('@/sanity/testing/seeded-content'))

// The wording the forms show and what the legal pages promise about it, as the seeded site says them
// (placeholders filled): the required box asks for no marketing, the texting box says everything a
// carrier and the TCPA ask, the newsletter box has its own, and the privacy policy and terms
// describe them.

/** Every span's text of a page's sections, in one string. */
function textOf(value: unknown): string {
  if (Array.isArray(value)) return value.map(textOf).join(' ')
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    if (record._type === 'span' && typeof record.text === 'string') return record.text
    return Object.values(record).map(textOf).join(' ')
  }
  return ''
}

describe('the consent wording', () => {
  it('keeps the required box to this request and the texting box complete, naming the company', async () => {
    const { settings } = await getLayout()
    expect(marketingIn(settings.consentText)).toBeNull()
    expect(settings.consentText).toMatch(/this request/)
    expect(missingTextingDisclosures(settings.smsConsentText, settings.companyName)).toEqual([])
    expect(settings.smsConsentText).not.toMatch(/\{\w+\}/)
  })

  it("gives the newsletter box its own wording: the company's e-mail newsletter and how to leave it, no request", async () => {
    const { settings } = await getLayout()
    expect(settings.newsletterConsentText).toContain(settings.companyName)
    expect(settings.newsletterConsentText).toMatch(/newsletter/)
    expect(settings.newsletterConsentText).toMatch(/unsubscribe/)
    expect(settings.newsletterConsentText).not.toMatch(/request|\btexts?\b|\{\w+\}/)
    const privacy = textOf((await getPage('/privacy-policy'))?.sections)
    expect(privacy).toMatch(/sign up for our newsletter we collect your e-mail address/)
  })

  for (const path of ['/privacy-policy', '/terms-of-use']) {
    it(`is described on ${path}: both boxes, texting optional, STOP and HELP, 18 or older, opt-in data kept to ourselves`, async () => {
      const text = textOf((await getPage(path))?.sections)
      expect(text).toMatch(/required box/i)
      expect(text).toMatch(/texting box/i)
      expect(text).toMatch(/optional/i)
      expect(text).toMatch(/not a condition of (any )?purchase/i)
      expect(text).toMatch(/\bSTOP\b/)
      expect(text).toMatch(/\bHELP\b/)
      expect(text).toMatch(/18 years of age or older/)
      expect(text).toMatch(/opt-in data and consent are never shared with/i)
      expect(text).toMatch(/Message frequency varies/)
    })
  }
})
