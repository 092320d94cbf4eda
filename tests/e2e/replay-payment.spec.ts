/**
 * The covering scenarios of the payment flows, replayed in Chromium (tests/e2e/replay.ts): the result page after
 * the hosted payment or card-saving page (/stripe-response), the saved cards and the order history of
 * /dashboard/payment, and the order history's month/year picker. Every scenario starts from the shared signed-in
 * state (a token in storage, the profile answered at the network); the page's other calls are answered with an
 * empty account, so that only the flow under test decides what is shown.
 */
import { expect, type Page } from '@playwright/test'
import type { AnyStateMachine } from 'xstate'
import type { MachineSamples } from '../support/machine-graph'
import { paymentResultSamples, SESSION_ID } from '../machines/payment-result.samples'
import { CARD_PAGE, savedCardsSamples } from '../machines/saved-cards.samples'
import { HISTORY, orderHistorySamples } from '../machines/order-history.samples'
import { monthYearPickerSamples } from '../machines/month-year-picker.samples'
import { MONTH_NAMES } from '@machines/month-year-picker.machine'
import { answerJson, HttpResponse, type FakeProvider } from '../support/provider'
import { beforeAppStarts, replay, type Event } from './replay'
import { emptyAccount } from './empty-account'

const samples = (value: unknown) => value as MachineSamples<AnyStateMachine>

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true })

// ---------------------------------------------------------------------------------------------------------------
// The payment result (/stripe-response): the markers the checkout or the card page left in storage, the server's
// confirmed result answered at the network, the pauses between "still pending" answers moved on by the clock.

const successDialog = (page: Page) => page.getByRole('alertdialog', { name: 'Payment Successful' })
const failureDialog = (page: Page) => page.getByRole('alertdialog', { name: 'Payment Failed' })
const markers = (page: Page) =>
  page.evaluate(() => ({ location: localStorage.getItem('stripeLocation'), sessionId: localStorage.getItem('sessionId') }))

async function checkingScreen(page: Page) {
  await expect(heading(page, 'Checking your payment…')).toBeVisible()
  // Visible only: while the page replaces the server's checking screen, React keeps the new one hidden a moment.
  await expect(page.getByText('This only takes a few seconds. Please keep this page open.').filter({ visible: true })).toBeVisible()
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
}

