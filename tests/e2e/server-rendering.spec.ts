import { createHash } from 'node:crypto'
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { API_HEADERS, ONE_WIDTH, test, trackPageErrors } from './support'

/**
 * Every page arrives drawn by the server (TanStack Router's server rendering, src/entry-server.tsx, served by
 * server/lib/pages.ts) with what its loaders read, and the browser hydrates the whole document (src/main.tsx). The
 * signed-in pages and the cart depend on the browser's token and cart: the server sends the layout with a pending
 * page in their place, and the browser draws them.
 */

/** The catalogue as the API answers it. */
async function catalogue(request: APIRequestContext) {
  const answer = await request.get('/app/plans', { headers: API_HEADERS })
  const { plans } = (await answer.json()) as { plans: { retailName: string; retailPrice: number }[] }
  expect(plans.length).toBeGreaterThan(0)
  return plans
}

/** The content service's page `slug` (about, faq…). */
async function contentPage(request: APIRequestContext, slug: string) {
  const answer = await request.get(`/api/ring-mobile-pages?filters[slug][$eq]=${slug}&populate=sections`)
  const { data } = (await answer.json()) as { data: { attributes: { title: string; sections: { heading: string }[] } }[] }
  return data[0].attributes
}

/** The page's title the content service gives `path`. */
async function metaTitle(request: APIRequestContext, path: string) {
  const answer = await request.get(`/api/ring-mobile-meta-datas?filters[metadata][page][$eq]=${encodeURIComponent(path)}&populate=metadata`)
  const { data } = (await answer.json()) as { data: { attributes: { metadata: { metaTitle: string } } }[] }
  return data[0].attributes.metadata.metaTitle
}

/** What the page says on its console as errors, and what it throws, from now on. */
function consoleErrors(page: Page) {
  const errors = trackPageErrors(page)
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  return errors
}

/** The nonce the response's Content-Security-Policy allows scripts with. */
const cspNonce = (csp: string | undefined) => /script-src [^;]*'nonce-([^']+)'/.exec(csp ?? '')?.[1]

