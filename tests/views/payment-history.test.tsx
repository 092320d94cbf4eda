import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PaymentSection } from '@/features/payment/payment-section'
import { RecentTransactions } from '@/features/payment/recent-transactions'
import { RecentTransactionsPending } from '@/features/payment/recent-transactions-pending'
import { stubHeld } from './api-stub'
import { clearNotifications, renderPayment, setWidth, stubApi, transaction, WIDTHS, type ApiCall } from './payment-harness'

const SIM_KIT = transaction('txn_kit', '2026-03-01T15:00:00.000Z', {
  item: 'Physical SIM kit',
  amount: 0,
  last4DigitCard: null,
  paymentDetails: {
    orderTotal: 5,
    taxAmount: 0,
    regulatoryFee: 0,
    activationFee: 0,
    discountAmount: 5,
    paymentMethod: null,
    last4DigitCard: null,
    finalCheckoutAmount: 0,
  },
})
const FAILED = transaction('txn_failed', '2026-02-11T15:00:00.000Z', {
  successful: false,
  last4DigitCard: '4444',
  paymentDetails: {
    orderTotal: 40,
    taxAmount: 3.6,
    regulatoryFee: 1.49,
    activationFee: null,
    discountAmount: null,
    paymentMethod: 'mastercard',
    last4DigitCard: '4444',
    finalCheckoutAmount: 45.09,
  },
})
const FIRST = transaction('txn_first', '2026-03-05T15:00:00.000Z', {
  item: 'Unlimited — first month',
  amount: 44.45,
  paymentDetails: {
    orderTotal: 40,
    taxAmount: 3.96,
    regulatoryFee: 1.49,
    activationFee: 9,
    discountAmount: 10,
    paymentMethod: 'visa',
    last4DigitCard: '4242',
    finalCheckoutAmount: 44.45,
  },
})
/** Six payments over four months, in no particular order. */
const HISTORY = [
  transaction('txn_jan', '2026-01-10T15:00:00.000Z'),
  SIM_KIT,
  FAILED,
  transaction('txn_dec', '2025-12-10T15:00:00.000Z'),
  FIRST,
  transaction('txn_feb', '2026-02-12T15:00:00.000Z', { item: 'Plus — monthly plan', amount: 39.64 }),
]

/** GET /app/payments/transactions: everything, or the month asked for, at most `limit`. */
function history(list = HISTORY) {
  return (call: ApiCall) => {
    const { month, year, limit } = call.query ?? {}
    const shown = month && year ? list.filter((txn) => txn.transactionTime.startsWith(`${year}-${month.padStart(2, '0')}`)) : list
    // Like the server: newest first, then at most `limit`.
    const newest = [...shown].sort((x, y) => Date.parse(y.transactionTime) - Date.parse(x.transactionTime))
    return Response.json({ transactions: limit ? newest.slice(0, Number(limit)) : shown })
  }
}
/** The month picker's buttons, January to December (English). */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const noCards = () => Response.json({ cards: [] })
const panel = () => within(screen.getByRole('region', { name: 'Order history' }))

beforeEach(() => {
  // Only the date is fake (March 2026); timers stay real for the 300 ms close and the toasts.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-03-20T12:00:00.000Z'))
  setWidth(WIDTHS.wide)
})
afterEach(() => {
  clearNotifications()
})

