import type { Locator, Page } from '@playwright/test'
import { expect, test } from './support/test.ts'
import { ofType } from './support/dataset'

// The company pages: pricing, specials, about, FAQ, contact, stats, before-after and the two legal
// pages. Each answers 200 and shows what it is for; the pricing and specials pop-ups
// open and close by mouse and keyboard; the estimator prices with and without JavaScript.

test.use({ viewport: { width: 1280, height: 900 } })

async function open(page: Page, path: string) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
}

const section = (page: Page, heading: RegExp) => page.locator('section', { has: page.getByRole('heading', { level: 2, name: heading }) })

test.describe('company pages show their content', () => {
  test('/pricing: four plans, notes, estimator, both savings readings, specials, FAQ', async ({ page }) => {
    await open(page, '/pricing')
    const plans = section(page, /Choose Your Plan/)
    for (const name of ['Lawn Program', 'Lawn + Shrub', 'Lawn + Pest Control', 'Complete Package']) {
      await expect(plans.getByRole('heading', { level: 3, name, exact: true })).toBeVisible()
    }
    await expect(plans.getByText('$55', { exact: true })).toBeVisible()
    await expect(plans.getByRole('button', { name: 'Get Free Estimate' })).toHaveCount(4)
    await expect(plans).toContainText('Each additional 1,000 sq ft adds $10 a month')
    await expect(plans).toContainText('$39 each, in March, May, July, September and December')
    await expect(plans).toContainText('Prepay for a year and save 10%')
    await expect(plans).toContainText('first treatment free')
    await expect(plans).toContainText('4th treatment')
    await expect(plans).toContainText('Month-to-month')

    const savings = section(page, /Bundling Saves/)
    await expect(savings).toContainText('$55 + $30 + $50 =')
    await expect(savings).toContainText('$135/mo')
    await expect(savings).toContainText('You save $36/month, or $432/year')
    await expect(savings).toContainText('Complete Package card: $40/month')

    const specials = section(page, /Special Offers/)
    await expect(specials.getByRole('article')).toHaveCount(3)
    await expect(specials.locator('a[href="/specials"]')).toHaveCount(3)
    await expect(section(page, /Pricing Questions/).locator('details')).toHaveCount(6)
  })

  test('/specials: three offers and the why-choose list', async ({ page }) => {
    await open(page, '/specials')
    const offers = section(page, /Choose Your Offer/)
    await expect(offers.getByRole('article')).toHaveCount(3)
    for (const discount of ['FREE', '4th FREE', '10% OFF']) await expect(offers.getByText(discount, { exact: true })).toBeVisible()
    await expect(section(page, /Why Homeowners Choose/).getByRole('listitem')).toHaveCount(6)
    await expect(page.getByRole('button', { name: 'Claim Special Offer' })).toHaveCount(2)
  })

  test('/about: form, owner story, four values, philosophy; the 18+ years reading', async ({ page }) => {
    await open(page, '/about')
    await expect(page.locator('form[data-form-id="about-page-form"]')).toHaveCount(1)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // The other reading (25+) is on the other pages, never beside this one.
    await expect(page.getByRole('main')).not.toContainText(/25\+ years/i)
    const story = section(page, /One Truck/)
    await expect(story).toContainText('in 2000')
    await expect(story.getByRole('img')).toBeVisible()
    const values = section(page, /What We Stand For/)
    await expect(values.getByRole('listitem')).toHaveCount(4)
    await expect(values).toContainText('18+ Years')
    await expect(section(page, /Service Philosophy/).getByRole('listitem')).toHaveCount(6)
  })

  test('/faq: ten questions that open, contact details and five quick links', async ({ page }) => {
    await open(page, '/faq')
    const questions = page.locator('details')
    await expect(questions).toHaveCount(10)
    await questions.first().locator('summary').click()
    await expect(questions.first()).toContainText('Baymeadows')
    await expect(section(page, /Still Have Questions/).locator('a[href^="tel:"]')).toHaveCount(1)
    await expect(section(page, /Still Have Questions/).locator('a[href^="mailto:"]')).toHaveCount(1)
    const links = section(page, /Quick Links/)
    for (const href of ['/services/lawn-programs', '/pest-control', '/specials', '/about', '/contact']) {
      await expect(links.locator(`a[href="${href}"]`)).toHaveCount(1)
    }
  })

  test('/contact: form, contact cards from site settings, why-choose list, urgent call to action', async ({ page }) => {
    await open(page, '/contact')
    await expect(page.locator('form[data-form-id="contact-page-form"]')).toHaveCount(1)
    const cards = section(page, /Reach Us/)
    await expect(cards.locator('a[href="tel:+19045550142"]')).toHaveCount(1)
    await expect(cards.locator('a[href^="mailto:"]')).toHaveText(/@example\.com$/)
    await expect(cards).toContainText('Jacksonville, FL 32256')
    await expect(cards).toContainText('8:00 AM - 6:00 PM')
    await expect(cards).toContainText('Closed')
    await expect(section(page, /Call Us First/).getByRole('listitem')).toHaveCount(6)
    await expect(page.getByText('Urgent service')).toBeVisible()
  })

  test('/stats: five figures, the timeline with both licence readings, the stats form', async ({ page }) => {
    await open(page, '/stats')
    await expect(page.locator('main a[href="/contact"]').first()).toBeVisible()
    const figures = section(page, /Figures/)
    await expect(figures.getByRole('listitem')).toHaveCount(5)
    // The cities figure counts the town pages (location documents).
    for (const value of ['25+', String(ofType('location').length), '4.8', '1,000+'])
      await expect(figures.getByText(value, { exact: true }).first()).toBeVisible()
    await expect(figures).toContainText('licensed since 2000')
    const timeline = section(page, /Year by Year/)
    await expect(timeline.getByRole('listitem')).toHaveCount(6)
    for (const year of ['2000', '2003', '2010', '2015', '2020', '2024'])
      await expect(timeline.getByText(year, { exact: true })).toBeVisible()
    await expect(timeline).toContainText('licensed as a Florida pest control business')
    const form = page.locator('form[data-form-id="stats-page-form"]')
    for (const name of ['firstName', 'lastName', 'phone', 'email', 'address']) await expect(form.locator(`[name="${name}"]`)).toHaveCount(1)
  })

  test('/before-after: transformation cards with both pictures and the three-step process', async ({ page }) => {
    await open(page, '/before-after')
    const hero = page.locator('main section').first()
    await expect(hero.locator('a[href="/contact"]')).toHaveCount(1)
    await expect(hero.locator('a[href^="tel:"]')).toHaveCount(1)
    const cases = section(page, /Typical Transformations/).getByRole('article')
    await expect(cases).toHaveCount(4)
    for (const card of await cases.all()) {
      await expect(card.getByText('Before', { exact: true })).toBeVisible()
      await expect(card.getByText('After', { exact: true })).toBeVisible()
      await expect(card.locator('img')).toHaveCount(2)
    }
    const process = section(page, /Our Proven Process/)
    for (const step of ['Professional Assessment', 'Targeted Treatments', 'Ongoing Monitoring']) {
      await expect(process.getByRole('heading', { name: step })).toBeVisible()
    }
  })

  for (const path of ['/privacy-policy', '/terms-of-use']) {
    test(`${path}: full text with the SMS terms, contact details and a call to action`, async ({ page }) => {
      await open(page, path)
      const main = page.locator('main')
      for (const phrase of [/18 years of age or older/, /Message frequency varies/, /Message and data rates may apply/, /STOP/, /HELP/]) {
        await expect(main).toContainText(phrase)
      }
      await expect(main).toContainText(/opt-in data and consent are never shared with (any )?third part/)
      const contact = section(page, /Our Contact Details/)
      await expect(contact).toContainText('Jacksonville, FL 32256')
      await expect(contact.locator('a[href^="tel:"]')).toHaveCount(1)
      await expect(contact.locator('a[href^="mailto:"]')).toHaveCount(1)
      await expect(main.locator('a[href="/contact"]')).toHaveCount(1)
    })
  }
})

