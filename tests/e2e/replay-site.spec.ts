/**
 * The covering scenarios of the site's own flows, replayed in Chromium (tests/e2e/replay.ts): the contact form and
 * the one-item cart. Each step is driven through the page, each state checked on screen against what the scenario
 * says the customer typed or chose, written out here (never read back from the machine).
 */
import { expect, type Page } from '@playwright/test'
import type { AnyStateMachine } from 'xstate'
import type { MachineSamples } from '../support/machine-graph'
import { contactErrors, contactMessage, contactSamples } from '../machines/account.samples'
import { cartSamples } from '../machines/cart.samples'
import { answerJson, holding, HttpResponse, type HeldCall } from '../support/provider'
import { beforeAppStarts, PROFILE, replay, signedIn, type Event } from './replay'
import { emptyAccount } from './empty-account'

const samples = (value: unknown) => value as MachineSamples<AnyStateMachine>

// ---------------------------------------------------------------------------------------------------------------
// Contact: a visitor's form is filled in when the signed-in profile arrives late (a reload onto /contact-us); a
// customer who is already signed in finds it filled in. Sending is answered at the network.

/** The visitor's profile request, held until the scenario lets the profile arrive (form.prefill). */
const heldProfile = new WeakMap<Page, HeldCall[]>()
/** A signed-in customer's profile, once the page has received it. */
const profileAnswered = new WeakMap<Page, Promise<unknown>>()

const contactForm = (page: Page) => page.getByRole('form', { name: 'Contact form' })
const contactField = (page: Page, name: string) => contactForm(page).locator(`[name="${name}"]`)
const sendButton = (page: Page) => contactForm(page).getByRole('button', { name: 'Send Message' })

/** What each field holds on this path: the start, the profile once it arrived (only into empty fields), then typing. */
function contactValues(events: Event[], input: Record<string, unknown> | undefined) {
  const values: Record<string, string> = { name: String(input?.name ?? ''), email: String(input?.email ?? ''), message: '' }
  for (const event of events) {
    if (event.type === 'form.prefill') {
      values.name ||= 'Dana Reyes'
      values.email ||= 'dana@example.com'
    }
    if (event.type === 'field.change') values[event.field!] = String(event.value)
    if (event.type === 'xstate.done.actor.sendMessage') values.message = ''
  }
  return values
}

const ALL_CONTACT_ERRORS = [
  'Name is required',
  'Email is required',
  'Please enter a valid email address. Example: name@example.com',
  'Message is required',
]

replay('contact', {
  samples: samples(contactSamples),
  url: (input) => (input?.name ? '/' : '/contact-us'),
  setup: async ({ page, provider, input }) => {
    await signedIn(page)
    if (input?.name) {
      const answered = page
        .waitForResponse((response) => new URL(response.url()).pathname === '/app/users/view')
        .then((response) => response.finished())
      // Awaited by `open`; a page closed before the answer leaves nothing else waiting for it.
      answered.catch(() => {})
      profileAnswered.set(page, answered)
      provider.use(answerJson('*/app/users/view', PROFILE))
      return
    }
    // A visitor so far: the profile is held back until the scenario's form.prefill step.
    heldProfile.set(page, [])
    provider.use(holding(provider, '*/app/users/view', heldProfile.get(page)!))
  },
  // Signed in already: the customer reaches the form from the home page, so the page starts with the profile.
  open: async (page, input) => {
    if (!input?.name) return
    await profileAnswered.get(page)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us', exact: true }).click()
    await expect(page).toHaveURL(/\/contact-us$/)
  },
  calls: { sendMessage: '/app/users/contactus' },
  act: {
    'form.prefill': async (page) => {
      await expect.poll(() => heldProfile.get(page)?.length ?? 0, { message: 'the page asked for the profile' }).toBeGreaterThan(0)
      heldProfile.get(page)!.shift()!.answer(HttpResponse.json(PROFILE))
    },
    'field.change': (page, event) => contactField(page, String(event.field)).fill(String(event.value)),
    'form.submit': (page) => sendButton(page).click(),
  },
  see: {
    editing: async (page, { event, events, input }) => {
      const values = contactValues(events, input)
      for (const [name, value] of Object.entries(values)) await expect(contactField(page, name)).toHaveValue(value)
      await expect(sendButton(page)).not.toHaveAttribute('aria-busy', 'true')
      if (event?.type === 'form.submit') {
        const shown = contactErrors(values)
        for (const message of ALL_CONTACT_ERRORS) {
          await expect(contactForm(page).getByText(message, { exact: true })).toHaveCount(Object.values(shown).includes(message) ? 1 : 0)
        }
      }
      if (event?.type === 'xstate.done.actor.sendMessage') {
        await expect(page.getByText("Thanks for reaching out! We'll get back to you within one business day.")).toBeVisible()
      }
      if (event?.type === 'xstate.error.actor.sendMessage') {
        const error = event.error as { message: string; errors?: { field: string; message: string }[] }
        await expect(page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: error.message }).first()).toBeVisible()
        for (const item of error.errors ?? []) {
          await expect(contactField(page, item.field)).toHaveAttribute('aria-invalid', 'true')
        }
      }
    },
    sending: async (page) => {
      await expect(sendButton(page)).toHaveAttribute('aria-busy', 'true')
      await expect(contactField(page, 'message')).toHaveValue(contactMessage.message)
    },
  },
})