describe('order history on screens wider than 425 px', () => {
  it("the summary: the latest five, newest first, in a table; failed rows red with 'Failed'; dates 'MMM DD, YY'", async () => {
    stubApi({ 'GET /app/payments/cards': noCards, 'GET /app/payments/transactions': history() })
    await renderPayment(<PaymentSection />)
    const table = await panel().findByRole('table', { name: 'Latest orders' })
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent)
    expect(headers).toEqual(['Status', 'Date', 'Product', 'Price', 'Pay Method', 'View'])
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((row) => within(row).getByRole('time').textContent)).toEqual([
      'Mar 05, 26',
      'Mar 01, 26',
      'Feb 12, 26',
      'Feb 11, 26',
      'Jan 10, 26',
    ])

    const failed = rows[3]
    expect(failed).toHaveAttribute('data-failed')
    expect(within(failed).getByText('Failed')).toBeInTheDocument()
    expect(within(failed).getByRole('img', { name: 'Mastercard' })).toBeInTheDocument()
    expect(failed).toHaveTextContent('4444')
    expect(rows.filter((row) => row.hasAttribute('data-failed'))).toHaveLength(1)
    expect(within(rows[0]).queryByText('Failed')).toBeNull()
    // Price in USD, pay method as the brand mark and last four, or '-' without a card.
    expect(rows[0]).toHaveTextContent('$44.45')
    expect(within(rows[0]).getByRole('img', { name: 'Visa' })).toBeInTheDocument()
    expect(rows[0]).toHaveTextContent('4242')
    expect(within(rows[1]).getByLabelText('No card')).toHaveTextContent('-')
    expect(within(rows[1]).queryByRole('img')).toBeNull()
    for (const row of rows) expect(within(row).getByRole('button', { name: /^View payment details/ })).toHaveTextContent('View')
    expect(panel().getByRole('button', { name: 'See all' })).toBeInTheDocument()
    expect(panel().queryByRole('list')).toBeNull()
  })

  it('asks the server for the latest five only, not the whole history', async () => {
    const api = stubApi({ 'GET /app/payments/cards': noCards, 'GET /app/payments/transactions': history() })
    await renderPayment(<PaymentSection />)
    await panel().findByRole('table', { name: 'Latest orders' })
    expect(api.callsTo('GET /app/payments/transactions').map((call) => call.query)).toEqual([{ limit: '5' }])
  })

  it('no Failed column when every payment went through', async () => {
    stubApi({ 'GET /app/payments/cards': noCards, 'GET /app/payments/transactions': history(HISTORY.filter((txn) => txn.successful)) })
    await renderPayment(<PaymentSection />)
    const table = await panel().findByRole('table')
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Date', 'Product', 'Price', 'Pay Method', 'View'])
    expect(within(table).queryByText('Failed')).toBeNull()
  })

  it("'No order history' and no 'See all' when there is none", async () => {
    stubApi({ 'GET /app/payments/cards': noCards, 'GET /app/payments/transactions': history([]) })
    await renderPayment(<PaymentSection />)
    expect(await panel().findByText('No order history')).toBeInTheDocument()
    expect(panel().queryByRole('button', { name: 'See all' })).toBeNull()
    expect(panel().queryByRole('table')).toBeNull()
  })

  it("'See all' opens on the newest order's month; the picker chooses a year, then a month, and closes 300 ms later; Back returns", async () => {
    const api = stubApi({ 'GET /app/payments/cards': noCards, 'GET /app/payments/transactions': history() })
    const { user } = await renderPayment(<PaymentSection />)
    await user.click(await panel().findByRole('button', { name: 'See all' }))
    const picker = await panel().findByRole('button', { name: 'Order history month: Mar 2026' })
    expect(picker).toHaveTextContent('Mar 2026')
    expect(await panel().findByRole('table', { name: 'Orders of Mar 2026' })).toBeInTheDocument()
    expect(api.callsTo('GET /app/payments/transactions').map((call) => call.query)).toEqual([{ limit: '5' }, { month: '3', year: '2026' }])

    // It opens on the year list headed 'Year': this year and the eleven before it.
    await user.click(picker)
    expect(await screen.findByText('Year')).toBeInTheDocument()
    const years = within(screen.getByRole('group', { name: 'Year' })).getAllByRole('button')
    expect(years.map((button) => button.textContent)).toEqual([
      '2026',
      '2025',
      '2024',
      '2023',
      '2022',
      '2021',
      '2020',
      '2019',
      '2018',
      '2017',
      '2016',
      '2015',
    ])
    expect(screen.getByRole('button', { name: '2026' })).toHaveAttribute('aria-pressed', 'true')

    // A year opens its months Jan-Dec; months still to come are not offered; the heading goes back to the years.
    await user.click(screen.getByRole('button', { name: '2026' }))
    const months = within(screen.getByRole('group', { name: 'Months of 2026' })).getAllByRole('button')
    expect(months.map((button) => button.textContent)).toEqual(MONTHS)
    expect(months.filter((button) => (button as HTMLButtonElement).disabled).map((button) => button.textContent)).toEqual(
      MONTHS.slice(MONTHS.indexOf('Apr')),
    )
    await user.click(screen.getByRole('button', { name: '2026, choose another year' }))
    expect(screen.getByText('Year')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '2026' }))

    await user.click(screen.getByRole('button', { name: 'Feb' }))
    expect(await panel().findByRole('button', { name: 'Order history month: Feb 2026' })).toBeInTheDocument()
    // Still open for a moment, showing the choice; closed 300 ms later.
    expect(screen.getByRole('button', { name: 'Feb' })).toHaveAttribute('aria-pressed', 'true')
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Months of 2026' })).toBeNull(), { timeout: 1500 })
    expect(api.callsTo('GET /app/payments/transactions').at(-1)?.query).toEqual({ month: '2', year: '2026' })
    const table = await panel().findByRole('table', { name: 'Orders of Feb 2026' })
    expect(
      within(table)
        .getAllByRole('time')
        .map((time) => time.textContent),
    ).toEqual(['Feb 12, 26', 'Feb 11, 26'])

    await user.click(panel().getByRole('button', { name: 'Back' }))
    expect(await panel().findByRole('table', { name: 'Latest orders' })).toBeInTheDocument()
    expect(api.callsTo('GET /app/payments/transactions')).toHaveLength(3)
  })

  it('a month without orders says so and keeps the filter', async () => {
    stubApi({ 'GET /app/payments/cards': noCards, 'GET /app/payments/transactions': history() })
    const { user } = await renderPayment(<PaymentSection />)
    await user.click(await panel().findByRole('button', { name: 'See all' }))
    await user.click(await panel().findByRole('button', { name: /Order history month/ }))
    await user.click(await screen.findByRole('button', { name: '2025' }))
    await user.click(screen.getByRole('button', { name: 'Jun' }))
    expect(await panel().findByText('No orders in Jun 2025')).toBeInTheDocument()
    expect(panel().getByRole('button', { name: 'Order history month: Jun 2025' })).toBeInTheDocument()
  })
})

