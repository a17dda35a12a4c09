// A renamed article keeps its links: staff change its address in the Studio and publish; the Studio
// redirects the old address to the new one and says so, and the site answers the old address with one
// permanent redirect to the new page.
import { expect, prepareContext, test, type Servers } from './servers.ts'
import { shot } from './shots.ts'

let servers: Servers
const blocked: string[] = []
const POST_ID = 'post-annual-lawn-care-planning-jacksonville'

// A Studio on a busy machine can take a minute to open a document.
test.describe.configure({ timeout: 300_000 })
test.beforeAll(({ servers: started }) => {
  servers = started
})
test.beforeEach(async ({ context }) => {
  await prepareContext(context, blocked)
})

test("staff rename an article's address and publish; the old address answers one 308 to the new one", async ({ page, request }) => {
  const slug = String((servers.lake.documents.get(POST_ID)?.slug as { current: string }).current)
  const [from, to] = [`/blog/${slug}`, `/blog/${slug}-guide`]
  expect((await request.get(`${servers.site.baseURL}${from}`, { maxRedirects: 0 })).status()).toBe(200)

  const address = page.getByRole('textbox', { name: 'Address', exact: true })
  // On a loaded machine the Studio sometimes gives up connecting its listener ("Trying to connect...")
  // and never shows the form; opening the article again is what staff would do.
  await expect(async () => {
    await page.goto(`${servers.studioUrl}/intent/edit/id=${POST_ID};type=post`)
    await expect(address).toHaveValue(slug, { timeout: 60_000 })
  }).toPass({ timeout: 180_000 })
  await address.fill(`${slug}-guide`)
  await expect
    .poll(() => (servers.lake.documents.get(`drafts.${POST_ID}`)?.slug as { current?: string } | undefined)?.current)
    .toBe(`${slug}-guide`)
  await page.getByRole('button', { name: 'Publish', exact: true }).click()

  // Staff are told what happened to the old address.
  await expect(page.getByText('Redirect added', { exact: true })).toBeVisible({ timeout: 60_000 })
  await expect(page.getByText(`${from} are now sent to ${to}.`)).toBeVisible()
  await shot(page, 'slug-change-notice')
  const redirects = [...servers.lake.documents.values()].filter((doc) => doc._type === 'redirect' && doc.source === from)
  expect(redirects).toEqual([expect.objectContaining({ destination: to, permanent: true })])

  // The site: one hop, permanent, straight to a page that answers.
  await expect
    .poll(
      async () => {
        const answer = await request.get(`${servers.site.baseURL}${from}?utm_source=mail`, { maxRedirects: 0 })
        return [answer.status(), answer.headers().location]
      },
      { timeout: 30_000 },
    )
    .toEqual([308, `${to}?utm_source=mail`])
  const landing = await request.get(`${servers.site.baseURL}${to}`, { maxRedirects: 0 })
  expect(landing.status()).toBe(200)
})
