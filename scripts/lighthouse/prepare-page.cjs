/**
 * Lighthouse CI's puppeteer script (lighthouserc.cjs, `collect.puppeteerScript`): before each page's runs, sets the
 * origin's localStorage as a customer would have it. `/cart…` pages get a plan in the cart (`cart`, the first plan
 * of GET /app/plans); `/cart/checkout` and `/dashboard…` get the demo customer's token (`token`, from
 * POST /app/auth/login). Every other page starts with nothing stored, signed out.
 */
const CLIENT_HEADERS = {
  accept: 'application/json',
  'content-type': 'application/json',
  'x-api-key': 'ring-dev-public-key',
  'x-company-code': 'Ring-Mobile-Web',
  'x-operator-id': '23',
}
const DEMO = { email: 'demo@ringmobile.example', password: 'Demo#2026' }

async function api(origin, path, init = {}) {
  const response = await fetch(origin + path, { ...init, headers: CLIENT_HEADERS })
  if (!response.ok) throw new Error(`${init.method || 'GET'} ${path}: ${response.status}`)
  return response.json()
}

/** The cart and the token, asked once per origin. */
const stored = new Map()
async function storedFor(origin) {
  if (!stored.has(origin)) {
    const { token } = await api(origin, '/app/auth/login', { method: 'POST', body: JSON.stringify(DEMO) })
    const { plans } = await api(origin, '/app/plans')
    if (!plans || !plans[0]) throw new Error('GET /app/plans returned no plan for the cart')
    const { id, retailName, retailPrice } = plans[0]
    stored.set(origin, { token, cart: JSON.stringify({ id: String(id), retailName, retailPrice }) })
  }
  return stored.get(origin)
}

module.exports = async function preparePage(browser, { url }) {
  const { origin, pathname } = new URL(url)
  const { token, cart } = await storedFor(origin)
  const entries = {}
  if (pathname.startsWith('/cart')) entries.cart = cart
  if (pathname === '/cart/checkout' || pathname.startsWith('/dashboard')) entries.token = token
  const page = await browser.newPage()
  try {
    // Any same-origin answer gives the origin's localStorage; /app/health loads no asset into the cache.
    await page.goto(`${origin}/app/health`)
    await page.evaluate((values) => {
      localStorage.clear()
      for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value)
    }, entries)
  } finally {
    await page.close()
  }
}
