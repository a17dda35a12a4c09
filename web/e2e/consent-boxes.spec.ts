// Two boxes on every lead form, as a visitor (and a screen reader) meets them, with the page's scripts
// and without: a required box that asks only to be contacted about this request, and a separate
// texting box, never ticked in advance, with the company's name and every disclosure carriers ask
// for, the legal pages linked beside it. A ticked texting box reaches the store; the required box
// still decides whether anything is sent. The quiz, which needs no phone otherwise, asks for the
// mobile number when its texting box is ticked; the blog's newsletter box has a wording of its own.
import type { Locator, Page } from '@playwright/test'
import { layoutQuery, quizQuery } from '@site/sanity'
import { FORMS, marketingIn, missingTextingDisclosures, type FormId } from '@site/leads'
import { expect, test } from './support/test.ts'
import { query } from './support/content-query.ts'
import { exportLeads, fillValidLead, leadRequests, visitor } from './support/leads.ts'

test.use({ viewport: { width: 1280, height: 900 } })

const PAGES = ['/', '/contact', '/pest-control/ants', '/quiz', '/stats']
const LEAD_FORMS = Object.keys(FORMS).filter((id) => FORMS[id as FormId].fields !== 'newsletter')
const leadForms = (page: Page) => page.locator(LEAD_FORMS.map((id) => `form[data-form-id="${id}"]`).join(', '))

async function company(): Promise<string> {
  const layout = await query(layoutQuery)
  if (!layout.settings) throw new Error('The dataset has no site settings.')
  return layout.settings.companyName
}

/** The text of the label that names `box` (its own <label for>). */
async function labelOf(form: Locator, box: Locator): Promise<string> {
  const id = await box.getAttribute('id')
  const labels = form.locator(`label[for="${id}"]`)
  await expect(labels, 'one label of its own').toHaveCount(1)
  // textContent: a section far down the page is not laid out until scrolled to (content-visibility).
  return ((await labels.textContent()) ?? '').replace(/\s+/g, ' ').trim()
}

/** The two boxes of one form; `shown`: the form is on screen, so the boxes must be too. */
async function expectTwoBoxes(form: Locator, name: string, shown: boolean) {
  const required = form.locator('input[type="checkbox"][name="contactConsent"]')
  const texting = form.locator('input[type="checkbox"][name="smsConsent"]')
  await expect(required).toHaveCount(1)
  await expect(texting).toHaveCount(1)
  await expect(required).toHaveAttribute('required', '')
  await expect(required).not.toBeChecked()
  await expect(texting).not.toHaveAttribute('required')
  await expect(texting).not.toBeChecked()

  const requiredWords = await labelOf(form, required)
  expect(requiredWords).toMatch(/this request/)
  expect(marketingIn(requiredWords), `the required box asks for no marketing: ${requiredWords}`).toBeNull()
  const textingWords = await labelOf(form, texting)
  expect(missingTextingDisclosures(textingWords, name), textingWords).toEqual([])

  // One group for the two, and the legal pages as real links beside the texting box (a closed pop-up's
  // form is looked at as a screen reader will find it once open).
  const includeHidden = !shown
  const group = form.getByRole('group', { name: 'Your consent', includeHidden })
  await expect(group.getByRole('checkbox', { includeHidden })).toHaveCount(2)
  await expect(group.getByRole('link', { name: 'Privacy Policy', includeHidden })).toHaveAttribute('href', '/privacy-policy')
  await expect(group.getByRole('link', { name: 'Terms of Use', includeHidden })).toHaveAttribute('href', '/terms-of-use')
  if (shown) {
    await expect(required).toBeVisible()
    await expect(texting).toBeVisible()
    // Each box is reached by its own name.
    await expect(form.getByRole('checkbox', { name: requiredWords.replace(/\s*\*$/, '') })).toHaveAttribute('name', 'contactConsent')
    await expect(form.getByRole('checkbox', { name: textingWords })).toHaveAttribute('name', 'smsConsent')
  }
}