/** Opens the page's pop-up from `opener` by mouse or keyboard, checks its form, closes it `how`. */
async function openAndClose(page: Page, opener: Locator, formId: string, how: 'close' | 'escape' | 'backdrop', by: 'mouse' | 'keyboard') {
  const dialog = page.getByRole('dialog')
  if (by === 'mouse') await opener.click()
  else {
    await opener.focus()
    await page.keyboard.press('Enter')
  }
  await expect(dialog).toBeVisible()
  await expect(dialog.locator(`form[data-form-id="${formId}"]`)).toHaveCount(1)
  if (how === 'close') await dialog.getByRole('button', { name: /Close/ }).click()
  else if (how === 'escape') await page.keyboard.press('Escape')
  else await page.mouse.click(5, 450)
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
}

test.describe('estimate and offer pop-ups', () => {
  test('pricing: plan card buttons open the estimate pop-up by mouse and keyboard', async ({ page }) => {
    await page.goto('/pricing')
    const buttons = section(page, /Choose Your Plan/).getByRole('button', { name: 'Get Free Estimate' })
    await openAndClose(page, buttons.nth(0), 'pricing-estimate-modal-form', 'close', 'mouse')
    await openAndClose(page, buttons.nth(1), 'pricing-estimate-modal-form', 'escape', 'keyboard')
    await openAndClose(page, buttons.nth(3), 'pricing-estimate-modal-form', 'backdrop', 'mouse')
    await openAndClose(page, page.getByRole('button', { name: 'Get My Exact Price' }), 'pricing-estimate-modal-form', 'close', 'keyboard')
  })

  test('specials: every offer button and Claim Special Offer open the offer pop-up', async ({ page }) => {
    await page.goto('/specials')
    const offers = section(page, /Choose Your Offer/).getByRole('button')
    await expect(offers).toHaveCount(3)
    const ways = ['close', 'escape', 'backdrop'] as const
    for (let index = 0; index < 3; index++) {
      await openAndClose(page, offers.nth(index), 'specials-offer-modal-form', ways[index]!, index % 2 ? 'keyboard' : 'mouse')
    }
    const claim = page.getByRole('button', { name: 'Claim Special Offer' }).last()
    await openAndClose(page, claim, 'specials-offer-modal-form', 'escape', 'mouse')
    await openAndClose(page, claim, 'specials-offer-modal-form', 'backdrop', 'keyboard')
  })
})