// ---------------------------------------------------------------------------------------------------------------
// Cart: plans are chosen on /shop, removed on /cart, and the cart is emptied when the customer leaves a paid
// checkout's result page for the dashboard. Each state is checked in the header and in storage.

type CartItemSample = { id: string; retailName: string; retailPrice: number }

/** The item the scenario leaves in the cart: its start, then every add, remove (of the item in it) and clear. */
function cartItem(events: Event[], input: Record<string, unknown> | undefined) {
  let item = (input?.item ?? null) as CartItemSample | null
  for (const event of events as (Event & { item?: CartItemSample; id?: string })[]) {
    if (event.type === 'cart.add') item = event.item!
    if (event.type === 'cart.clear' || (event.type === 'cart.remove' && item?.id === event.id)) item = null
  }
  return item
}

const cartButton = (page: Page, count: number) => page.getByRole('link', { name: `Cart, ${count} ${count === 1 ? 'item' : 'items'}` })
const storedCart = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? 'null') as unknown)

replay('cart', {
  samples: samples(cartSamples),
  url: () => '/shop',
  setup: async (start) => {
    const { page, provider, input } = start
    // cart.clear ends on /dashboard, whose overview reads the account.
    await emptyAccount(start)
    // cart.clear comes back from a paid checkout: the result page's check of the payment.
    provider.use(
      answerJson('*/app/payments/session/cs_test_cart', { status: 'succeeded', kind: 'payment', message: null, transactionId: 'txn_cart' }),
    )
    if (input?.item) await beforeAppStarts(page, (item) => localStorage.setItem('cart', item), JSON.stringify(input.item))
  },
  calls: {},
  act: {
    'cart.add': async (page, event) => {
      const { retailName } = (event as Event & { item: CartItemSample }).item
      if (!/\/shop$/.test(page.url()))
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop', exact: true }).click()
      const plan = page
        .getByRole('main')
        .getByRole('button', { name: new RegExp(`^(Choose ${retailName},|${retailName} is in your cart)`) })
      await plan.click()
    },
    'cart.remove': async (page, event) => {
      await cartButton(page, 1).click()
      await expect(page).toHaveURL(/\/cart$/)
      const item = (await storedCart(page)) as CartItemSample
      expect(item.id, 'the sample removes the item in the cart').toBe((event as Event & { id: string }).id)
      await page.getByRole('button', { name: `Remove ${item.retailName} from your cart` }).click()
    },
    // After a paid checkout: back from the payment page, the result page says paid; leaving it empties the cart.
    'cart.clear': async (page) => {
      await page.evaluate(() => {
        localStorage.setItem('stripeLocation', 'checkout')
        localStorage.setItem('sessionId', 'cs_test_cart')
      })
      await page.goto('/stripe-response')
      await page
        .getByRole('alertdialog', { name: 'Payment Successful' })
        .getByRole('button', { name: /dashboard/i })
        .click()
      await expect(page).toHaveURL(/\/dashboard/)
    },
  },
  see: {
    empty: async (page) => {
      await expect(cartButton(page, 0)).toBeVisible()
      expect(await storedCart(page)).toBeNull()
    },
    filled: async (page, { events, input }) => {
      const item = cartItem(events, input)!
      await expect(cartButton(page, 1)).toBeVisible()
      expect(await storedCart(page)).toMatchObject(item)
      if (/\/shop$/.test(page.url())) {
        await expect(page.getByRole('main').getByRole('button', { name: `${item.retailName} is in your cart` })).toHaveAttribute(
          'aria-pressed',
          'true',
        )
      }
    },
  },
})
