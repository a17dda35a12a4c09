import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './support/test.ts'
import { quizQuery } from '@site/sanity'
import { query } from './support/content-query.ts'
import { exportLeads, leadRequests, visitor } from './support/leads.ts'

// The Lawn Quiz, played as a keyboard user would: Tab, Space and Enter only, from the top of the
// page to a recommendation and a stored quiz-completion lead. Questions, points and labels come
// from the dataset the server reads.

test.use({ viewport: { width: 1280, height: 900 } })

// Answers chosen on each question (by position): "Yes, often" on question 3, two answers on the last.
const PICKS = [[0], [0], [0], [0], [0, 3]]

/** axe-core's WCAG 2.2 A and AA rules over the quiz as it is now (quality.spec.ts sees only its start screen). */
async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .include('#quiz')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
    .analyze()
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

/** Presses Tab until `target` has focus, as a keyboard user moves through the page. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${target}`)
}

async function content() {
  const quiz = await query(quizQuery)
  if (!quiz) throw new Error('The dataset has no quiz.')
  // The expected recommendation, summed here from the content rather than by the site's code.
  const totals = new Map(quiz.categories.map((category) => [category.key, 0]))
  PICKS.forEach((picks, q) => {
    for (const position of picks) {
      const points = quiz.questions[q]!.answers[position]!.points
      for (const key of totals.keys()) totals.set(key, totals.get(key)! + points[key])
    }
  })
  const top = Math.max(...totals.values())
  const recommended = quiz.categories.filter((category) => totals.get(category.key) === top)
  return { quiz, recommended }
}

test('a full quiz by keyboard only: five questions, a recommendation, a sent results form and a stored lead', async ({ page }) => {
  const { quiz, recommended } = await content()
  expect(recommended.length, 'the chosen answers tie two categories for the top').toBe(2)
  const person = visitor('quiz')
  const sent = leadRequests(page)

  await page.goto('/quiz')
  const widget = page.locator('#quiz')
  await expect(page.getByRole('link', { name: 'Skip to Free Estimate' })).toHaveAttribute('href', '/contact')
  await tabTo(page, widget.getByRole('button', { name: quiz.startLabel }))
  await page.keyboard.press('Enter')

  const live = widget.locator('[aria-live="polite"]').first()
  for (const [q, question] of quiz.questions.entries()) {
    const step = quiz.progressLabel.replace('{number}', String(q + 1)).replace('{total}', '5')
    await expect(widget.getByRole('heading', { name: question.text })).toBeFocused()
    await expect(live).toHaveText(step)
    const bar = widget.getByRole('progressbar', { name: step })
    await expect(bar).toHaveAttribute('aria-valuenow', String(((q + 1) / 5) * 100))
    await expect(widget.getByRole('group', { name: question.text })).toBeVisible()
    await expect(widget.getByRole('button', { name: /Back|Previous/ })).toHaveCount(0)

    const next = widget.getByRole('button', { name: q === 4 ? quiz.finishLabel : quiz.nextLabel })
    await expect(next).toBeDisabled()
    for (const position of PICKS[q]!) {
      const box = widget.getByRole('checkbox', { name: question.answers[position]!.text })
      await tabTo(page, box)
      await page.keyboard.press('Space')
      await expect(box).toBeChecked()
    }
    await tabTo(page, next)
    await expect(next).toBeEnabled()
    await page.keyboard.press('Enter')
  }

  await expect(widget.getByRole('heading', { name: quiz.resultsHeading })).toBeFocused()
  await expect(live).toHaveText(quiz.resultsHeading)
  const services = widget.getByRole('listitem')
  await expect(services).toHaveCount(recommended.length)
  for (const [index, category] of recommended.entries()) {
    await expect(services.nth(index).getByRole('link', { name: category.name })).toHaveAttribute('href', category.href)
    await expect(services.nth(index)).toContainText(category.why)
  }
  await expect(widget).toContainText(quiz.petKidNote!)

  const form = widget.locator('form[data-form-id="service-quiz"]')
  await tabTo(page, form.getByLabel('Full name'))
  await page.keyboard.type(`${person.firstName} ${person.lastName}`)
  await page.keyboard.press('Tab')
  await page.keyboard.type(person.email)
  await page.keyboard.press('Tab')
  await page.keyboard.type(person.address)
  const submit = form.getByRole('button', { name: quiz.formButtonLabel })
  await tabTo(page, submit)
  await page.keyboard.press('Enter')
  await expect(form.getByRole('alert').filter({ hasText: 'Please check the consent box to continue.' })).toBeVisible()
  expect(sent).toHaveLength(0)

  await tabTo(page, form.locator('[name="contactConsent"]'))
  await page.keyboard.press('Space')
  await tabTo(page, submit)
  await page.keyboard.press('Enter')
  await expect(form.locator('button[type="submit"]')).toHaveText(/Thank You!/)
  await expect(form.getByRole('status')).toContainText('Thank You!')
  expect(sent).toHaveLength(1)

  const names = recommended.map((category) => category.name).join(', ')
  const stored = exportLeads().find((lead) => lead.email === person.email)
  expect(stored).toMatchObject({
    formId: 'service-quiz',
    service: 'quiz-completion',
    firstName: person.firstName,
    lastName: person.lastName,
  })
  expect(stored?.payload.leadData).toMatchObject({
    submission_form_id: 'service-quiz',
    form_type: 'quiz_completion',
    page: 'quiz',
    select_a_service__sg_: 'quiz-completion',
    address: person.address,
    quiz_results: names,
    pet_kid_safe: true,
  })
  expect(stored?.payload.leadData).not.toHaveProperty('phone')
  expect(stored?.payload.legal).toMatchObject({ contactConsent: true })

  // The quiz form clears 3 s after a success.
  await expect(form.getByLabel('Full name')).toHaveValue('', { timeout: 4_500 })

  await tabTo(page, widget.getByRole('button', { name: quiz.retakeLabel }))
  await page.keyboard.press('Enter')
  await expect(widget.getByRole('heading', { name: quiz.introHeading })).toBeFocused()
  await expect(widget.getByRole('button', { name: quiz.startLabel })).toBeVisible()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(widget.getByRole('heading', { name: quiz.questions[0]!.text })).toBeFocused()
  await expect(widget.getByRole('checkbox', { checked: true })).toHaveCount(0)
  await expect(widget.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '20')
})

test('without "Yes, often" the lead carries pet_kid_safe false and the recommendation shown', async ({ page }) => {
  const quiz = await query(quizQuery)
  if (!quiz) throw new Error('The dataset has no quiz.')
  await page.goto('/quiz')
  const widget = page.locator('#quiz')
  await widget.getByRole('button', { name: quiz.startLabel }).click()
  // The second answer of every question; on question 3 that is not "Yes, often".
  for (const [q, question] of quiz.questions.entries()) {
    await widget.getByRole('checkbox', { name: question.answers[1]!.text }).check()
    if (q === 0) expect(await axeViolations(page)).toEqual([])
    await widget.getByRole('button', { name: q === 4 ? quiz.finishLabel : quiz.nextLabel }).click()
  }
  await expect(widget.getByRole('heading', { name: quiz.resultsHeading })).toBeVisible()
  await expect(widget).not.toContainText(quiz.petKidNote!)
  expect(await axeViolations(page)).toEqual([])
  const shown = await widget.getByRole('listitem').getByRole('link').allTextContents()
  expect(shown.length).toBeGreaterThanOrEqual(1)

  const form = widget.locator('form[data-form-id="service-quiz"]')
  const person = visitor('quiz-single')
  await form.getByLabel('Full name').fill(person.firstName)
  await form.getByLabel('Email').fill(person.email)
  await form.getByLabel('Street address').fill(person.address)
  await form.locator('[name="contactConsent"]').check()
  await form.getByRole('button', { name: quiz.formButtonLabel }).click()
  await expect(form.locator('button[type="submit"]')).toHaveText(/Thank You!/)
  const stored = exportLeads().find((lead) => lead.email === person.email)
  expect(stored?.payload.leadData).toMatchObject({ quiz_results: shown.join(', '), pet_kid_safe: false, firstName: person.firstName })
})
