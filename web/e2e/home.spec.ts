import { expect, test } from './support/test.ts'

test.describe('home page', () => {
  test('shows the hero form, ten service cards, reviews, the promo and every town', async ({ page }) => {
    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const heroForm = page.locator('form[data-form-id="home-page-form"]')
    for (const name of ['firstName', 'lastName', 'email', 'phone', 'service', 'address', 'city', 'zipCode']) {
      await expect(heroForm.locator(`[name="${name}"]`)).toHaveCount(1)
    }
    const services = page.locator('section', { has: page.getByRole('heading', { name: /Services Under One Roof/ }) })
    await expect(services.getByRole('listitem')).toHaveCount(10)
    for (const href of [
      '/services/lawn-programs',
      '/services/tree-shrub',
      '/services/aeration',
      '/services/ant-control',
      '/pest-control',
      '/pest-control/mosquitos',
    ]) {
      await expect(services.locator(`a[href="${href}"]`)).toHaveCount(1)
    }
    const reviews = page.locator('figure', { has: page.locator('blockquote') })
    await expect(reviews).toHaveCount(3)
    await expect(reviews.getByText('5 out of 5 stars')).toHaveCount(3)
    await expect(page.getByRole('heading', { name: /4th Treatment Is Free/ })).toBeVisible()
    const areas = page.locator('section', { has: page.getByRole('heading', { name: /Serving North Florida/ }) })
    await expect(areas.locator('a[href^="/locations/"]')).toHaveCount(12)
  })

  test('has the phone as a call link in the header and the footer business facts', async ({ page }) => {
    await page.goto('/')
    const header = page.locator('header').first()
    // One shown at any width: the bar's (the phone menu's own is in its closed panel).
    await expect(header.locator('a[href^="tel:+1904"]').filter({ visible: true })).toHaveCount(1)
    const footer = page.locator('footer')
    await expect(footer.locator('a[href^="tel:"]')).toHaveCount(1)
    await expect(footer.locator('a[href^="mailto:"]')).toHaveText(/@example\.com$/)
    await expect(footer).toContainText('Monday - Friday: 8:00 AM - 6:00 PM')
    await expect(footer).toContainText('Saturday: 8:00 AM - 4:00 PM')
    await expect(footer).toContainText('Cash, Check, Credit card')
    await expect(footer).toContainText('4.8 from 150 reviews')
    await expect(footer.getByRole('navigation', { name: 'Service areas' }).getByRole('link')).toHaveCount(12)
  })
})