replay('paymentResult', {
  samples: samples(paymentResultSamples),
  url: () => '/stripe-response',
  setup: async (start) => {
    const { page, input } = start
    await emptyAccount(start)
    if (input?.location) {
      // As the checkout or the card page left them: a later page load finds what the app kept.
      await beforeAppStarts(
        page,
        ([location, sessionId]) => {
          localStorage.setItem('stripeLocation', location)
          localStorage.setItem('sessionId', sessionId)
          localStorage.setItem('cart', JSON.stringify({ id: 'plan-unlimited', retailName: 'Unlimited', retailPrice: 40 }))
        },
        [String(input.location), String(input.sessionId)],
      )
    }
  },
  calls: { getPaymentSession: `/app/payments/session/${SESSION_ID}` },
  act: {
    'dashboard.go': (page) => successDialog(page).getByRole('button', { name: 'To Dashboard' }).click(),
    'payment.retry': (page) => failureDialog(page).getByRole('button', { name: 'Try again' }).click(),
    'result.recheck': async (page) => {
      const button = page.getByRole('button', { name: /^(Check again|Try again)$/ })
      await button.click()
    },
  },
  see: {
    checking: checkingScreen,
    waiting: checkingScreen,
    nothingToCheck: async (page) => {
      await expect(heading(page, 'No payment to check')).toBeVisible()
      await expect(
        page.getByText(
          "We couldn't find a payment to check in this browser. If you have just paid, your order and receipt are in My Account.",
        ),
      ).toBeVisible()
      for (const link of ['Go to My Account', 'Back to your cart', 'Browse plans'])
        await expect(page.getByRole('link', { name: link })).toBeVisible()
    },
    unknownSession: async (page) => {
      await expect(heading(page, "We couldn't find this payment")).toBeVisible()
      await expect(
        page.getByText('This payment is not one we know. If you have just paid, your order and receipt are in My Account.'),
      ).toBeVisible()
      expect(await markers(page)).toEqual({ location: null, sessionId: null })
    },
    stillPending: async (page) => {
      await expect(heading(page, 'Your payment is still being processed')).toBeVisible()
      await expect(page.getByText('This can take a minute. You will not be charged twice: check again in a moment.')).toBeVisible()
      await expect(page.getByRole('button', { name: 'Check again' })).toBeEnabled()
    },
    unavailable: async (page) => {
      await expect(heading(page, "We couldn't check your payment")).toBeVisible()
      await expect(
        page.getByText(
          "We couldn't reach Ring Mobile. Check your connection and try again. You will not be charged twice: try again in a moment.",
        ),
      ).toBeVisible()
      await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled()
    },
    paid: async (page) => {
      await expect(successDialog(page)).toContainText("Your new line is being set up. You'll find it, and your receipt, in My Account.")
      // The markers and the cart wait for "To Dashboard".
      expect(await markers(page)).toEqual({ location: 'checkout', sessionId: SESSION_ID })
    },
    paymentFailed: async (page) => {
      // SPEC §2's fixed text; the provider gave no reason here.
      await expect(failureDialog(page)).toHaveAccessibleDescription('Please try again!')
      await expect(failureDialog(page).getByRole('button', { name: 'Try again' })).toBeEnabled()
    },
    left: async (page, { event }) => {
      expect(await markers(page)).toEqual({ location: null, sessionId: null })
      if (event?.type === 'dashboard.go') {
        await expect(page).toHaveURL(/\/dashboard$/)
        await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible()
      } else {
        // Nothing was paid: back to the checkout with the plan still in the cart.
        await expect(page).toHaveURL(/\/cart\/checkout$/)
        expect(await page.evaluate(() => localStorage.getItem('cart'))).toContain('plan-unlimited')
      }
    },
    cardSaved: async (page) => {
      await expect(page).toHaveURL(/\/dashboard\/payment$/)
      await expect(page.getByText('Your card was saved successfully!')).toBeVisible()
      expect(await markers(page)).toEqual({ location: null, sessionId: null })
    },
    cardNotSaved: async (page) => {
      await expect(page).toHaveURL(/\/dashboard\/payment$/)
      await expect(page.getByText('Something went wrong while saving your card, please try again')).toBeVisible()
      expect(await markers(page)).toEqual({ location: null, sessionId: null })
    },
    signingIn: async (page) => {
      await expect(page).toHaveURL(/\/login\?redirect=%2Fstripe-response$/)
      // The markers stay, so that the customer comes back to this result after signing in.
      expect(await markers(page)).toEqual({ location: 'checkout', sessionId: SESSION_ID })
    },
  },
})

// ---------------------------------------------------------------------------------------------------------------
// Saved cards (/dashboard/payment): the list, the delete dialog, 'Set as primary' and 'Add a card', the calls
// answered at the network; the hosted card page is a stand-in page at its address.

type CardSample = { id: string; primaryCard: boolean; last4Digits: string; expiry: string; network: string; cardholderName: string }
const BRAND: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard' }
const cardName = (card: CardSample) => `${BRAND[card.network]} ending in ${card.last4Digits}`
/** The samples' cards by id, as their tiles are named. */
const CARD_NAMES: Record<string, string> = { card_visa: 'Visa ending in 4242', card_mc: 'Mastercard ending in 4444' }

