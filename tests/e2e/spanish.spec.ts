import { expect, type Locator, type Page, type TestInfo } from '@playwright/test'
import { copyFileSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { call, customerWithLine, newCustomer, type Api } from './line-care-support'
import { ONE_WIDTH, test, trackPageErrors } from './support'

/**
 * The site in Spanish in Chromium against the real server (docs/decisions/0033-languages.md): a visitor switches to Spanish in the shop,
 * the choice survives a reload, signs in as a Spanish-speaking customer and pays a line, in Spanish all the way; every
 * section of My Account in Spanish, with nothing wider than the screen (long Spanish words in tabs, buttons, tables
 * and dialogs); and the customer's saved language comes back when they sign in on another browser.
 *
 * Each section's screenshot is attached to the test; with SPANISH_SHOTS_DIR set, a copy goes there too
 * (es-account-<section>-<width>.png), to be looked at.
 */

/** The password `newCustomer` registers with (tests/e2e/line-care-support.ts). */
const PASSWORD = 'Renew#2026a'
/** Luhn-valid and starting with 35: compatible and eSIM capable on the carrier simulator. */
const ESIM_IMEI = '356938035643809'

const main = (page: Page) => page.getByRole('main')

/** The footer's language switch: on every page at every width (the header's hides in the menu on a phone). */
async function chooseLanguage(page: Page, name: 'English' | 'Español') {
  await page.getByRole('contentinfo').getByRole('button', { name }).click()
}

async function saveLanguage(api: Api, language: 'en' | 'es') {
  await call(api, 'POST', '/app/users/language', { language })
}

async function savedLanguageOf(api: Api) {
  return (await call<{ language: string }>(api, 'GET', '/app/users/view')).language
}

/**
 * Nothing is wider than the screen: the page does not scroll sideways, no button or link of the page (outside a list
 * that scrolls sideways on purpose, like the section tabs) reaches past the screen's edge, and no button of an open
 * dialog past the dialog's.
 */
async function expectFitsTheScreen(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0)
  await expect
    .poll(() =>
      page.evaluate(() => {
        const width = document.documentElement.clientWidth
        const inScroller = (element: Element) => {
          for (let parent = element.parentElement; parent; parent = parent.parentElement) {
            if (['auto', 'scroll'].includes(getComputedStyle(parent).overflowX)) return true
          }
          return false
        }
        return Array.from(document.querySelectorAll('main button, main a, [role=dialog] button, [role=alertdialog] button'))
          .filter((element) => {
            const box = element.getBoundingClientRect()
            // A dialog's buttons stay inside the dialog; the page's inside the screen.
            const frame = element.closest('[role=dialog], [role=alertdialog]')?.getBoundingClientRect() ?? { left: 0, right: width }
            return box.width > 0 && (box.right > frame.right + 0.5 || box.left < frame.left - 0.5) && !inScroller(element)
          })
          .map((element) => element.textContent?.trim())
      }),
    )
    .toEqual([])
}

/**
 * A screenshot, attached to the test and, with SPANISH_SHOTS_DIR set, copied there: the full page, or what the screen
 * shows while a dialog is open (a dialog sits over the screen, not the page).
 */
async function shoot(page: Page, testInfo: TestInfo, name: string, { fullPage = true } = {}) {
  const width = page.viewportSize()?.width ?? 0
  const file = `es-account-${name}-${width}.png`
  const path = testInfo.outputPath(file)
  await page.screenshot({ path, fullPage, animations: 'disabled' })
  await testInfo.attach(file, { path, contentType: 'image/png' })
  const folder = process.env.SPANISH_SHOTS_DIR
  if (folder) {
    mkdirSync(folder, { recursive: true })
    copyFileSync(path, join(folder, file))
  }
}