describe('order history at 425 px and below', () => {
  beforeEach(() => setWidth(WIDTHS.narrow))

  it("cards instead of the table, dates 'dddd, D MMM', the failed one red with 'Failed'", async () => {
    stubApi({ 'GET /app/payments/cards': noCards, 'GET /app/payments/transactions': history() })
    await renderPayment(<PaymentSection />)
    const list = await panel().findByRole('list', { name: 'Latest orders' })
    expect(panel().queryByRole('table')).toBeNull()
    const cards = within(list).getAllByRole('article')
    expect(cards.map((card) => within(card).getByRole('time').textContent)).toEqual([
      'Thursday, 5 Mar',
      'Sunday, 1 Mar',
      'Thursday, 12 Feb',
      'Wednesday, 11 Feb',
      'Saturday, 10 Jan',
    ])
    expect(cards[3]).toHaveAttribute('data-failed')
    expect(within(cards[3]).getByText('Failed')).toBeInTheDocument()
    expect(within(cards[0]).queryByText('Failed')).toBeNull()
    expect(within(cards[0]).getByRole('img', { name: 'Visa' })).toBeInTheDocument()
    expect(cards[0]).toHaveTextContent('$44.45')
    expect(within(cards[1]).getByLabelText('No card')).toHaveTextContent('-')
  })
})

