import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { expect, test } from './support/test.ts'
import { leadBody } from './support/kill-server.ts'
import { e2eLeadsDb } from './support/leads-db.ts'
import { exportLeads } from './support/leads.ts'

// Withdrawing consent as a person does it: from the footer (or the legal pages) to /opt-out, an
// address and a choice, a confirmation that names the 10 business days; then what the office sees.

const root = fileURLToPath(new URL('../../', import.meta.url))
const leads = (...args: string[]) =>
  execFileSync('pnpm', ['-s', 'leads', ...args], {
    cwd: root,
    env: { ...process.env, LEADS_DB: e2eLeadsDb(process.env.E2E_PORT ?? 3100), DATABASE_URL: undefined },
    encoding: 'utf8',
  })

test('the footer, the privacy policy and the terms link to /opt-out', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Opt Out of Texts & E-mails' })).toHaveAttribute('href', '/opt-out')
  for (const path of ['/privacy-policy', '/terms-of-use']) {
    await page.goto(path)
    await expect(page.getByRole('main').getByRole('link', { name: 'opt-out page' }).first(), path).toHaveAttribute('href', '/opt-out')
  }
})

test('an opt-out is refused without a contact, stored with its channels, flags the lead before it, not the consent given after', async ({
  page,
  request,
}) => {
  // Five runs of the office's CLI (a Node start each) on a machine that may be busy.
  test.setTimeout(120_000)
  const email = `stop-${Date.now()}@example.com`
  expect((await request.post('/api/leads', { data: leadBody(email) })).status()).toBe(201)
  await page.goto('/opt-out')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stop Texts or E-mails From Us')
  await expect(page.getByRole('main')).toContainText('10 business days')
  const form = page.locator('form[data-opt-out-form]')

  await form.getByRole('button', { name: 'Stop My Messages' }).click()
  await expect(form.getByRole('alert')).toHaveText('Please give the e-mail address or the mobile number you want us to stop contacting.')

  await form.getByLabel('E-mail address').fill(email.toUpperCase())
  await form.getByLabel('Text messages and marketing calls').check()
  await form.getByRole('button', { name: 'Stop My Messages' }).click()
  await expect(form.getByRole('status')).toContainText('within 10 business days')
  await expect(form.getByLabel('E-mail address')).not.toHaveAttribute('aria-invalid')

  const stored = leads('opt-outs', '--format', 'json')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))
    .find((optOut) => optOut.email === email.toUpperCase())
  expect(stored).toMatchObject({
    channels: ['sms'],
    phone: null,
    pageUrl: expect.stringContaining('/opt-out'),
    outbox: { status: 'pending' },
  })
  expect(leads('opt-outs')).toContain(email.toUpperCase())

  // The lead sent before, from the same address (any case), is flagged for the office; a lead sent
  // after it (a new request: another service, so not a repeat of the first) is that person's
  // consent given again.
  const returning = leadBody(email)
  returning.leadData.select_a_service__sg_ = 'Lawn Program $55/month'
  expect((await request.post('/api/leads', { data: returning })).status()).toBe(201)
  const [before, after] = exportLeads().filter((one) => one.email === email)
  expect(before).toMatchObject({ optOut: { at: stored.receivedAt, channels: ['sms'] }, consentedAgain: null })
  expect(after).toMatchObject({ optOut: null, consentedAgain: { optedOutAt: stored.receivedAt, channels: ['sms'] } })
  const listed = leads('list', '--limit', '50')
  expect(listed).toMatch(new RegExp(`${email.slice(0, 20)}.*OPTED OUT \\(texts\\)`))
  expect(listed).toMatch(new RegExp(`${email.slice(0, 20)}.*consented again \\d{4}-\\d{2}-\\d{2} after an opt-out`))
  const csv = leads('export', '--format', 'csv')
  expect(csv.split('\n')[0]).toContain('opted_out_at,opted_out_channels,consented_again_at')
})

test('POST /api/opt-out answers 202 {ok: true}, and 400 without a valid e-mail or phone', async ({ request }) => {
  const accepted = await request.post('/api/opt-out', { data: { phone: '+1 (904) 555-0123', channels: ['sms', 'email'] } })
  expect(accepted.status()).toBe(202)
  expect(await accepted.json()).toEqual({ ok: true })
  for (const data of [{}, { email: 'nobody@' }, { phone: '555' }]) {
    expect((await request.post('/api/opt-out', { data })).status(), JSON.stringify(data)).toBe(400)
  }
})