/** The cards on screen after the scenario's events: the last list read, less a card deleted since. */
function shownCards(events: Event[]) {
  let cards: CardSample[] = []
  let chosen: string | undefined
  for (const event of events as (Event & { cardId?: string })[]) {
    if (event.type === 'xstate.done.actor.loadCards') cards = event.output as CardSample[]
    if (event.type === 'card.delete') chosen = event.cardId
    if (event.type === 'xstate.done.actor.deleteCard') cards = cards.filter((card) => card.id !== chosen)
  }
  return cards
}

/** The notification of the step's call: the server's message, as the customer reads it. */
function stepMessage(event: Event | undefined) {
  if (!event) return undefined
  if (/^xstate\.done\.actor\.(deleteCard|setPrimaryCard)$/.test(event.type)) return (event.output as { message: string }).message
  if (/^xstate\.error\.actor\.(deleteCard|setPrimaryCard|openCardPage)$/.test(event.type)) return String(event.error?.message)
  return undefined
}

const savedPanel = (page: Page) => page.getByRole('region', { name: 'Saved cards' })
const tile = (page: Page, card: CardSample) => savedPanel(page).getByRole('article', { name: cardName(card), exact: true })
const deleteDialog = (page: Page) => page.getByRole('alertdialog', { name: 'Delete Card?' })
const addCardButton = (page: Page) => savedPanel(page).getByRole('button', { name: 'Add a card' })

async function cardsShown(page: Page, events: Event[], { busy }: { busy: boolean }) {
  const cards = shownCards(events)
  await expect(savedPanel(page).getByRole('article')).toHaveCount(cards.length)
  for (const card of cards) {
    await expect(tile(page, card)).toContainText(`Expires ${card.expiry}`)
    await expect(tile(page, card).getByText('Primary', { exact: true })).toHaveCount(card.primaryCard ? 1 : 0)
    const buttons = tile(page, card).getByRole('button')
    await expect(buttons).toHaveCount(card.primaryCard ? 1 : 2)
    for (const button of await buttons.all()) {
      if (busy) await expect(button).toBeDisabled()
      else await expect(button).toBeEnabled()
    }
  }
}

async function notified(page: Page, event: Event | undefined) {
  const message = stepMessage(event)
  if (message) await expect(page.getByText(message, { exact: true })).toBeVisible()
}