test('a visitor switches to Spanish, keeps it across a reload, signs in and pays a line, in Spanish all the way', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000)
  const errors = trackPageErrors(page)
  const email = `es-checkout-${testInfo.project.name}-${Date.now()}@e2e.example`
  // The account keeps the default language ('en'): the browser's own choice must win at sign-in, and be saved.
  const api = await newCustomer(request, email, { firstName: 'Lucía', lastName: 'Hernández' })

  await test.step('the shop in English; the language switch draws it in Spanish', async () => {
    await page.goto('/shop')
    await expect(main(page).getByRole('heading', { level: 1, name: 'Choose your plan' })).toBeVisible()
    await chooseLanguage(page, 'Español')
    await expect(main(page).getByRole('heading', { level: 1, name: 'Elige tu plan' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(main(page).getByRole('heading', { name: 'Todos los planes incluyen' })).toBeVisible()
  })

  await test.step('a reload keeps Spanish (the server draws the page in it)', async () => {
    await page.reload()
    await expect(main(page).getByRole('heading', { level: 1, name: 'Elige tu plan' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true')
  })

  await test.step('choose a plan and check out: the sign-in page asks first, in Spanish', async () => {
    await main(page)
      .getByRole('button', { name: /^Elegir Unlimited,/ })
      .click()
    const bar = main(page).locator('[data-in-cart]')
    await expect(bar).toContainText('está en tu carrito')
    await expect(page.getByRole('banner').getByRole('link', { name: 'Carrito, 1 artículo' })).toBeVisible()
    await bar.getByRole('link', { name: 'Finalizar compra' }).click()
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcart%2Fcheckout/)
    await expect(main(page).getByRole('heading', { level: 1, name: 'Inicia sesión en Mi cuenta' })).toBeVisible()
  })

  await test.step('sign in with the password, in Spanish, and come back to the checkout', async () => {
    await main(page).getByRole('textbox', { name: 'Correo electrónico' }).fill(email)
    await main(page).getByRole('button', { name: 'Continuar con contraseña' }).click()
    await expect(page).toHaveURL(/\/login-with-password\?/)
    await expect(main(page).getByRole('heading', { level: 1, name: 'Inicia sesión con tu contraseña' })).toBeVisible()
    await main(page).getByLabel('Contraseña', { exact: true }).fill(PASSWORD)
    await main(page).getByRole('button', { name: 'Iniciar sesión' }).click()
    await expect(page).toHaveURL(/\/cart\/checkout$/)
    await expect(main(page).getByRole('heading', { level: 1, name: 'Finalizar compra' })).toBeVisible()
    await expect.poll(() => savedLanguageOf(api)).toBe('es')
  })

  await test.step('a new number, an eSIM-capable phone and eSIM, in Spanish', async () => {
    await expect(main(page).getByRole('heading', { name: 'Tu número de teléfono' })).toBeVisible()
    await main(page)
      .getByRole('radio', { name: /Número nuevo/ })
      .check()
    await main(page).getByLabel('Código postal').fill('60601')
    await main(page).getByRole('button', { name: 'Continuar' }).click()
    await expect(main(page).getByRole('heading', { name: 'Tu teléfono' })).toBeVisible()
    await main(page).getByLabel('IMEI').fill(ESIM_IMEI)
    await main(page).getByRole('button', { name: 'Verificar mi teléfono' }).click()
    await expect(main(page).getByRole('heading', { name: 'Tu SIM' })).toBeVisible()
    await main(page).getByRole('radio', { name: /^eSIM/ }).check()
    await main(page).getByRole('button', { name: 'Continuar' }).click()
  })

  await test.step('the review in Spanish, prices in US dollars; pay with a new card on the payment page', async () => {
    await expect(main(page).getByRole('heading', { name: 'Revisa y paga' })).toBeVisible()
    await expect(main(page).getByText('Total a pagar hoy')).toBeVisible()
    const pay = main(page).getByRole('button', { name: /^Pagar \$\d+\.\d\d$/ })
    await expect(pay).toBeEnabled()
    await expectFitsTheScreen(page)
    await main(page)
      .getByRole('radio', { name: /Una tarjeta nueva/ })
      .check()
    await pay.click()
    await expect(page).toHaveURL(/\/pay\//)
    await page.locator('input[name="name"]').fill('Lucía Hernández')
    await page.locator('input[name="number"]').fill('4242 4242 4242 4242')
    await page.locator('input[name="expiry"]').fill('1230')
    await page.locator('input[name="cvv"]').fill('123')
    await page.locator('#card-form button[type="submit"]').click()
  })

  await test.step('back from the payment page: the success dialog and My Account, in Spanish', async () => {
    await expect(page).toHaveURL(/\/stripe-response(\?|$)/)
    const dialog = page.getByRole('alertdialog')
    await expect(dialog.getByRole('heading', { name: 'Pago realizado' })).toBeVisible()
    await dialog.getByRole('button', { name: 'Ir a Mi cuenta' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(main(page).getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible()
    await expect(main(page).getByRole('heading', { name: 'Hola, Lucía' })).toBeVisible()
    await expect(main(page).getByRole('region', { name: 'Tus líneas' }).getByRole('listitem')).toHaveCount(1)
    await expect(page.getByRole('banner').getByRole('link', { name: 'Carrito, 0 artículos' })).toBeVisible()
  })
  expect(await savedLanguageOf(api)).toBe('es')
  expect(errors).toEqual([])
})

test('every section of My Account in Spanish, nothing wider than the screen', async ({ page, request }, testInfo) => {
  test.setTimeout(180_000)
  const errors = trackPageErrors(page)
  const email = `es-account-${testInfo.project.name}-${Date.now()}@e2e.example`
  const { api, lineId } = await customerWithLine(request, email)
  await saveLanguage(api, 'es')
  await page.addInitScript((token) => localStorage.setItem('token', token), api.token)
  const tabs = main(page).getByRole('navigation', { name: 'Secciones de Mi cuenta' })

  /** Opens a section by its tab and waits for its heading. */
  /** Closes `dialog` with its button named exactly `name`; the dialog is gone. */
  async function closeWith(dialog: Locator, name: string) {
    await dialog.getByRole('button', { name, exact: true }).click()
    await expect(dialog).toBeHidden()
  }

  /** Nothing on the screen is wider than it (see expectFitsTheScreen), and the screen is shot as `name`. */
  async function expectFitsAndShoot(name: string, options?: { fullPage?: boolean }) {
    await expectFitsTheScreen(page)
    await shoot(page, testInfo, name, options)
  }

  async function section(tab: string, heading: string) {
    await tabs.getByRole('link', { name: tab }).click()
    await expect(main(page).getByRole('heading', { level: 2, name: heading })).toBeVisible()
  }

  await test.step('the overview: the frame, the tabs, the lines and the latest payments', async () => {
    await page.goto('/dashboard')
    await expect(main(page).getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible()
    await expect(main(page).getByRole('heading', { name: 'Hola, Robin' })).toBeVisible()
    for (const name of ['Resumen', 'Planes', 'Pagos', 'Perfil', 'Notificaciones', 'Seguridad', 'Ajustes']) {
      await expect(tabs.getByRole('link', { name })).toBeVisible()
    }
    await expect(main(page).getByRole('button', { name: 'Cerrar sesión' })).toBeVisible()
    const lines = main(page).getByRole('region', { name: 'Tus líneas' })
    await expect(lines.getByText('Activa', { exact: true })).toBeVisible()
    await expect(main(page).getByRole('heading', { name: 'Transacciones recientes' })).toBeVisible()
    await expectFitsAndShoot('overview')
  })

  await test.step('Plans: the line card in Spanish, its price a month', async () => {
    await section('Planes', 'Planes')
    const card = main(page).locator(`[data-line="${lineId}"]`)
    await expect(card.getByText('Tu eSIM está activa.')).toBeVisible()
    await expect(card.getByText(/^\$\d+\.\d\d\/mes$/)).toBeVisible()
    await expect(card.getByRole('link', { name: /^Administrar / })).toBeVisible()
    await expect(card.getByRole('button', { name: 'Ver código QR de la eSIM' })).toBeVisible()
    await expectFitsAndShoot('plans')
    await card.getByRole('button', { name: /^Agregar un apodo/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Agregar un apodo al número' })
    await expect(dialog.getByRole('button', { name: 'Agregar apodo' })).toBeVisible()
    await expectFitsAndShoot('nickname-dialog', { fullPage: false })
    await closeWith(dialog, 'Cancelar')
  })

  await test.step("a line's page", async () => {
    await main(page)
      .locator(`[data-line="${lineId}"]`)
      .getByRole('link', { name: /^Administrar / })
      .click()
    await expect(page).toHaveURL(new RegExp(`/dashboard/lines/${lineId}$`))
    await expect(main(page).getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible()
    await expect(main(page).getByRole('heading', { name: 'Tu factura' })).toBeVisible()
    await expect(main(page).getByTestId('bill-status')).toHaveText('Al día')
    await expect(main(page).getByRole('heading', { name: 'Cambiar de plan' })).toBeVisible()
    await expect(main(page).getByRole('heading', { name: 'Complementos' })).toBeVisible()
    await expect(main(page).getByRole('heading', { name: 'Bloqueo del número' })).toBeVisible()
    // Each section has drawn what it read before the page is measured and shot.
    await expect(main(page).getByRole('progressbar', { name: 'Datos usados' })).toBeVisible()
    await expect(main(page).getByRole('list', { name: 'Otros planes' })).toBeVisible()
    await expect(main(page).getByRole('switch', { name: 'Bloqueo de portabilidad' })).toHaveText(/^(Activado|Desactivado)$/)
    await expect(main(page).getByRole('button', { name: 'Cambiar a un teléfono nuevo' })).toBeVisible()
    await expectFitsAndShoot('line')
  })

  await test.step("the line's add-ons: a travel pass's name, countries and the server's answers in Spanish", async () => {
    const addOns = main(page).getByRole('region', { name: 'Complementos' })
    await expect(addOns.getByText('Pase Canadá y México, 7 días', { exact: true })).toBeVisible()
    await expect(addOns.getByText(/Francia, Alemania, Irlanda, Italia, Países Bajos, Portugal, España y Reino Unido/).first()).toBeVisible()
    await addOns.getByRole('button', { name: 'Comprar Pase Europa, 7 días' }).click()
    const buy = page.getByRole('dialog', { name: '¿Comprar Pase Europa, 7 días?' })
    await expect(
      buy.getByText('Funciona en Francia, Alemania, Irlanda, Italia, Países Bajos, Portugal, España y Reino Unido.'),
    ).toBeVisible()
    // The first day the field allows: the simulator's today.
    const today = (await buy.getByLabel('Primer día').getAttribute('min'))!
    await buy.getByLabel('Primer día').fill(today)
    await buy.getByRole('button', { name: /^Pagar \$\d+\.\d\d$/ }).click()
    await expect(buy).toBeHidden()
    await expect(
      main(page).getByText(/^Pase Europa, 7 días ya está en tu línea\. Cobramos \$\d+\.\d\d a tu tarjeta terminada en \d{4}\.$/),
    ).toBeVisible()

    // A pass on the same days: the server refuses it, in Spanish, the days in Spanish too.
    await addOns.getByRole('button', { name: 'Comprar Pase Canadá y México, 7 días' }).click()
    const clash = page.getByRole('dialog', { name: '¿Comprar Pase Canadá y México, 7 días?' })
    await clash.getByLabel('Primer día').fill(today)
    await clash.getByRole('button', { name: /^Pagar \$\d+\.\d\d$/ }).click()
    await expect(
      clash.getByText(/^Ya tienes un pase de viaje en algunos de estos días \(\d+ \p{L}+\.? \d{4} – \d+ \p{L}+\.? \d{4}\)\.$/u),
    ).toBeVisible()
    await expectFitsAndShoot('add-on-refused', { fullPage: false })
    await closeWith(clash, 'Cancelar')
  })

  await test.step('Payment: saved cards and the order history with its details dialog, dates in Spanish', async () => {
    await section('Pagos', 'Pagos')
    await expect(main(page).getByRole('heading', { name: 'Tarjetas guardadas' })).toBeVisible()
    await expect(main(page).getByText('Principal', { exact: true })).toBeVisible()
    const history = main(page).getByRole('region', { name: 'Historial de pedidos' })
    await expect(history.getByRole('button', { name: 'Ver todo' })).toBeVisible()
    await expectFitsAndShoot('payment')
    await history
      .getByRole('button', { name: /^Ver detalles del pago/ })
      .first()
      .click()
    const details = page.getByRole('dialog', { name: 'Detalles del pago' })
    await expect(details.getByText('Total pagado')).toBeVisible()
    await expect(details.getByRole('button', { name: /^Descargar recibo/ })).toBeVisible()
    await expectFitsAndShoot('payment-details', { fullPage: false })
    await closeWith(details, 'Cerrar')
  })

  await test.step('Profile and its address dialog', async () => {
    await section('Perfil', 'Perfil')
    const yourDetails = main(page).getByRole('region', { name: 'Tus datos' })
    await expect(yourDetails.getByText('Correo electrónico', { exact: true })).toBeVisible()
    await expectFitsAndShoot('profile')
    await yourDetails.getByRole('button', { name: 'Editar dirección' }).click()
    const dialog = page.getByRole('dialog', { name: 'Editar dirección' })
    await expect(dialog.getByRole('button', { name: 'Guardar cambios' })).toBeVisible()
    await expect(dialog.getByLabel('Código postal')).toBeVisible()
    await expectFitsAndShoot('address-dialog', { fullPage: false })
    await closeWith(dialog, 'Cancelar')
  })

  await test.step('Notifications', async () => {
    await section('Notificaciones', 'Notificaciones')
    await expect(main(page).getByRole('switch', { name: 'Recordatorios de renovación por correo electrónico' })).toBeVisible()
    await expect(main(page).getByRole('heading', { name: 'Alertas de datos por línea' })).toBeVisible()
    await expectFitsAndShoot('notifications')
  })

  await test.step('Security and its sign-out confirmation', async () => {
    await section('Seguridad', 'Seguridad')
    await expect(main(page).getByRole('heading', { name: 'Inicios de sesión recientes' })).toBeVisible()
    await expect(main(page).getByText('Este navegador', { exact: true }).first()).toBeVisible()
    await expectFitsAndShoot('security')
    await main(page).getByRole('button', { name: 'Cerrar las demás sesiones' }).click()
    const dialog = page.getByRole('alertdialog', { name: '¿Cerrar las demás sesiones?' })
    await expect(dialog).toBeVisible()
    await expectFitsAndShoot('sign-out-dialog', { fullPage: false })
    await closeWith(dialog, 'Cancelar')
  })

  await test.step('Settings and the change-password dialog', async () => {
    await section('Ajustes', 'Ajustes')
    await expect(main(page).getByRole('button', { name: 'Activar dos pasos' })).toBeVisible()
    await expect(main(page).getByText('Todavía no tienes llaves de acceso.')).toBeVisible()
    await expectFitsAndShoot('settings')
    await main(page).getByRole('button', { name: 'Cambiar contraseña' }).click()
    const dialog = page.getByRole('dialog', { name: 'Cambiar contraseña' })
    await expect(dialog.getByLabel('Confirma la nueva contraseña')).toBeVisible()
    await expectFitsAndShoot('password-dialog', { fullPage: false })
    await closeWith(dialog, 'Cancelar')
  })
  expect(errors).toEqual([])
})

test(
  'the saved language comes back: Spanish chosen while signed in is the language of the next sign-in elsewhere',
  ONE_WIDTH,
  async ({ page, browser, request, baseURL }, testInfo) => {
    test.setTimeout(90_000)
    const email = `es-sticks-${testInfo.project.name}-${Date.now()}@e2e.example`
    const api = await newCustomer(request, email, { firstName: 'Mateo', lastName: 'Ruiz' })

    await test.step('signed in, in English; choosing Español saves it to the account', async () => {
      await page.addInitScript((token) => localStorage.setItem('token', token), api.token)
      await page.goto('/dashboard')
      await expect(main(page).getByRole('heading', { name: 'Hello, Mateo' })).toBeVisible()
      await chooseLanguage(page, 'Español')
      await expect(main(page).getByRole('heading', { name: 'Hola, Mateo' })).toBeVisible()
      await expect.poll(() => savedLanguageOf(api)).toBe('es')
    })

    await test.step('another browser, English until the customer signs in; then their Spanish comes back', async () => {
      const context = await browser.newContext({ baseURL })
      const other = await context.newPage()
      await other.goto('/login')
      await expect(main(other).getByRole('heading', { level: 1, name: 'Sign in to My Account' })).toBeVisible()
      await main(other).getByRole('textbox', { name: 'Email address' }).fill(email)
      await main(other).getByRole('button', { name: 'Continue with password' }).click()
      await main(other).getByLabel('Password', { exact: true }).fill(PASSWORD)
      await main(other).getByRole('button', { name: 'Sign in' }).click()
      await expect(other).toHaveURL(/\/dashboard$/)
      await expect(main(other).getByRole('heading', { name: 'Hola, Mateo' })).toBeVisible()
      await expect(other.locator('html')).toHaveAttribute('lang', 'es')
      // The choice is this browser's from now on: a reload draws the page in Spanish from the start.
      await other.reload()
      await expect(main(other).getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible()
      await context.close()
    })

    await test.step('back to English: saved too', async () => {
      await chooseLanguage(page, 'English')
      await expect(main(page).getByRole('heading', { name: 'Hello, Mateo' })).toBeVisible()
      await expect.poll(() => savedLanguageOf(api)).toBe('en')
    })
  },
)
