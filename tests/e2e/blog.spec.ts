import { expect } from '@playwright/test'
import { atBothWidths, expectNoSeriousA11yViolationsAtBothWidths, gotoHydrated, ONE_WIDTH, test, trackPageErrors } from './support'

/**
 * The blog as a visitor finds it: the header's Blog (SPEC §2, between About and Contact Us) goes to /blog, whose
 * cards open each post; a post's page goes back to the list; an address with no post is the not-found page (404).
 * A browser whose language is Spanish reads it in Spanish on a first visit, and nothing sets a language cookie.
 */

test('the header’s Blog opens the list, a card opens its post, and the post goes back to the list', ONE_WIDTH, async ({ page }) => {
  const errors = trackPageErrors(page)
  await gotoHydrated(page, '/')
  // At 375 px the navigation is in the menu, in the spec's order.
  await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click()
  const menu = page.getByRole('navigation', { name: 'Mobile' })
  await expect(menu.getByRole('listitem')).toHaveText(['Home', 'Shop', 'About', 'Blog', 'Contact Us', 'FAQ'])
  await menu.getByRole('link', { name: 'Blog', exact: true }).click()
  await expect(page).toHaveURL(/\/blog$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News and guides from Ring Mobile')

  const posts = page.getByRole('list', { name: 'Posts' }).getByRole('listitem')
  await expect(posts).toHaveCount(3)
  await expect(posts.first()).toContainText('24 November 2026')
  await expect(posts.first().locator('img')).toHaveJSProperty('complete', true)
  await expectNoSeriousA11yViolationsAtBothWidths(page)

  await page.getByRole('link', { name: 'Your eSIM in five minutes: a step-by-step guide' }).click()
  await expect(page).toHaveURL(/\/blog\/how-to-set-up-esim$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your eSIM in five minutes: a step-by-step guide')
  await expect(page).toHaveTitle('Your eSIM in five minutes: a step-by-step guide | Ring Mobile')
  const article = page.getByRole('article')
  await expect(article.getByRole('img', { name: 'A phone scanning a QR code to add an eSIM' })).toBeVisible()
  await expect(article.getByRole('heading', { level: 2, name: 'Set it up' })).toBeVisible()
  await atBothWidths(page, async () => {
    // The article's text keeps a readable measure and never runs out of the page.
    const box = await article.boundingBox()
    expect(box!.width).toBeLessThanOrEqual(44 * 16 + 1)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width)
  })
  await expectNoSeriousA11yViolationsAtBothWidths(page)

  await page.getByRole('link', { name: 'Back to the blog' }).click()
  await expect(page).toHaveURL(/\/blog$/)
  await expect(posts).toHaveCount(3)
  expect(errors).toEqual([])
})

test('an address with no post is the not-found page, with status 404', ONE_WIDTH, async ({ page }) => {
  const response = await page.goto('/blog/no-such-post')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
})

test.describe('a browser in Spanish', () => {
  test.use({ locale: 'es-MX' })

  test(
    'reads the blog in Spanish on a first visit, hydrated in Spanish, with no language cookie set',
    ONE_WIDTH,
    async ({ page, context }) => {
      const errors = trackPageErrors(page)
      const consoleErrors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text())
      })
      await gotoHydrated(page, '/blog')
      await expect(page.locator('html')).toHaveAttribute('lang', 'es')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Noticias y guías de Ring Mobile')
      await expect(page.getByRole('list', { name: 'Artículos' }).getByRole('listitem').first()).toContainText('24 de noviembre de 2026')
      await page.getByRole('link', { name: '¿Viajas este invierno? Lleva tu plan contigo' }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('¿Viajas este invierno? Lleva tu plan contigo')
      await expect(page.getByRole('link', { name: 'Volver al blog' })).toBeVisible()
      expect((await context.cookies()).filter((cookie) => cookie.name === 'lang')).toEqual([])
      expect(errors).toEqual([])
      // Hydrated in the language it was drawn in: the Spanish texts above are React's own after hydration (a page
      // hydrated in English would draw English again), and React reported no failed hydration.
      expect(consoleErrors.filter((text) => /hydrat|did not match/i.test(text))).toEqual([])
    },
  )
})