replay('savedCards', {
  samples: samples(savedCardsSamples),
  url: (input) =>
    `/dashboard/payment${input?.returnedWith === 'saved' ? '?success=true' : input?.returnedWith === 'notSaved' ? '?failure=true' : ''}`,
  setup: async (start) => {
    await emptyAccount(start, ['/app/payments/cards'])
    // The card page is another site's page, not a call of the app: the browser's own route serves it.
    await start.page.route(`${CARD_PAGE.url}`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Card page</title><h1>Add your card</h1>' }),
    )
  },
  calls: {
    loadCards: [{ url: '/app/payments/cards', body: (event) => HttpResponse.json({ cards: event.output as never }) }],
    deleteCard: '/app/payments/cards',
    setPrimaryCard: '/app/payments/cards/setdefault',
    openCardPage: '/app/payments/storecardpage',
  },
  act: {
    'card.delete': (page, event) =>
      savedPanel(page)
        .getByRole('button', { name: `Delete ${CARD_NAMES[String((event as Event & { cardId: string }).cardId)]}` })
        .click(),
    'card.setPrimary': (page, event) =>
      savedPanel(page)
        .getByRole('article', { name: CARD_NAMES[String((event as Event & { cardId: string }).cardId)] })
        .getByRole('button', { name: 'Set as primary' })
        .click(),
    'delete.confirm': (page) => deleteDialog(page).getByRole('button', { name: 'Yes, Delete' }).click(),
    'delete.cancel': (page) => deleteDialog(page).getByRole('button', { name: 'Cancel' }).click(),
    'card.add': (page) => addCardButton(page).click(),
    'cards.retry': (page) => savedPanel(page).getByRole('button', { name: 'Try again' }).click(),
  },
  see: {
    loading: async (page, { event, input }) => {
      await expect(savedPanel(page).getByLabel('Loading your saved cards')).toBeVisible()
      if (!event && input?.returnedWith === 'saved')
        await expect(page.getByText('Your card was saved successfully!', { exact: true })).toBeVisible()
      if (!event && input?.returnedWith === 'notSaved') {
        await expect(page.getByText('Something went wrong while saving your card, please try again', { exact: true })).toBeVisible()
      }
      // Announced once: the parameter is taken off the address.
      await expect(page).toHaveURL(/\/dashboard\/payment$/)
    },
    loadFailed: async (page) => {
      await expect(savedPanel(page).getByRole('alert')).toContainText("We couldn't load your saved cards.")
      await expect(savedPanel(page).getByRole('button', { name: 'Try again' })).toBeEnabled()
    },
    empty: async (page, { event }) => {
      await expect(savedPanel(page).getByText('No saved cards', { exact: true })).toBeVisible()
      await expect(savedPanel(page).getByText('Tap below to add one', { exact: true })).toBeVisible()
      await expect(savedPanel(page).getByRole('article')).toHaveCount(0)
      await expect(addCardButton(page)).toBeEnabled()
      await notified(page, event)
    },
    populated: async (page, { event, events }) => {
      await expect(deleteDialog(page)).toHaveCount(0)
      await cardsShown(page, events, { busy: false })
      await expect(addCardButton(page)).toBeEnabled()
      await notified(page, event)
    },
    confirmingDelete: async (page, { event, events }) => {
      const card = shownCards(events).find(
        (c) => c.id === (events.findLast((e) => e.type === 'card.delete') as Event & { cardId: string }).cardId,
      )!
      await expect(deleteDialog(page)).toContainText(
        `Your ${BRAND[card.network]} card ending in ${card.last4Digits} will be removed from your account.`,
      )
      await expect(deleteDialog(page).getByRole('button', { name: 'Yes, Delete' })).toBeEnabled()
      await notified(page, event)
    },
    deleting: async (page) => {
      await expect(deleteDialog(page).getByRole('button', { name: 'Yes, Delete' })).toHaveAttribute('aria-busy', 'true')
    },
    settingPrimary: async (page, { events }) => {
      const cardId = (events.at(-1) as Event & { cardId: string }).cardId
      const card = shownCards(events).find((c) => c.id === cardId)!
      await expect(tile(page, card)).toHaveAttribute('aria-busy', 'true')
      await cardsShown(page, events, { busy: true })
    },
    refreshing: async (page, { event, events }) => {
      await expect(savedPanel(page).locator('[aria-busy="true"]').first()).toBeVisible()
      await cardsShown(page, events, { busy: true })
      await expect(addCardButton(page)).toBeDisabled()
      await notified(page, event)
    },
    openingCardPage: async (page) => {
      await expect(addCardButton(page)).toBeDisabled()
      await expect(addCardButton(page)).toHaveAttribute('aria-busy', 'true')
    },
    leaving: async (page) => {
      await expect(page).toHaveURL(CARD_PAGE.url)
      await expect(page.getByRole('heading', { name: 'Add your card' })).toBeVisible()
    },
  },
})

// ---------------------------------------------------------------------------------------------------------------
// Order history (/dashboard/payment), on 15 March 2026 as in the samples: the latest orders, "See all" with its
// month filter, and the Payment Details dialog. What each list shows is written out here, newest first.

const MARCH_2026 = '2026-03-15T12:00:00Z'
/** The dates of the rows the summary shows for the samples' six orders: the five newest. */
const SUMMARY_DATES = ['Mar 02, 26', 'Mar 01, 26', 'Feb 12, 26', 'Feb 11, 26', 'Jan 10, 26']
/** February 2026's orders. */
const FEBRUARY_DATES = ['Feb 12, 26', 'Feb 11, 26']
/** The Payment Details dialog of each order a scenario opens. */
const DETAILS: Record<string, { view: string; date: string; status: string; total: string }> = {
  txn_jan: { view: 'Jan 10, 26', date: '10 Jan 2026', status: 'Success', total: 'Total paid$40.00' },
  txn_feb_failed: { view: 'Feb 11, 26', date: '11 Feb 2026', status: 'Failed', total: 'Amount (not charged)$40.00' },
}
const ITEM = 'Unlimited — monthly plan'