/** Plays the quiz to its results form (scripts only: the quiz is its own widget). */
async function quizResults(page: Page): Promise<Locator> {
  const quiz = await query(quizQuery)
  if (!quiz) throw new Error('The dataset has no quiz.')
  const widget = page.locator('#quiz')
  await widget.getByRole('button', { name: quiz.startLabel }).click()
  for (const [q, question] of quiz.questions.entries()) {
    await widget.getByRole('checkbox', { name: question.answers[0]!.text }).check()
    await widget.getByRole('button', { name: q === 4 ? quiz.finishLabel : quiz.nextLabel }).click()
  }
  return widget.locator('form[data-form-id="service-quiz"]')
}

const POPUPS = [
  { path: '/', form: 'header-contact-modal-form', open: (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Contact' }) },
  {
    path: '/pricing',
    form: 'pricing-estimate-modal-form',
    open: (page: Page) => page.getByRole('button', { name: 'Get Free Estimate' }).first(),
  },
  {
    path: '/specials',
    form: 'specials-offer-modal-form',
    open: (page: Page) => page.getByRole('button', { name: 'Claim Special Offer' }).last(),
  },
  {
    path: '/locations/jacksonville',
    form: 'location-estimate-modal-form',
    open: (page: Page) => page.getByRole('button', { name: 'Get Free Estimate' }).first(),
  },
]

for (const scripts of [true, false]) {
  test.describe(scripts ? 'with scripts' : 'without scripts', () => {
    test.use({ javaScriptEnabled: scripts })

    for (const path of PAGES) {
      test(`${path}: every lead form has the required box and a separate, unticked texting box`, async ({ page }) => {
        const name = await company()
        await page.goto(path)
        const forms = leadForms(page)
        // The header's pop-up form is on every page; the page's own forms come with it.
        expect(await forms.count(), 'the page has lead forms of its own').toBeGreaterThan(path === '/quiz' ? 0 : 1)
        for (const form of await forms.all()) await expectTwoBoxes(form, name, await form.isVisible())
        if (path === '/quiz' && scripts) await expectTwoBoxes(await quizResults(page), name, true)
      })
    }

    for (const popup of POPUPS) {
      test(`${popup.path}: the ${popup.form} pop-up has both boxes`, async ({ page }) => {
        const name = await company()
        await page.goto(popup.path)
        await popup.open(page).click()
        const dialog = page.getByRole('dialog')
        await expect(dialog).toBeVisible()
        await expectTwoBoxes(dialog.locator(`form[data-form-id="${popup.form}"]`), name, true)
      })
    }
  })
}

test("the blog's newsletter box has a wording of its own, not the lead forms' required box", async ({ page }) => {
  await page.goto('/blog')
  const form = page.locator('form[data-form-id="blog-newsletter-form"]')
  const words = await labelOf(form, form.locator('input[type="checkbox"][name="consent"]'))
  expect(words).toMatch(/newsletter/)
  expect(words).not.toMatch(/this request/)
})

test.describe('what a visitor sends', () => {
  test('the texting box alone sends nothing: the required box still decides', async ({ page }) => {
    const sent = leadRequests(page)
    await page.goto('/contact')
    const form = page.locator('main form[data-form-id="contact-page-form"]')
    await fillValidLead(form, visitor('texting-alone'))
    await form.locator('[name="contactConsent"]').uncheck()
    await form.locator('[name="smsConsent"]').check()
    await form.locator('button[type="submit"]').click()
    await expect(form.getByRole('alert').filter({ hasText: 'Please check the consent box to continue.' })).toBeVisible()
    expect(sent).toHaveLength(0)
  })

  for (const ticked of [true, false]) {
    test(`with scripts, a lead with the texting box ${ticked ? 'ticked' : 'left empty'} is stored with sms ${ticked}`, async ({ page }) => {
      const person = visitor(ticked ? 'texting-yes' : 'texting-no')
      const sent = leadRequests(page)
      await page.goto('/pest-control/ants')
      const form = page.locator('form[data-form-id="ant-control-form"]')
      await fillValidLead(form, person)
      if (ticked) await form.getByRole('checkbox', { name: /offers and reminders/ }).check()
      await form.locator('button[type="submit"]').click()
      await expect(form.locator('button[type="submit"]')).toHaveText(/Thank You!/)
      const body = JSON.parse(sent[0] ?? '{}')
      expect(body.leadData.sms_subscription_opted_in).toBe(ticked)
      expect(body.hubspotSubscriptions.smsSubscription).toBe(ticked)
      const stored = exportLeads().find((lead) => lead.email === person.email)
      expect(stored?.smsConsent).toMatchObject({
        given: ticked,
        source: 'server',
        text: expect.stringContaining('Reply STOP to opt out, HELP'),
      })
      expect(stored?.payload.leadData.sms_subscription_opted_in).toBe(ticked)
      expect(stored?.payload.hubspotSubscriptions.smsSubscription).toBe(ticked)
      expect(stored?.consent).toMatchObject({ given: true, text: expect.stringContaining('this request') })
    })
  }

  test('the quiz asks for a mobile number only for the texting box, and stores it with the texts accepted', async ({ page }) => {
    const person = visitor('quiz-texting')
    const sent = leadRequests(page)
    await page.goto('/quiz')
    const form = await quizResults(page)
    const mobile = form.getByRole('textbox', { name: /Mobile number/ })
    await expect(mobile).not.toHaveAttribute('required')
    await form.getByRole('textbox', { name: 'Full name' }).fill(`${person.firstName} ${person.lastName}`)
    await form.locator('[name="email"]').fill(person.email)
    await form.locator('[name="address"]').fill(person.address)
    await form.locator('[name="contactConsent"]').check()
    await form.locator('[name="smsConsent"]').check()
    await form.locator('button[type="submit"]').click()
    await expect(form.locator('#service-quiz-phone-error')).toHaveText(
      'Please enter the mobile number for texts, or untick the texting box.',
    )
    await expect(mobile).toHaveAttribute('aria-describedby', 'service-quiz-phone-error')
    expect(sent).toHaveLength(0)
    await mobile.pressSequentially('9045550142')
    await form.locator('button[type="submit"]').click()
    await expect(form.locator('button[type="submit"]')).toHaveText(/Thank You!/)
    const stored = exportLeads().find((lead) => lead.email === person.email)
    expect(stored).toMatchObject({ formId: 'service-quiz', phone: '(904) 555-0142', smsConsent: { given: true, source: 'server' } })
    expect(stored?.payload.leadData.sms_subscription_opted_in).toBe(true)
  })

  test.describe('without scripts', () => {
    test.use({ javaScriptEnabled: false })

    test('a ticked texting box is stored, and kept ticked when the page comes back with a message', async ({ page }) => {
      const person = visitor('texting-native')
      await page.goto('/contact')
      const form = page.locator('form[data-form-id="contact-page-form"]')
      await fillValidLead(form, person)
      await form.locator('[name="contactConsent"]').uncheck()
      await form.locator('[name="smsConsent"]').check()
      await form.locator('button[type="submit"]').click()
      const shown = page.locator('form[data-form-id="contact-page-form"]')
      await expect(shown.locator('#contact-page-form-consent-error')).toHaveText('Please check the consent box to continue.')
      await expect(shown.locator('[name="smsConsent"]')).toBeChecked()
      expect(exportLeads().find((lead) => lead.email === person.email)).toBeUndefined()
      await shown.locator('[name="contactConsent"]').check()
      await shown.locator('button[type="submit"]').click()
      await expect(page).toHaveURL(/\/thank-you(#[\w-]+)?$/)
      const stored = exportLeads().find((lead) => lead.email === person.email)
      expect(stored?.smsConsent).toMatchObject({ given: true, source: 'server' })
      expect(stored?.payload.leadData.sms_subscription_opted_in).toBe(true)
    })
  })
})
