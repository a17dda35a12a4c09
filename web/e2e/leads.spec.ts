import { expect, test } from './support/test.ts'
import { holdRequests } from './support/held-requests.ts'
import { leadBody } from './support/kill-server.ts'
import {
  dataLayer,
  exportLeads,
  exportSignups,
  fillAndSendFullForm,
  fillValidLead,
  leadRequests,
  typeInto,
  visitor,
} from './support/leads.ts'

test.describe('lead forms in the browser', () => {
  test('the home-page form masks, validates, refuses without consent, sends, thanks, stores and clears after 5 s', async ({ page }) => {
    await page.goto('/')
    const form = page.locator('main form[data-form-id="home-page-form"]')
    const person = visitor('home')
    const body = await fillAndSendFullForm(page, form, person)

    expect(Object.keys(body)).toEqual(['client', 'domain', 'leadData', 'legal', 'hubspotSubscriptions'])
    expect(body.leadData).toMatchObject({
      firstName: 'Dana',
      email: person.email,
      phone: '(904) 555-0142',
      zipCode: '32204',
      select_a_service__sg_: 'Lawn + Pest Control $80/month',
      submission_form_id: 'home-page-form',
      email_subscription_opted_in: true,
      sms_subscription_opted_in: false,
    })
    expect(body.leadData).not.toHaveProperty('service')
    expect(body.legal).toMatchObject({ contactConsent: true })

    const events = await dataLayer(page)
    expect(events.map((event) => event.event)).toEqual(expect.arrayContaining(['consent_given', 'form_submission', 'generate_lead']))
    expect(events.find((event) => event.event === 'consent_given')).toMatchObject({ checkbox_id: 'home-page-form-consent', page: '/' })
    expect(events.find((event) => event.event === 'generate_lead')).toMatchObject({ form_id: 'home-page-form' })
    const tracked = JSON.stringify(events)
    for (const personal of [person.email, person.lastName, '555-0142', person.address]) expect(tracked).not.toContain(personal)

    const stored = exportLeads().find((lead) => lead.email === person.email)
    expect(stored).toMatchObject({
      formId: 'home-page-form',
      lastName: person.lastName,
      phone: '(904) 555-0142',
      zipCode: '32204',
      service: 'Lawn + Pest Control $80/month',
      consent: { given: true, version: expect.any(String), clientIp: expect.any(String), pageUrl: expect.stringContaining('/') },
    })
    expect(stored?.consent.text).toContain('Reply STOP')

    // Page forms clear themselves 5 s after a success.
    await expect(form.locator('[name="email"]')).toHaveValue('', { timeout: 7_000 })
    await expect(form.locator('button[type="submit"]')).toBeEnabled()
    await expect(form.locator('[name="contactConsent"]')).not.toBeChecked()
  })

  test('a pest landing page form does the same and the lead is in pnpm leads export', async ({ page }) => {
    const response = await page.goto('/pest-control/ants')
    expect(response?.status(), 'the ant landing page is published').toBe(200)
    const form = page.locator('form[data-form-id="ant-control-form"]')
    const person = visitor('ants')
    const body = await fillAndSendFullForm(page, form, person)
    expect(body.leadData).toMatchObject({ submission_form_id: 'ant-control-form', page: 'ant-control', page_name: 'Ant Control' })
    expect(exportLeads().find((lead) => lead.email === person.email)).toMatchObject({ formId: 'ant-control-form' })
  })

  test('the header Contact dialog form sends and clears after 3 s', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/')
    await page.getByRole('banner').getByRole('button', { name: 'Contact' }).click()
    const form = page.getByRole('dialog').locator('form[data-form-id="header-contact-modal-form"]')
    const person = visitor('header')
    await fillAndSendFullForm(page, form, person)
    expect(exportLeads().find((lead) => lead.email === person.email)).toMatchObject({ formId: 'header-contact-modal-form' })
    await expect(form.locator('[name="email"]')).toHaveValue('', { timeout: 4_500 })
  })

  test('tells the truth when sending fails: the server message, Submission failed, Network error occurred', async ({ page }) => {
    await page.goto('/')
    const form = page.locator('main form[data-form-id="home-page-form"]')
    await fillValidLead(form, visitor('fail'))
    await page.route('/api/leads', (route) => route.fulfill({ status: 503, json: { message: 'We could not save your request just now.' } }))
    await form.locator('button[type="submit"]').click()
    await expect(form.getByRole('alert')).toHaveText('We could not save your request just now.')
    await page.unroute('/api/leads')
    await page.route('/api/leads', (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }))
    await form.locator('button[type="submit"]').click()
    await expect(form.getByRole('alert')).toHaveText('Submission failed')
    await page.unroute('/api/leads')
    await page.route('/api/leads', (route) => route.abort('internetdisconnected'))
    await form.locator('button[type="submit"]').click()
    await expect(form.getByRole('alert')).toHaveText('Network error occurred')
    await expect(form.locator('button[type="submit"]')).toBeEnabled()
  })

  test('the blog newsletter box refuses without consent, thanks, and the sign-up is in pnpm leads export --newsletter', async ({
    page,
  }) => {
    await page.goto('/blog')
    const form = page.locator('form[data-form-id="blog-newsletter-form"]')
    await expect(form, 'the blog page carries the newsletter box').toHaveCount(1)
    const email = `reader-${Date.now()}@example.com`
    await form.locator('[name="email"]').fill(email)
    await form.locator('button[type="submit"]').click()
    await expect(form.getByRole('alert')).toHaveText('Please check the consent box to continue.')
    await form.getByRole('checkbox').check()
    await form.locator('button[type="submit"]').click()
    await expect(form.locator('button[type="submit"]')).toHaveText(/Thank You!/)
    await expect(form.getByRole('status')).not.toBeEmpty()
    expect(exportSignups().find((signup) => signup.email === email)).toMatchObject({ page: 'blog' })
    expect(exportLeads().find((lead) => lead.email === email)).toBeUndefined()
  })

  test('call and e-mail links report their clicks to the dataLayer', async ({ page }) => {
    await page.goto('/')
    // Keep the browser on the page: tel: and mailto: have nowhere to go in a test.
    await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()))
    await page.locator('footer a[href^="tel:"]').click()
    await page.locator('footer a[href^="mailto:"]').click()
    const events = await dataLayer(page)
    expect(events.find((event) => event.event === 'phone_click')).toMatchObject({ phone_number: '+19045550142', page: '/' })
    expect(events.find((event) => event.event === 'email_click')).toMatchObject({ email_address: expect.stringMatching(/@example\.com$/) })
  })

  test('no request is sent while the form is invalid', async ({ page }) => {
    await page.goto('/')
    const form = page.locator('main form[data-form-id="home-page-form"]')
    const sent = leadRequests(page)
    // Leaving a field empty and going straight for the button: the field's error must not move the
    // button away from under the click.
    const engine = page.waitForResponse((response) => response.request().resourceType() === 'script')
    await form.locator('[name="firstName"]').click()
    await engine // the form's validation code arrives on this first touch
    await page.waitForTimeout(200)
    await form.locator('button[type="submit"]').click()
    await expect(form.getByRole('alert').first()).toBeVisible()
    await expect(form.locator('[name="firstName"]')).toBeFocused()
    await expect(form.locator('[aria-invalid="true"]')).toHaveCount(8)
    expect(sent).toHaveLength(0)
  })
  test('a field left before the validation code has arrived is checked when it arrives', async ({ page }) => {
    await page.goto('/contact')
    const form = page.locator('main form[data-form-id="contact-page-form"]')
    // Everything the first touch fetches waits, as on a slow link.
    const scripts = await holdRequests(page, '**/_next/static/chunks/**')
    const phone = form.locator('[name="phone"]')
    await typeInto(phone, '904555')
    await expect(phone).toHaveValue('(904) 555')
    await form.locator('[name="address"]').click()
    await expect.poll(() => scripts.count(), 'the validation code was asked for and is held').toBeGreaterThan(0)
    const alert = form.getByRole('alert').filter({ hasText: 'Phone number must be exactly 10 digits' })
    await expect(alert).toHaveCount(0)
    await scripts.release()
    await expect(alert).toBeVisible()
    // The field the visitor is in is not judged: back in the phone field, its error clears and stays away.
    await phone.click()
    await expect(alert).toHaveCount(0)
  })
})