// Not by role: while the Payment Details dialog is open, the page behind it is hidden from the accessibility tree.
const historyPanel = (page: Page) => page.locator('section[aria-labelledby="order-history-title"]')
const detailsDialog = (page: Page) => page.getByRole('dialog', { name: 'Payment Details' })
const pickerButton = (page: Page) => historyPanel(page).getByRole('button', { name: /^Order history month: / })
const picker = (page: Page) => page.getByRole('dialog', { name: 'Choose the order history month' })

/** The month the full view shows: March (the newest order's month), then each month chosen. */
function filterLabel(events: Event[]) {
  let label = 'Mar 2026'
  for (const event of events as (Event & { month?: number })[])
    if (event.type === 'filter.change') label = event.month === 2 ? 'Feb 2026' : String(event.month)
  return label
}

async function rows(page: Page, dates: string[], { seeAll, events }: { seeAll: boolean; events: Event[] }) {
  await expect(historyPanel(page).locator('tbody tr time')).toHaveText(dates)
  if (detailsOpen(events)) return
  await expect(historyPanel(page).getByRole('button', { name: 'See all' })).toHaveCount(seeAll ? 0 : 1)
  await expect(historyPanel(page).getByRole('button', { name: 'Back' })).toHaveCount(seeAll ? 1 : 0)
}

/** The order whose details are open, if any. */
function detailsOpen(events: Event[]) {
  const open = events.findLast((event) => event.type === 'details.open' || event.type === 'details.close' || event.type === 'history.back')
  return open?.type === 'details.open' ? String((open as Event & { transactionId: string }).transactionId) : null
}

async function detailsShown(page: Page, events: Event[]) {
  const open = detailsOpen(events)
  if (!open) return expect(detailsDialog(page)).toHaveCount(0)
  const details = DETAILS[open]!
  await expect(detailsDialog(page)).toContainText(details.date)
  await expect(detailsDialog(page)).toContainText(details.status)
  await expect(detailsDialog(page)).toContainText(details.total)
}

/** The scenario's provider, whose calls say what the order history asked for. */
const providers = new WeakMap<Page, FakeProvider>()
/** The query of each order history request the page sent, in order. */
const asked = (page: Page) =>
  providers
    .get(page)!
    .calls.filter((call) => call.path === '/app/payments/transactions')
    .map((call) => call.query ?? {})