for (const [label, width] of Object.entries(WIDTHS)) {
  describe(`Payment Details (${label})`, () => {
    beforeEach(() => setWidth(width))

    it("lists only the amounts present, the date as 'DD MMM YYYY', amounts in USD", async () => {
      stubApi({ 'GET /app/payments/cards': noCards, 'GET /app/payments/transactions': history() })
      const { user } = await renderPayment(<PaymentSection />)
      await user.click(await panel().findByRole('button', { name: /View payment details: Unlimited — first month/ }))
      let dialog = within(await screen.findByRole('dialog', { name: 'Payment Details' }))
      expect(dialog.getByText('05 Mar 2026')).toBeInTheDocument()
      expect(dialog.getByText('Success')).toBeInTheDocument()
      // Term and value; the card is its brand mark's name and the last four.
      const amounts = () =>
        dialog.getAllByRole('term').map((term) => {
          const value = term.nextElementSibling as HTMLElement
          const mark = value.querySelector('[role=img]')
          return [
            term.textContent,
            mark ? `${mark.getAttribute('aria-label')} ${value.textContent?.replace(/^.*ending in /, '')}` : value.textContent,
          ]
        })
      expect(amounts()).toEqual([
        ['Date', '05 Mar 2026'],
        ['Status', 'Success'],
        ['Pay Method', 'Visa 4242'],
        ['Order total', '$40.00'],
        ['Tax', '$3.96'],
        ['Regulatory fee', '$1.49'],
        ['Activation fee', '$9.00'],
        ['Discount', '-$10.00'],
        ['Total paid', '$44.45'],
      ])
      await user.click(dialog.getByRole('button', { name: 'Close' }))
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

      // A SIM kit paid by a promotion: no tax, fees or card; the zero lines are left out.
      await user.click(panel().getByRole('button', { name: /View payment details: Physical SIM kit/ }))
      dialog = within(await screen.findByRole('dialog', { name: 'Payment Details' }))
      expect(amounts()).toEqual([
        ['Date', '01 Mar 2026'],
        ['Status', 'Success'],
        ['Pay Method', '-'],
        ['Order total', '$5.00'],
        ['Discount', '-$5.00'],
        ['Total paid', '$0.00'],
      ])
    })

    it('a failed payment says Failed', async () => {
      stubApi({ 'GET /app/payments/cards': noCards, 'GET /app/payments/transactions': history() })
      const { user } = await renderPayment(<PaymentSection />)
      await user.click(
        await panel().findByRole('button', { name: /View payment details: Unlimited — monthly plan, (Feb 11, 26|Wednesday, 11 Feb)/ }),
      )
      const dialog = within(await screen.findByRole('dialog', { name: 'Payment Details' }))
      expect(dialog.getByText('Failed')).toBeInTheDocument()
      expect(dialog.getByText('11 Feb 2026')).toBeInTheDocument()
      expect(dialog.getByRole('img', { name: 'Mastercard' })).toBeInTheDocument()
    })
  })
}

describe('recent transactions on the overview', () => {
  for (const [label, width] of Object.entries(WIDTHS)) {
    it(`the latest five, newest first; Failed only when one failed (${label})`, async () => {
      setWidth(width)
      stubApi({ 'GET /app/payments/transactions': history() })
      await renderPayment(<RecentTransactions />)
      const region = within(await screen.findByRole('region', { name: 'Recent transactions' }))
      const times = await region.findAllByRole('time')
      expect(times).toHaveLength(5)
      expect(times[0]).toHaveTextContent(width === WIDTHS.wide ? 'Mar 05, 26' : 'Thursday, 5 Mar')
      expect(region.getAllByText('Failed')).toHaveLength(1)
      expect(region.queryByRole(width === WIDTHS.wide ? 'list' : 'table')).toBeNull()
      expect(region.getByRole('link', { name: 'Order history' })).toHaveAttribute('href', '/dashboard/payment')
    })
  }

  it('while its module loads, the overview holds the panel as it first draws itself: nothing moves', async () => {
    stubHeld('GET /app/payments/transactions')
    await renderPayment(
      <>
        <div data-testid="fallback">
          <RecentTransactionsPending />
        </div>
        <div data-testid="panel">
          <RecentTransactions />
        </div>
      </>,
    )
    const panel = screen.getByTestId('panel')
    await within(panel).findByRole('region', { name: 'Recent transactions' })
    expect(screen.getByTestId('fallback').innerHTML).toBe(panel.innerHTML)
  })

  it('no Failed column when none failed', async () => {
    stubApi({ 'GET /app/payments/transactions': history(HISTORY.filter((txn) => txn.successful)) })
    await renderPayment(<RecentTransactions />)
    const region = within(await screen.findByRole('region', { name: 'Recent transactions' }))
    const table = await region.findByRole('table')
    expect(within(table).queryByRole('columnheader', { name: 'Status' })).toBeNull()
  })
})