test('the trap field is hidden from people, assistive technology and autofill: no name or label autofill knows', async ({ page }) => {
  await page.goto('/contact')
  const trap = page.locator('form[data-form-id="contact-page-form"] input[name="nectar"]')
  await expect(trap).toHaveCount(1)
  // Out of sight: placed far off the page (lead-form.pcss .trap), out of the tab order.
  await expect(trap).not.toBeInViewport()
  await expect(trap).toHaveAttribute('autocomplete', 'off')
  await expect(trap).toHaveAttribute('tabindex', '-1')
  await expect(page.locator('input[name="website"]')).toHaveCount(0)
  await expect(page.getByRole('textbox', { name: 'Leave this empty' })).toHaveCount(0)
  const wrapper = trap.locator('xpath=..')
  await expect(wrapper).toHaveAttribute('aria-hidden', 'true')
  await expect(wrapper).toHaveAttribute('inert', '')
})

test.describe('POST /api/leads answers', () => {
  test('201 {ok, id} for a valid lead, which is then in pnpm leads export', async ({ request }) => {
    const email = `api-${Date.now()}@example.com`
    const response = await request.post('/api/leads', { data: leadBody(email) })
    expect(response.status()).toBe(201)
    const { ok, id } = await response.json()
    expect(ok).toBe(true)
    expect(exportLeads().find((lead) => lead.id === id)).toMatchObject({ email, service: 'Complete Package $99/month' })
  })

  test('400 with the consent message, 400 {message, issues}, 413, 415; a filled trap kept and flagged; a repeat is one lead', async ({
    request,
  }) => {
    const body = leadBody(`bad-${Date.now()}@example.com`)
    const noConsent = await request.post('/api/leads', { data: { ...body, legal: { contactConsent: false } } })
    expect(noConsent.status()).toBe(400)
    expect(await noConsent.json()).toMatchObject({ message: 'Please check the consent box to continue.', issues: expect.any(Array) })

    const badZip = await request.post('/api/leads', { data: { ...body, leadData: { ...body.leadData, zipCode: '3203' } } })
    expect(badZip.status()).toBe(400)
    expect(await badZip.json()).toEqual({
      message: 'Please enter a valid 5-digit ZIP code.',
      issues: [{ path: 'leadData.zipCode', message: 'Please enter a valid 5-digit ZIP code.' }],
    })

    const huge = await request.post('/api/leads', { data: { ...body, leadData: { ...body.leadData, message: 'x'.repeat(33 * 1024) } } })
    expect(huge.status()).toBe(413)
    const text = await request.post('/api/leads', { headers: { 'Content-Type': 'text/plain' }, data: 'hello' })
    expect(text.status()).toBe(415)
    const broken = await request.post('/api/leads', { headers: { 'Content-Type': 'application/json' }, data: '{"client":' })
    expect(broken.status()).toBe(400)

    // The old trap's name, as browser autofill fills it: kept, flagged for the office, never dropped.
    const autofilled = await request.post('/api/leads', {
      data: { ...body, leadData: { ...body.leadData, website: 'https://maria.example' } },
    })
    expect(autofilled.status()).toBe(201)
    const { id } = await autofilled.json()
    expect(exportLeads().find((lead) => lead.id === id)).toMatchObject({ email: body.leadData.email, suspectedAutomated: true })

    // The same request again (a double tap): the same lead, the same id.
    const repeat = await request.post('/api/leads', { data: { ...body, leadData: { ...body.leadData, website: 'https://maria.example' } } })
    expect(await repeat.json()).toMatchObject({ ok: true, id })
    expect(exportLeads().filter((lead) => lead.email === body.leadData.email)).toHaveLength(1)
  })
})

// Durability (SIGKILL during a burst, full and read-only stores) is in faults.spec.ts.
