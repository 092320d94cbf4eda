import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { luhnCheckDigit } from '@server/carrier/simulator'

import { API_HEADERS, test as journeyTest } from './support'

/**
 * What the journeys after the sale share (line care, plan change, the SIM kit and receipt): a customer of their own
 * set up through the API, saved cards, an eSIM line and the simulator clock.
 */

/** The password of every customer newCustomer makes. */
export const PASSWORD = 'Renew#2026a'
export const GOOD_CARD = '4242424242424242'
// Saves like any card and is declined when charged (insufficient funds), as with Stripe; 4000 0000 0000 0002 is refused when saved.
export const DECLINING_CARD = '4000000000009995'
export const ESIM_IMEI = `35693803564380${luhnCheckDigit('35693803564380')}`
export const DAY_MINUTES = 24 * 60

export type Api = { request: APIRequestContext; token: string }

export async function call<T>({ request, token }: Api, method: 'GET' | 'POST' | 'DELETE', path: string, data?: unknown): Promise<T> {
  const response = await request.fetch(path, { method, headers: { ...API_HEADERS, Authorization: `Bearer ${token}` }, data })
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true)
  return (await response.json()) as T
}

/** Registers a customer of the test's own (named `name`) and signs them in through the API. */
export async function newCustomer(
  request: APIRequestContext,
  email: string,
  name = { firstName: 'Robin', lastName: 'Renew' },
): Promise<Api> {
  const registered = await request.post('/app/auth/register', {
    headers: API_HEADERS,
    data: {
      ...name,
      email,
      countryCode: '+1',
      contactNumber: '2025550123',
      regPassword: PASSWORD,
      confirmRegPassword: PASSWORD,
      acceptTerms: true,
    },
  })
  expect(registered.ok(), await registered.text()).toBe(true)
  const login = await request.post('/app/auth/login', { headers: API_HEADERS, data: { email, password: PASSWORD } })
  expect(login.ok(), await login.text()).toBe(true)
  return { request, token: ((await login.json()) as { token: string }).token }
}

/** Saves a card through the sandbox's hosted page, as a browser posting its form would; answers its id. */
export async function saveCard(api: Api, number: string, holder = 'Robin Renew'): Promise<string> {
  const page = await call<{ url: string }>(api, 'POST', '/app/payments/storecardpage')
  const posted = await api.request.post(new URL(page.url, 'http://x').pathname, {
    form: { name: holder, number, expiry: '12/34', cvv: '123' },
    maxRedirects: 0,
  })
  expect(posted.status(), await posted.text()).toBeLessThan(400)
  const { cards } = await call<{ cards: { id: string; last4Digits: string }[] }>(api, 'GET', '/app/payments/cards')
  return cards.find((card) => card.last4Digits === number.slice(-4))!.id
}

export async function advance(request: APIRequestContext, minutes: number) {
  const response = await request.post('/dev/carrier/advance', { data: { minutes } })
  expect(response.ok(), await response.text()).toBe(true)
}

export async function openAs(page: Page, token: string, path: string) {
  await page.addInitScript((value) => localStorage.setItem('token', value), token)
  await page.goto(path)
}

/** A new customer with a good card and a paid eSIM line on `planId`, activated by the simulator: its id. */
export async function customerWithLine(request: APIRequestContext, email: string, planId = 'plan-plus') {
  const api = await newCustomer(request, email)
  const goodCard = await saveCard(api, GOOD_CARD)
  const checkout = await call<{ status: string; lineId: string }>(api, 'POST', '/app/checkout', {
    orderKey: `e2e-${email}`,
    planId,
    number: { type: 'new', zipCode: '60601' },
    imei: ESIM_IMEI,
    simType: 'esim',
    cardId: goodCard,
  })
  expect(checkout.status).toBe('paid')
  // The eSIM activates on the simulator clock.
  await advance(request, 3)
  return { api, goodCard, lineId: checkout.lineId }
}

/** The phone number (10 digits) of one of the customer's lines. */
async function mdnOf(api: Api, lineId: string): Promise<string> {
  const { lines } = await call<{ lines: { id: string; mdn: string }[] }>(api, 'GET', '/app/users/subscriptions')
  return lines.find((line) => line.id === lineId)!.mdn
}

/**
 * The journeys' `test` (./support) with `lineCustomer`: a new customer at the test's `email` with a paid, activated
 * eSIM line (`customerWithLine`), and the line's phone number.
 */
export const test = journeyTest.extend<{ lineCustomer: { api: Api; lineId: string; mdn: string; email: string } }>({
  lineCustomer: [
    async ({ request, email }, use) => {
      const { api, lineId } = await customerWithLine(request, email)
      await use({ api, lineId, mdn: await mdnOf(api, lineId), email })
    },
    // Registration (argon2), a card, a checkout and the eSIM's activation: its own budget, beside the test's.
    { timeout: 60_000 },
  ],
})