replay('orderHistory', {
  samples: samples(orderHistorySamples),
  time: MARCH_2026,
  latestCall: true,
  url: () => '/dashboard/payment',
  setup: async (start) => {
    await emptyAccount(start, ['/app/payments/transactions*'])
    providers.set(start.page, start.provider)
  },
  calls: {
    loadTransactions: [{ url: '/app/payments/transactions*', body: (event) => HttpResponse.json({ transactions: event.output as never }) }],
  },
  notOnPage: {
    // The machine takes "close the details" with none open; the page has no Close button then.
    '{"seeAll":"list"}': {
      'details.close': async (page, _event, events) => {
        if (detailsOpen(events.slice(0, -1))) return false
        await expect(detailsDialog(page)).toHaveCount(0)
      },
      // The machine takes Back with the details open; on the page Back is behind the modal dialog until it closes.
      'history.back': async (page, _event, events) => {
        if (!detailsOpen(events.slice(0, -1))) return false
        await expect(detailsDialog(page)).toBeVisible()
        await expect(page.getByRole('button', { name: 'Back', exact: true })).toHaveCount(0)
      },
    },
  },
  act: {
    'history.seeAll': (page) => historyPanel(page).getByRole('button', { name: 'See all' }).click(),
    'history.back': (page) => historyPanel(page).getByRole('button', { name: 'Back' }).click(),
    'history.retry': (page) => historyPanel(page).getByRole('button', { name: 'Try again' }).click(),
    'filter.change': async (page, event) => {
      expect(event.type === 'filter.change' && (event as Event & { year: number }).year, 'the sample chooses a month of 2026').toBe(2026)
      await pickerButton(page).click()
      await picker(page).getByRole('button', { name: '2026', exact: true }).click()
      await picker(page)
        .getByRole('button', { name: MONTH_NAMES[Number((event as Event & { month: number }).month) - 1], exact: true })
        .click()
      // As a person sees it: the menu gone and the focus back on its button. Until then the closing menu still
      // hands the focus back, and a dialog opened meanwhile would take that as "focus left me" and close.
      await expect(picker(page)).toHaveCount(0)
      await expect(pickerButton(page)).toBeFocused()
    },
    'details.open': (page, event) =>
      historyPanel(page)
        .getByRole('button', {
          name: `View payment details: ${ITEM}, ${DETAILS[String((event as Event & { transactionId: string }).transactionId)]!.view}`,
        })
        .click(),
    'details.close': (page) => detailsDialog(page).getByRole('button', { name: 'Close', exact: true }).click(),
  },
  see: {
    '{"summary":"loading"}': async (page) => {
      await expect(historyPanel(page).getByLabel('Loading your order history')).toBeVisible()
      await expect.poll(() => asked(page).at(-1)).toEqual({ limit: '5' })
      await expect(historyPanel(page).getByRole('button', { name: 'See all' })).toHaveCount(0)
    },
    '{"summary":"list"}': async (page, { events }) => {
      await rows(page, SUMMARY_DATES, { seeAll: false, events })
      if (!detailsOpen(events)) await expect(historyPanel(page).getByRole('button', { name: 'See all' })).toBeEnabled()
      await detailsShown(page, events)
    },
    '{"summary":"empty"}': async (page) => {
      await expect(historyPanel(page).getByText('No order history', { exact: true })).toBeVisible()
      await expect(historyPanel(page).getByText('Your payments will show here after your first order.', { exact: true })).toBeVisible()
      await expect(historyPanel(page).getByRole('button', { name: 'See all' })).toHaveCount(0)
    },
    '{"summary":"failed"}': async (page) => {
      await expect(historyPanel(page).getByRole('alert')).toContainText("We couldn't load your order history.")
      await expect(historyPanel(page).getByRole('button', { name: 'Try again' })).toBeEnabled()
    },
    '{"seeAll":"loading"}': async (page, { events }) => {
      await expect(historyPanel(page).getByLabel(`Loading the orders of ${filterLabel(events)}`)).toBeVisible()
      // The month on screen is the month asked for (and the newest request, the one the next step answers).
      await expect
        .poll(() => asked(page).at(-1))
        .toEqual(filterLabel(events) === 'Mar 2026' ? { month: '3', year: '2026' } : { month: '2', year: '2026' })
      await expect(pickerButton(page)).toHaveAccessibleName(`Order history month: ${filterLabel(events)}`)
    },
    '{"seeAll":"list"}': async (page, { events }) => {
      if (!detailsOpen(events)) await expect(pickerButton(page)).toHaveAccessibleName(`Order history month: ${filterLabel(events)}`)
      await rows(page, FEBRUARY_DATES, { seeAll: true, events })
      // February has a failed payment: the Failed column shows.
      await expect(historyPanel(page).locator('tbody').getByText('Failed', { exact: true })).toHaveCount(1)
      await detailsShown(page, events)
    },
    '{"seeAll":"empty"}': async (page, { events }) => {
      await expect(historyPanel(page).getByText(`No orders in ${filterLabel(events)}`, { exact: true })).toBeVisible()
      await expect(historyPanel(page).getByText('Choose another month above.', { exact: true })).toBeVisible()
    },
    '{"seeAll":"failed"}': async (page) => {
      await expect(historyPanel(page).getByRole('alert')).toContainText("We couldn't load your order history.")
      await expect(historyPanel(page).getByRole('button', { name: 'Try again' })).toBeEnabled()
      await expect(historyPanel(page).getByRole('button', { name: 'Back' })).toBeVisible()
    },
  },
})