test.describe('price estimator', () => {
  test('recalculates as the visitor chooses', async ({ page }) => {
    await page.goto('/pricing')
    const estimator = page.locator('#estimator')
    await expect(estimator.locator('output[name="monthly"]')).toHaveText('$55')
    await expect(estimator.locator('output[name="yearly"]')).toHaveText('$660')
    await estimator.getByLabel(/Complete Package/).check()
    await estimator.getByLabel('2. Lawn size (sq ft)').fill('8200')
    await estimator.getByLabel(/Tree & shrub care/).check()
    // $99 + 4 started 1,000 sq ft x $10 + $15 = $154; x 12 = $1,848; 10% = $184.80.
    await expect(estimator.locator('output[name="monthly"]')).toHaveText('$154')
    await expect(estimator.locator('output[name="yearly"]')).toHaveText('$1,848')
    await expect(estimator.locator('output[name="prepaySaving"]')).toHaveText('$184.80')
    await expect(estimator.getByLabel(/seasonal boosters/)).toBeDisabled()
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the form submits and the page comes back priced', async ({ page }) => {
      await page.goto('/pricing')
      const estimator = page.locator('#estimator')
      await estimator.getByLabel(/Lawn Program/).check()
      await estimator.getByLabel('2. Lawn size (sq ft)').fill('6500')
      await estimator.getByLabel(/Home pest control/).check()
      await estimator.getByLabel(/seasonal boosters/).check()
      await estimator.getByRole('button', { name: 'Update my estimate' }).click()
      await expect(page).toHaveURL(/\/pricing\/estimate\?/)
      // $55 + 2 x $10 + $25 = $100; $1,200 + 5 x $39 = $1,395; 10% = $139.50.
      const priced = page.locator('#estimator')
      await expect(priced.locator('output[name="monthly"]')).toHaveText('$100')
      await expect(priced.locator('output[name="yearly"]')).toHaveText('$1,395')
      await expect(priced.locator('output[name="prepaySaving"]')).toHaveText('$139.50')
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    })
  })
})
