import { beforeAll, describe, expect, it } from 'vitest'
import { buildDataset, type DatasetDocument } from '@site/content'
import { createMemorySource } from '@site/sanity'
import { launchCheck } from './report.ts'

// The owner runs `pnpm launch-check` on the seeded site and reads what is still sample; once the
// real facts are in and the server is configured, it passes.

let documents: DatasetDocument[] = []

beforeAll(async () => {
  documents = (await buildDataset()).documents
})

// The day the checks run, fixed so the rating's age does not depend on when the test does.
const TODAY = new Date('2026-11-28T12:00:00Z')

const LIVE_ENV = {
  SANITY_PROJECT_ID: 'abc123',
  SANITY_DATASET: 'production',
  SANITY_REVALIDATE_SECRET: 'a-long-secret',
  LEAD_FORWARD_URL: 'https://api.hsforms.com/submissions/v3/integration/submit/1/2',
  LEAD_FORWARD_FORMAT: 'hubspot',
  SMTP_URL: 'smtp://site:Pw-not-shown@smtp.example-mail.net:587',
  SMTP_FROM: 'Hollis Lawn & Pest <office@hollislawnpest.com>',
}

/** The seed as a company would leave it once every sample is replaced. */
function madeReal(docs: DatasetDocument[]): unknown[] {
  return docs.map((doc): unknown => {
    if (doc._type === 'testimonial' || doc._type === 'transformation') return { ...doc, sample: false }
    if (doc._type !== 'siteSettings') return doc
    return {
      ...doc,
      phone: '(904) 731-2200',
      secondaryPhone: '(904) 731-2201',
      email: 'office@hollislawnpest.com',
      socialProfiles: [{ _key: 'fb', _type: 'link', label: 'Facebook', href: 'https://www.facebook.com/hollislawnpest' }],
      gtmContainerId: 'GTM-AB12CD3',
      googleReviewUrl: 'https://g.page/r/CdT4x9qLrPZbEAE/review',
      leadMail: { ...doc.leadMail, officeRecipients: ['office@hollislawnpest.com', 'owner@hollislawnpest.com'] },
      licenseNumber: 'JB123456',
      rating: { ...doc.rating, asOf: '2026-11-02' },
      smsProgramRegisteredOn: '2026-12-15',
    }
  })
}

describe('pnpm launch-check', () => {
  it('on the seeded site, lists every sample and unset item with where to fix it, and fails', async () => {
    const { text, exitCode } = await launchCheck(createMemorySource(documents), {}, TODAY)
    expect(exitCode).toBe(1)
    for (const title of [
      'Sample customer reviews',
      'Google review link',
      'Illustrated before-and-after cards',
      'Phone numbers',
      'E-mail address',
      'Social profiles',
      'Google Tag Manager',
      'Sanity project',
      'Publish webhook secret',
      'CRM forwarding',
      'Office e-mail recipients',
      'SMTP configured',
      'Pest control license number',
      'Customer rating source',
      'Texting program registered before any marketing text is sent',
    ])
      expect(text).toMatch(new RegExp(`^TODO  ${title}$`, 'm'))
    expect(text).toContain('(904) 555-0142 and (904) 555-0178: 555 numbers are fictional')
    expect(text).toContain('office@example.com: example.com is a placeholder domain')
    expect(text).toContain('Facebook https://www.facebook.com/example')
    expect(text).toContain('https://g.page/r/example/review: a placeholder')
    const reviews = documents.filter((doc) => doc._type === 'testimonial').length
    expect(text).toContain(`${reviews} reviews are marked as sample content`)
    expect(text).toContain('office@example.com: example.com is a placeholder domain, so no one at the office hears of a request.')
    expect(text).toContain('Not set: no e-mail reaches the office or the visitor')
    expect(text).toContain('Not set: the footer names the license but not its number')
    expect(text).toContain('Shown as read on Google, as of October 2025: more than a year ago')
    expect(text.match(/^ {6}Fix: /gm)).toHaveLength(15)
    expect(text).toMatch(/15 of 15 items are still sample or unset\.$/)
    expect(text).toContain('Not registered: send no marketing text yet, even to visitors who ticked the texting box.')
  })

  it('passes once the facts are real and the server is configured', async () => {
    const { text, exitCode } = await launchCheck(createMemorySource(madeReal(documents)), LIVE_ENV, TODAY)
    expect(text).not.toContain('TODO')
    expect(text).toMatch(/All 15 items are set\. Ready to go live\.$/)
    expect(text).toContain('The footer shows license no. JB123456.')
    expect(text).toContain('Shown as read on Google, as of November 2026.')
    expect(text).toContain('Registered on 2026-12-15: texts may go to visitors who ticked the texting box.')
    expect(text).toContain('Request e-mails go out through smtp.example-mail.net:587 from Hollis Lawn & Pest <office@hollislawnpest.com>.')
    expect(text).not.toContain('Pw-not-shown')
    expect(exitCode).toBe(0)
  })

  it('still fails on one leftover: a single sample review', async () => {
    const real = madeReal(documents)
    const leftover = real.map((doc) =>
      doc && typeof doc === 'object' && '_id' in doc && doc._id === 'testimonial-yulee' ? { ...doc, sample: true } : doc,
    )
    const { text, exitCode } = await launchCheck(createMemorySource(leftover), LIVE_ENV, TODAY)
    expect(exitCode).toBe(1)
    expect(text).toMatch(/^TODO {2}Sample customer reviews\n {6}1 review is marked as sample content/m)
  })

  it('lists the rating again once it was read more than a year ago, or when its review site is unset', async () => {
    const withRating = (rating: object) =>
      madeReal(documents).map((doc) =>
        doc && typeof doc === 'object' && '_id' in doc && doc._id === 'siteSettings' ? { ...doc, rating } : doc,
      )
    const stale = await launchCheck(
      createMemorySource(withRating({ value: 4.8, count: 150, source: 'Google', asOf: '2025-11-01' })),
      LIVE_ENV,
      TODAY,
    )
    expect(stale.text).toMatch(/^TODO {2}Customer rating source\n {6}Shown as read on Google, as of November 2025: more than a year ago/m)
    const unset = await launchCheck(createMemorySource(withRating({ value: 4.8, count: 150 })), LIVE_ENV, TODAY)
    expect(unset.text).toMatch(/^TODO {2}Customer rating source\n {6}The review site or the date the rating was read is not set/m)
    expect(unset.exitCode).toBe(1)
  })
})