// ---------------------------------------------------------------------------------------------------------------
// The month/year picker of the order history's full view (the app's only one: past months only), on 15 March 2026.

/** The month the button shows: March 2026 (the newest order's), then each month chosen in the year last chosen. */
function pickerState(events: Event[]) {
  let label = 'Mar 2026'
  let viewYear = 2026
  for (const event of events as (Event & { year?: number; month?: number })[]) {
    if (event.type === 'year.choose') viewYear = event.year!
    if (event.type === 'month.choose') label = `${MONTH_NAMES[event.month! - 1]} ${viewYear}`
  }
  return { label, viewYear }
}
const YEARS = Array.from({ length: 12 }, (_, index) => String(2026 - index))

replay('monthYearPicker', {
  samples: samples(monthYearPickerSamples),
  time: MARCH_2026,
  url: () => '/dashboard/payment',
  setup: async (start) => {
    await emptyAccount(start, ['/app/payments/transactions*'])
    start.provider.use(answerJson('*/app/payments/transactions*', { transactions: HISTORY }))
  },
  open: async (page) => {
    await historyPanel(page).getByRole('button', { name: 'See all' }).click()
    await expect(pickerButton(page)).toHaveAccessibleName('Order history month: Mar 2026')
  },
  calls: {},
  act: {
    'picker.toggle': (page) => pickerButton(page).click(),
    'picker.close': (page) => page.keyboard.press('Escape'),
    'year.choose': (page, event) =>
      picker(page)
        .getByRole('button', { name: String((event as Event & { year: number }).year), exact: true })
        .click(),
    'years.show': (page) =>
      picker(page)
        .getByRole('button', { name: /, choose another year$/ })
        .click(),
    'month.choose': (page, event) =>
      picker(page)
        .getByRole('button', { name: MONTH_NAMES[(event as Event & { month: number }).month - 1], exact: true })
        .click(),
  },
  see: {
    closed: async (page, { events }) => {
      await expect(picker(page)).toHaveCount(0)
      await expect(pickerButton(page)).toHaveAccessibleName(`Order history month: ${pickerState(events).label}`)
    },
    choosingYear: async (page, { events }) => {
      await expect(picker(page).getByText('Year', { exact: true })).toBeVisible()
      const years = picker(page).getByRole('group').getByRole('button')
      await expect(years).toHaveText(YEARS)
      await expect(picker(page).getByRole('button', { pressed: true })).toHaveText(pickerState(events).label.slice(4))
    },
    choosingMonth: async (page, { events }) => {
      const { viewYear } = pickerState(events)
      await expect(picker(page).getByRole('button', { name: `${viewYear}, choose another year` })).toBeVisible()
      const months = picker(page)
        .getByRole('group', { name: `Months of ${viewYear}` })
        .getByRole('button')
      await expect(months).toHaveText([...MONTH_NAMES])
      // Past months only: after March 2026 nothing is offered.
      for (const [index, name] of MONTH_NAMES.entries()) {
        const month = picker(page).getByRole('button', { name, exact: true })
        if (viewYear === 2026 && index > 2) await expect(month).toBeDisabled()
        else await expect(month).toBeEnabled()
      }
    },
    closing: async (page, { events }) => {
      // The page hears of the choice at once; the menu closes 300 ms later.
      await expect(pickerButton(page)).toHaveAccessibleName(`Order history month: ${pickerState(events).label}`)
    },
  },
})