/** The hash sources (`'sha256-…'`) the response's Content-Security-Policy allows scripts with. */
const cspHashes = (csp: string | undefined) =>
  [...(/script-src ([^;]*)/.exec(csp ?? '')?.[1].matchAll(/'sha256-[^']+'/g) ?? [])].map(([hash]) => hash)

/** The CSP hash source of each inline script of `html`, as the browser's own parser reads the scripts' text. */
async function inlineScriptHashes(page: Page, html: string) {
  const scripts = await page.evaluate(
    (markup) =>
      [...new DOMParser().parseFromString(markup, 'text/html').querySelectorAll('script:not([src])')].map((script) => script.textContent),
    html,
  )
  return scripts.map((script) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`)
}

test.describe('without JavaScript', ONE_WIDTH, () => {
  test.use({ javaScriptEnabled: false })

  test('/ shows its content, its title and the footer the content service gives', async ({ page, request }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/simple plans/i)
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: /shop plans/i })
        .first(),
    ).toHaveAttribute('href', '/shop')
    await expect(page.getByRole('contentinfo').locator('a[target="_blank"]').first()).toBeVisible()
    await expect(page).toHaveTitle(await metaTitle(request, '/'))
  })

  test('/shop shows the plans from the catalogue with their prices', async ({ page, request }) => {
    const plans = await catalogue(request)
    await page.goto('/shop')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/choose your plan/i)
    for (const plan of plans) {
      await expect(page.getByText(plan.retailName, { exact: true }).first()).toBeVisible()
      await expect(page.getByRole('main')).toContainText(`$${plan.retailPrice.toFixed(2)}`)
    }
    await expect(page.getByText(/couldn.t load our plans/i)).toHaveCount(0)
    await expect(page).toHaveTitle(await metaTitle(request, '/shop'))
  })

  test('a content page shows its text', async ({ page, request }) => {
    const about = await contentPage(request, 'about')
    await page.goto('/about')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(about.title)
    await expect(page.getByRole('heading', { name: about.sections[0].heading })).toBeVisible()
  })

  test('an unknown path is the not-found page with status 404', async ({ page }) => {
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  })

  test('a My Account section arrives as its frame (heading and tabs) with its place held, and nothing of a customer', async ({ page }) => {
    await page.goto('/dashboard/plans')
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('My Account')
    await expect(main.getByRole('navigation', { name: 'My Account sections' }).getByRole('link', { name: 'Plans' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(main.getByRole('status', { name: 'Loading' })).toBeVisible()
    // The section's own heading and intro, where the page will draw them: the first large text a phone shows.
    await expect(main.getByRole('heading', { level: 2 })).toHaveText('Plans')
    await expect(
      main.getByText('Every line on your account: its number, SIM status, nickname, eSIM QR code and moving your number in.'),
    ).toBeVisible()
    await expect(main.getByRole('article')).toHaveCount(0)
    // The header is the visitor's: no initials, an empty cart.
    await expect(page.getByRole('banner').getByRole('link', { name: 'My Account' }).first()).toHaveAttribute('href', '/login')
    await expect(page.getByTestId('cart-count').first()).toHaveText('0')
  })

  test('the cart and checkout arrive as their headings with their place held: nothing that depends on the stored cart', async ({
    page,
  }) => {
    for (const [path, title] of [
      ['/cart', 'Your cart'],
      ['/cart/checkout', 'Checkout'],
    ]) {
      await page.goto(path)
      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(main.getByRole('status', { name: 'Loading' })).toBeVisible()
      await expect(page.getByText(/cart is empty/i)).toHaveCount(0)
    }
  })
})

for (const path of ['/', '/shop', '/about', '/faq']) {
  test(`${path} arrives drawn and hydrates without console errors`, async ({ page }) => {
    const errors = consoleErrors(page)
    page.on('console', (message) => {
      if (message.type() === 'warning') errors.push(message.text())
    })
    const response = await page.goto(path)
    const html = (await response?.text()) ?? ''
    expect(html).toMatch(/<h1[\s>]/)
    expect(html).not.toContain('aria-busy="true"')
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(errors).toEqual([])
  })
}

test(
  'a signed-in visitor gets the header drawn for them once / and /shop hydrate',
  ONE_WIDTH,
  async ({ signedInPage: page, request, demoToken }) => {
    const view = await request.get('/app/users/view', { headers: { ...API_HEADERS, authorization: `Bearer ${demoToken}` } })
    const profile = (await view.json()) as { firstName: string; lastName: string }
    const initials = `${profile.firstName[0]}${profile.lastName[0]}`.toUpperCase()
    await page.addInitScript(() =>
      localStorage.setItem('cart', JSON.stringify({ id: '1', retailName: 'Header test plan', retailPrice: 40 })),
    )
    const errors = consoleErrors(page)
    for (const path of ['/', '/shop']) {
      const response = await page.goto(path)
      // The server drew the page for nobody in particular: no initials in the avatar, an empty cart.
      const html = (await response?.text()) ?? ''
      expect(html).not.toContain(`>${initials}</span>`)
      expect(html).toContain('aria-label="Cart, 0 items"')
      const account = page.getByRole('banner').getByRole('link', { name: 'My Account' }).first()
      await expect(account).toContainText(initials)
      await expect(account).toHaveAttribute('href', '/dashboard')
      await expect(page.getByTestId('cart-count').first()).toHaveText('1')
    }
    expect(errors).toEqual([])
  },
)

/**
 * The sign-in steps the browser draws, each as a customer arrives at it: after the step before, which remembered the
 * email (the code and password steps start from it).
 */
const SIGN_IN_STEPS = ['/login', '/login-with-password', '/login-without-password', '/otp-login', '/register', '/forgot-password']

test("a sign-in step's card keeps its height when the browser draws the form: nothing below it moves", async ({
  page,
  browser,
  baseURL,
}) => {
  const serverOnly = await browser.newContext({ baseURL, viewport: page.viewportSize(), javaScriptEnabled: false })
  const serverPage = await serverOnly.newPage()
  await page.goto('/')
  await page.evaluate(() => sessionStorage.setItem('email', 'demo@ringmobile.example'))
  for (const path of SIGN_IN_STEPS) {
    await serverPage.goto(path)
    const pending = serverPage.locator('main section[aria-label]')
    await expect(pending.locator('[aria-busy="true"]')).toBeVisible()
    const label = (await pending.getAttribute('aria-label'))!
    const held = (await pending.boundingBox())!.height

    await page.goto(path)
    const card = page.getByRole('region', { name: label })
    await expect(card.getByRole('textbox').first()).toBeVisible()
    const drawn = (await card.boundingBox())!.height
    expect(Math.abs(drawn - held), `${path}: the server's card is ${held} px high, the drawn one ${drawn} px`).toBeLessThanOrEqual(2)
  }
  await serverOnly.close()
})

test('a signed-in visitor gets a My Account section drawn in place of the pending page', ONE_WIDTH, async ({ signedInPage: page }) => {
  const errors = consoleErrors(page)
  await page.goto('/dashboard/plans')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Account')
  await expect(page.getByRole('main')).not.toHaveAttribute('aria-busy', 'true')
  expect(errors).toEqual([])
})

test('without a token, a My Account section sends the visitor to /login', ONE_WIDTH, async ({ page }) => {
  await page.goto('/dashboard/profile')
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%2Fprofile/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('the plans are hydrated and work: choosing one puts it in the cart', ONE_WIDTH, async ({ page }) => {
  await page.goto('/shop')
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  await page
    .getByRole('button', { name: /^choose /i })
    .first()
    .click()
  await expect(page.locator('[data-in-cart]')).toBeVisible()
  await expect(page.getByTestId('cart-count').first()).toHaveText('1')
})

/**
 * Opens `paths` one after another and checks that every inline script of each response is allowed by its policy
 * and by nothing looser: a page kept for every visitor (a path without a query) by the hashes of its scripts, with
 * no nonce attribute anywhere; a page rendered for its request by that response's nonce on each of its scripts.
 * Then that nothing breaks the policy while the page hydrates and after a client-side navigation, and that no
 * console error shows. Answers the policies' nonces seen.
 */
async function checkUnderCsp(page: Page, paths: string[]) {
  // The browser reports what the policy blocks as a `securitypolicyviolation` event and a console error.
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as { __violations?: string[] }).__violations = seen
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`),
    )
  })
  const violations = () => page.evaluate(() => (window as { __violations?: string[] }).__violations)
  const errors = trackPageErrors(page)
  page.on('console', (message) => {
    // The not-found page's own 404 status is reported as a failed load.
    const notFound = /status of 404/.test(message.text()) && message.location().url.endsWith('/no-such-page')
    if (message.type() === 'error' && !notFound) errors.push(message.text())
  })
  const nonces = new Set<string>()
  for (const path of paths) {
    const response = await page.goto(path)
    const csp = (await response?.allHeaders())?.['content-security-policy']
    expect(/script-src [^;]*/.exec(csp ?? '')?.[0], path).not.toContain('unsafe-inline')
    const html = (await response?.text()) ?? ''
    const hashes = await inlineScriptHashes(page, html)
    expect(hashes.length, path).toBeGreaterThan(0)
    if (path.includes('?')) {
      const nonce = cspNonce(csp)
      expect(nonce, path).toBeTruthy()
      nonces.add(nonce!)
      const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1])
      for (const attributes of scripts) expect(attributes, path).toContain(`nonce="${nonce}"`)
      expect(cspHashes(csp), path).toEqual([])
    } else {
      expect(cspNonce(csp), path).toBeUndefined()
      expect(html, path).not.toMatch(/\snonce=/)
      expect(new Set(cspHashes(csp)), path).toEqual(new Set(hashes))
    }
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    expect(await violations(), path).toEqual([])
  }
  // The app works under the policy: a page drawn in the browser after a client-side navigation.
  await page.locator('a[href="/faq"]:visible').first().click()
  await expect(page).toHaveURL(/\/faq$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await violations()).toEqual([])
  expect(errors).toEqual([])
  return nonces
}

test(
  "every inline script of a public page is allowed by its hash or the response's nonce, and the pages work under the CSP",
  ONE_WIDTH,
  async ({ page }) => {
    const paths = ['/', '/shop', '/faq', '/about', '/no-such-page', '/shop?from=home', '/login?redirect=%2Fdashboard']
    expect((await checkUnderCsp(page, paths)).size).toBe(2)
  },
)

test(
  'every inline script of a page drawn in the browser is allowed by its hash, and it works under the CSP',
  ONE_WIDTH,
  async ({ signedInPage: page }) => {
    const paths = ['/dashboard', '/cart']
    expect((await checkUnderCsp(page, paths)).size).toBe(0)
  },
)
