import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CARD_SAVING_MESSAGES } from '@machines/saved-cards.machine'
import { PaymentSection } from '@/features/payment/payment-section'
import { amex, clearNotifications, deferred, mastercard, renderPayment, setWidth, stubApi, visa, WIDTHS } from './payment-harness'

const cardsAnswer = (cards: unknown[] | undefined) => () => Response.json(cards === undefined ? {} : { cards })
const noHistory = () => Response.json({ transactions: [] })

/** The saved cards panel (a region named by its heading). */
const panel = () => within(screen.getByRole('region', { name: 'Saved cards' }))
const tile = (name: RegExp | string) => within(panel().getByRole('article', { name }))
/** A card's tile once the list is drawn (the list is drawn in a background lane after the answer). */
const findTile = async (name: RegExp | string) => within(await panel().findByRole('article', { name }))

beforeEach(() => setWidth(WIDTHS.wide))
afterEach(() => {
  clearNotifications()
})

describe('saved cards', () => {
  for (const [label, width] of Object.entries(WIDTHS)) {
    it(`shows a spinner, then each card with its brand, holder, last four and expiry (${label})`, async () => {
      setWidth(width)
      const list = deferred<Response>()
      stubApi({ 'GET /app/payments/cards': () => list.promise, 'GET /app/payments/transactions': noHistory })
      await renderPayment(<PaymentSection />)
      expect(await screen.findByRole('status', { name: 'Loading your saved cards' })).toBeInTheDocument()
      list.resolve(Response.json({ cards: [visa, mastercard, amex] }))

      const primary = within(await panel().findByRole('article', { name: 'Visa ending in 4242' }))
      expect(primary.getByRole('img', { name: 'Visa' })).toBeInTheDocument()
      expect(primary.getByText('•••• 4242')).toBeInTheDocument()
      expect(primary.getByText('Dana Reyes')).toBeInTheDocument()
      expect(primary.getByText('Expires 08/29')).toBeInTheDocument()
      // The primary card: a Primary badge and Delete, no 'Set as primary'.
      expect(primary.getByText('Primary')).toBeInTheDocument()
      expect(primary.getByRole('button', { name: 'Delete Visa ending in 4242' })).toHaveTextContent('Delete')
      expect(primary.queryByRole('button', { name: 'Set as primary' })).toBeNull()

      const other = tile('Mastercard ending in 4444')
      expect(other.getByRole('img', { name: 'Mastercard' })).toBeInTheDocument()
      expect(other.getByText('Dana M Reyes')).toBeInTheDocument()
      expect(other.getByText('Expires 11/28')).toBeInTheDocument()
      expect(other.queryByText('Primary')).toBeNull()
      expect(other.getByRole('button', { name: 'Set as primary' })).toBeInTheDocument()
      expect(other.getByRole('button', { name: 'Delete Mastercard ending in 4444' })).toBeInTheDocument()
      expect(tile('American Express ending in 8431').getByRole('img', { name: 'American Express' })).toBeInTheDocument()
      // The list ends with the add-card button.
      expect(panel().getByRole('button', { name: 'Add a card' })).toBeInTheDocument()
    })
  }

  it("says 'No saved cards', 'Tap below to add one' and 'Add a card' when there are none (a missing field means none)", async () => {
    stubApi({ 'GET /app/payments/cards': cardsAnswer(undefined), 'GET /app/payments/transactions': noHistory })
    await renderPayment(<PaymentSection />)
    expect(await panel().findByText('No saved cards')).toBeInTheDocument()
    expect(panel().getByText('Tap below to add one')).toBeInTheDocument()
    expect(panel().getByRole('button', { name: 'Add a card' })).toBeEnabled()
  })

  it('draws every network SPEC §2 names', async () => {
    const networks = ['visa', 'mastercard', 'amex', 'jcb', 'discover', 'diners', 'unionpay']
    const names = ['Visa', 'Mastercard', 'American Express', 'JCB', 'Discover', 'Diners Club', 'UnionPay']
    const cards = networks.map((network, i) => ({ ...mastercard, id: `c${i}`, network, last4Digits: `000${i}`, primaryCard: i === 0 }))
    stubApi({ 'GET /app/payments/cards': cardsAnswer(cards), 'GET /app/payments/transactions': noHistory })
    await renderPayment(<PaymentSection />)
    for (const [i, name] of names.entries()) {
      const mark = (await findTile(`${name} ending in 000${i}`)).getByRole('img', { name })
      expect(mark.getAttribute('data-brand')).toBe(networks[i])
    }
  })

  it("'Delete Card?': Cancel keeps the card; 'Yes, Delete' deletes it, says so and reads the list again", async () => {
    let cards = [visa, mastercard]
    const api = stubApi({
      'GET /app/payments/cards': () => Response.json({ cards }),
      'DELETE /app/payments/cards': () => {
        cards = [visa]
        return Response.json({ message: 'Your card was deleted' })
      },
      'GET /app/payments/transactions': noHistory,
    })
    const { user } = await renderPayment(<PaymentSection />)
    await user.click((await findTile('Mastercard ending in 4444')).getByRole('button', { name: /^Delete/ }))
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete Card?' })
    expect(within(dialog).getByText(/Mastercard card ending in 4444/)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(api.callsTo('DELETE /app/payments/cards')).toEqual([])

    await user.click(tile('Mastercard ending in 4444').getByRole('button', { name: /^Delete/ }))
    dialog = await screen.findByRole('alertdialog', { name: 'Delete Card?' })
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Delete' }))
    expect(await screen.findByText('Your card was deleted')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(api.callsTo('DELETE /app/payments/cards').map((call) => call.body)).toEqual([{ cardId: 'card_mc' }])
    await waitFor(() => expect(panel().queryByRole('article', { name: /Mastercard/ })).toBeNull())
    expect(api.callsTo('GET /app/payments/cards')).toHaveLength(2)
  })

  it("a refused delete shows the server's message and the dialog stays open", async () => {
    const answer = deferred<Response>()
    stubApi({
      'GET /app/payments/cards': cardsAnswer([visa, mastercard]),
      'DELETE /app/payments/cards': () => answer.promise,
      'GET /app/payments/transactions': noHistory,
    })
    const { user } = await renderPayment(<PaymentSection />)
    await user.click((await findTile('Mastercard ending in 4444')).getByRole('button', { name: /^Delete/ }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Card?' })
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Delete' }))
    // While it runs, 'Yes, Delete' spins and Cancel waits.
    const confirm = within(dialog).getByRole('button', { name: 'Yes, Delete' })
    expect(confirm).toBeDisabled()
    expect(confirm).toHaveAttribute('aria-busy', 'true')
    answer.resolve(Response.json({ message: 'This card pays for an order in progress' }, { status: 409 }))
    expect(await screen.findByText('This card pays for an order in progress')).toBeInTheDocument()
    expect(screen.getByRole('alertdialog', { name: 'Delete Card?' })).toBeInTheDocument()
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Yes, Delete' })).toBeEnabled())
  })

  it("'Set as primary' sends the card id, says so and reads the list again", async () => {
    let cards = [visa, mastercard]
    const api = stubApi({
      'GET /app/payments/cards': () => Response.json({ cards }),
      'POST /app/payments/cards/setdefault': () => {
        cards = [
          { ...mastercard, primaryCard: true },
          { ...visa, primaryCard: false },
        ]
        return Response.json({ message: 'Your primary card was updated' })
      },
      'GET /app/payments/transactions': noHistory,
    })
    const { user } = await renderPayment(<PaymentSection />)
    await user.click((await findTile('Mastercard ending in 4444')).getByRole('button', { name: 'Set as primary' }))
    expect(await screen.findByText('Your primary card was updated')).toBeInTheDocument()
    expect(api.callsTo('POST /app/payments/cards/setdefault').map((call) => call.body)).toEqual([{ cardId: 'card_mc' }])
    await waitFor(() => expect(tile('Mastercard ending in 4444').getByText('Primary')).toBeInTheDocument())
    expect(tile('Visa ending in 4242').getByRole('button', { name: 'Set as primary' })).toBeInTheDocument()
  })

  it("'Add a card' stores 'stripeLocation' = 'payment' and the session id, then goes to the hosted page", async () => {
    const leaveFor = vi.fn()
    const api = stubApi({
      'GET /app/payments/cards': cardsAnswer([]),
      'POST /app/payments/storecardpage': () => Response.json({ url: 'http://localhost/pay/session/ps_1', sessionId: 'ps_1' }),
      'GET /app/payments/transactions': noHistory,
    })
    const { user } = await renderPayment(<PaymentSection leaveFor={leaveFor} />)
    await user.click(await panel().findByRole('button', { name: 'Add a card' }))
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('http://localhost/pay/session/ps_1'))
    expect(localStorage.getItem('stripeLocation')).toBe('payment')
    expect(localStorage.getItem('sessionId')).toBe('ps_1')
    expect(api.callsTo('POST /app/payments/storecardpage')).toHaveLength(1)
    // The button keeps spinning while the browser leaves.
    expect(panel().getByRole('button', { name: 'Add a card' })).toHaveAttribute('aria-busy', 'true')
  })

  it("a card-saving page that cannot be opened says the server's message", async () => {
    const leaveFor = vi.fn()
    stubApi({
      'GET /app/payments/cards': cardsAnswer([visa]),
      'POST /app/payments/storecardpage': () => Response.json({ message: 'Payments are unavailable right now' }, { status: 503 }),
      'GET /app/payments/transactions': noHistory,
    })
    const { user } = await renderPayment(<PaymentSection leaveFor={leaveFor} />)
    await user.click(await panel().findByRole('button', { name: 'Add a card' }))
    expect(await screen.findByText('Payments are unavailable right now')).toBeInTheDocument()
    expect(leaveFor).not.toHaveBeenCalled()
    expect(panel().getByRole('button', { name: 'Add a card' })).toBeEnabled()
  })

  it.each([
    ['?success=true', CARD_SAVING_MESSAGES.saved],
    ['?failure=true', CARD_SAVING_MESSAGES.notSaved],
  ])('back from the card-saving page with %s: says how it went once and takes the parameter off', async (search, message) => {
    stubApi({ 'GET /app/payments/cards': cardsAnswer([visa]), 'GET /app/payments/transactions': noHistory })
    const { router } = await renderPayment(<PaymentSection />, search)
    expect(await screen.findByText(message)).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    expect(screen.getAllByText(message)).toHaveLength(1)
  })

  it("when the list can't be read: the message and Try again", async () => {
    let fail = true
    stubApi({
      'GET /app/payments/cards': () => (fail ? Response.json({ message: 'down' }, { status: 503 }) : Response.json({ cards: [visa] })),
      'GET /app/payments/transactions': noHistory,
    })
    const { user } = await renderPayment(<PaymentSection />)
    expect(await panel().findByText("We couldn't load your saved cards.")).toBeInTheDocument()
    fail = false
    await user.click(panel().getByRole('button', { name: 'Try again' }))
    expect(await panel().findByRole('article', { name: 'Visa ending in 4242' })).toBeInTheDocument()
  })
})
