import { expect, test } from './support/test.ts'

const GROUPS: Record<string, number> = { 'Lawn Treatments': 4, 'Pest Control': 6, 'Service Areas': 11, Pricing: 2, About: 6 }
const ABOUT_PAGES = ['About Us', 'Before & After', 'Stats', 'Blog', 'Lawn Quiz', 'FAQ']

test('the menu is drawn once, for wide screens and phones alike: each of its pages is linked once', async ({ page }) => {
  await page.goto('/')
  const paths = await page
    .getByRole('banner')
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  expect(paths.length).toBeGreaterThan(Object.values(GROUPS).reduce((sum, count) => sum + count))
  expect(paths).toEqual([...new Set(paths)])
})

test.describe('desktop header', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('each drop-down opens with exactly its own items and only one is open at a time', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    for (const [label, count] of Object.entries(GROUPS)) {
      const button = nav.getByRole('button', { name: label })
      await button.click()
      await expect(button).toHaveAttribute('aria-expanded', 'true')
      const menu = page.locator(`#${await button.getAttribute('aria-controls')}`)
      await expect(menu.getByRole('link')).toHaveCount(count)
      await expect(nav.locator('button[aria-expanded="true"]')).toHaveCount(1)
    }
    const areas = nav.getByRole('button', { name: 'Service Areas' })
    await areas.click()
    const areaMenu = page.locator(`#${await areas.getAttribute('aria-controls')}`)
    await expect(areaMenu.getByRole('link', { name: 'Yulee' })).toHaveCount(0)
    // About holds the six company pages, in this order; Review Us is a footer link only.
    const about = nav.getByRole('button', { name: 'About' })
    await about.click()
    await expect(page.locator(`#${await about.getAttribute('aria-controls')}`).getByRole('link')).toHaveText(ABOUT_PAGES)
  })

  test('Escape closes a drop-down and choosing an item navigates with every menu closed', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const pricing = nav.getByRole('button', { name: 'Pricing' })
    await pricing.focus()
    await page.keyboard.press('Enter')
    await expect(pricing).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Escape')
    await expect(pricing).toHaveAttribute('aria-expanded', 'false')
    await nav.getByRole('button', { name: 'About' }).click()
    await nav.getByRole('link', { name: 'FAQ' }).click()
    await expect(page).toHaveURL(/\/faq$/)
    await expect(nav.locator('button[aria-expanded="true"]')).toHaveCount(0)
  })

  test('Contact opens the estimate dialog, which Close, Escape and the backdrop close', async ({ page }) => {
    await page.goto('/')
    const contact = page.getByRole('banner').getByRole('button', { name: 'Contact' })
    const dialog = page.getByRole('dialog')
    await contact.click()
    await expect(dialog).toBeVisible()
    await expect(dialog.locator('form[data-form-id="header-contact-modal-form"]')).toHaveCount(1)
    await dialog.getByRole('button', { name: /Close/ }).click()
    await expect(dialog).toBeHidden()
    await expect(contact).toBeFocused()
    await contact.click()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await contact.click()
    await page.mouse.click(5, 450)
    await expect(dialog).toBeHidden()
  })

  test('the header gets its scrolled state past 400 px and loses it under 50 px', async ({ page }) => {
    await page.goto('/')
    const header = page.getByRole('banner')
    await expect(header).toHaveAttribute('data-scrolled', 'false')
    await page.evaluate(() => window.scrollTo(0, 600))
    await expect(header).toHaveAttribute('data-scrolled', 'true')
    await page.evaluate(() => window.scrollTo(0, 200))
    await page.waitForTimeout(400)
    await expect(header).toHaveAttribute('data-scrolled', 'true')
    await page.evaluate(() => window.scrollTo(0, 10))
    await expect(header).toHaveAttribute('data-scrolled', 'false')
  })
})

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('opens by keyboard, expands groups independently and closes on navigation', async ({ page }) => {
    await page.goto('/')
    const menuButton = page.getByRole('button', { name: 'Menu' })
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    await menuButton.focus()
    await page.keyboard.press('Enter')
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true')
    const panel = page.getByRole('navigation', { name: 'Main' })
    await expect(panel).toBeVisible()
    // The menu follows its button: Tab goes on into it.
    await page.keyboard.press('Tab')
    await expect(panel.getByRole('button', { name: 'Lawn Treatments' })).toBeFocused()
    const groupButtons = panel.locator('button[aria-controls]')
    await expect(groupButtons).toHaveCount(5)
    await panel.getByRole('button', { name: 'Lawn Treatments' }).click()
    await panel.getByRole('button', { name: 'Pest Control' }).click()
    await expect(panel.locator('button[aria-expanded="true"]')).toHaveCount(2)
    await expect(panel.getByRole('link', { name: 'Lawn Aeration' })).toBeVisible()
    await panel.getByRole('link', { name: 'Lawn Aeration' }).click()
    await expect(page).toHaveURL(/\/services\/aeration$/)
    await expect(panel).toBeHidden()
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false')
  })

  test('Escape closes the menu and returns focus to the Menu button', async ({ page }) => {
    await page.goto('/')
    const menuButton = page.getByRole('button', { name: 'Menu' })
    await menuButton.click()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    await expect(menuButton).toBeFocused()
  })

  test('Contact in the mobile menu goes to the contact page', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Menu' }).click()
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click()
    await expect(page).toHaveURL(/\/contact$/)
  })
})
