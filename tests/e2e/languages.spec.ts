import { expect, type Page } from '@playwright/test'
import { atBothWidths, expectNoSeriousA11yViolations, ONE_WIDTH, test, trackPageErrors } from './support'

/**
 * The language of a page (docs/decisions/0033-languages.md) in Chromium against the real server: the `lang`
 * cookie chooses the server's first draw and its kept page, the switch in the header and the footer changes the page
 * in place (what the page holds stays), the choice survives a reload, and an unknown language is English.
 */

/** The header's switch: in the bar from 965 px up, in the menu below (the menu button opens it). */
async function headerSwitch(page: Page, name: string) {
  const banner = page.getByRole('banner')
  const menu = banner.getByRole('button', { name: /^(Open menu|Abrir menú)$/ })
  if (await menu.isVisible()) await menu.click()
  return banner.getByRole('button', { name })
}

test('the lang cookie chooses the language the server draws a page in, and each language is kept apart', ONE_WIDTH, async ({ request }) => {
  const spanish = await (await request.get('/', { headers: { cookie: 'lang=es' } })).text()
  expect(spanish).toContain('<html lang="es"')
  expect(spanish).toContain('Excelente cobertura. Planes sencillos. Sin contratos.')
  // The same path right after, without the cookie: the English page, not the Spanish one just kept.
  const english = await (await request.get('/')).text()
  expect(english).toContain('<html lang="en"')
  expect(english).toContain('Great coverage. Simple plans. No contracts.')
  expect(english).not.toContain('Excelente cobertura')
  // A language the site does not speak is English.
  expect(await (await request.get('/', { headers: { cookie: 'lang=fr' } })).text()).toContain('<html lang="en"')
})

test('the header switch draws the page in Spanish in place: the cart stays, the choice survives a reload', async ({ page }) => {
  const errors = trackPageErrors(page)
  await page.goto('/shop')
  await page.locator('[data-plan] button').first().click()
  const cart = page.getByRole('banner').getByTestId('cart-count')
  await expect(cart).toHaveText('1')
  // A mark on the document: a reload would drop it.
  await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true))

  await (await headerSwitch(page, 'Español')).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Elige tu plan')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(cart).toHaveText('1')
  await expect(page.getByRole('status').filter({ hasText: 'está en tu carrito' })).toBeVisible()
  expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true)

  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Elige tu plan')
  await expect(await headerSwitch(page, 'English')).toBeVisible()
  await page.keyboard.press('Escape')
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('es')

  // Back to English from the footer's switch, where the current language is the pressed one.
  const footer = page.getByRole('contentinfo').getByRole('group', { name: 'Idioma' })
  await expect(footer.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true')
  await footer.getByRole('button', { name: 'English' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your plan')
  await expect(cart).toHaveText('1')
  // The pointer still rests on the choice, now the pressed one: its label stays dark on its white pill.
  const english = page.getByRole('contentinfo').getByRole('group', { name: 'Language' }).getByRole('button', { name: 'English' })
  await expect(english).toHaveAttribute('aria-pressed', 'true')
  await english.hover()
  await expect
    .poll(() => english.evaluate((button) => [getComputedStyle(button).backgroundColor, getComputedStyle(button).color]))
    .toEqual(['rgb(255, 255, 255)', expect.not.stringMatching(/^rgb\(255, 255, 255\)$/)])
  expect(errors).toEqual([])
})

test('a half-filled form keeps what was typed when the language changes', async ({ page }) => {
  await page.goto('/contact-us')
  await page.getByRole('textbox', { name: 'Message' }).fill('¿Puedo conservar mi número?')
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Name is required')).toBeVisible()
  await (await headerSwitch(page, 'Español')).click()
  await expect(page.getByRole('textbox', { name: 'Mensaje' })).toHaveValue('¿Puedo conservar mi número?')
  // The form's own message, now in Spanish.
  await expect(page.getByText('El nombre es obligatorio')).toBeVisible()
})

test(
  'the Spanish pages have the switch and no serious accessibility issue at both widths',
  ONE_WIDTH,
  async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: 'es', url: baseURL ?? '' }])
    for (const path of ['/', '/shop', '/login']) {
      await page.goto(path)
      await atBothWidths(page, async (width) => {
        // In the bar at 1280 px; at 375 px in the menu (opened by its button).
        await expect(page.getByRole('banner').getByRole('button', { name: 'English' })).toBeVisible({ visible: width === 1280 })
        await expect(page.getByRole('contentinfo').getByRole('group', { name: 'Idioma' })).toBeVisible()
        // Long Spanish words never push the page wider than the screen.
        await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0)
        await expectNoSeriousA11yViolations(page)
      })
    }
  },
)
