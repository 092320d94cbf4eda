import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { deferred, errorAnswer, jwt, renderAt, stubApi } from './auth-harness'

const cart = { id: 'plan-unlimited', retailName: 'Unlimited', retailPrice: 40 }
const session = (status: 'pending' | 'succeeded' | 'failed', kind: 'payment' | 'setup' = 'payment', message: string | null = null) =>
  Response.json({ status, kind, message, transactionId: status === 'succeeded' ? 'txn_1' : null })

function arriveFrom(location: 'checkout' | 'payment', sessionId = 'ps_123') {
  localStorage.setItem('token', jwt())
  localStorage.setItem('cart', JSON.stringify(cart))
  localStorage.setItem('stripeLocation', location)
  localStorage.setItem('sessionId', sessionId)
}

const markers = () => [localStorage.getItem('stripeLocation'), localStorage.getItem('sessionId')]

/** Back from the hosted card-saving page: once the session answers `status`, the customer is sent to /dashboard/payment with `search`. */
async function cardSavingEnds(status: 'succeeded' | 'failed', search: Record<string, boolean>) {
  arriveFrom('payment', 'ss_9')
  const answer = deferred<Response>()
  stubApi({ 'GET /app/payments/session/ss_9': () => answer.promise })
  const { router } = await renderAt('/stripe-response')
  const navigate = vi.spyOn(router, 'navigate')
  answer.resolve(session(status, 'setup'))
  // The payment page reads the parameter (and may tidy it away): where we sent the customer is what matters here.
  await waitFor(() => expect(navigate).toHaveBeenCalledWith(expect.objectContaining({ to: '/dashboard/payment', search })))
  await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/payment'))
}

describe('/stripe-response', () => {
  it('checkout paid: the success dialog; "To Dashboard" clears the cart and the markers and goes to /dashboard', async () => {
    arriveFrom('checkout')
    sessionStorage.setItem('checkoutOrderKey', 'order-key-of-the-paid-order')
    const api = stubApi({ 'GET /app/payments/session/ps_123': () => session('succeeded') })
    const { router, actors, user } = await renderAt('/stripe-response')
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument()
    expect(within(dialog).getByText('Thank You')).toBeInTheDocument()
    expect(api.callsTo('GET /app/payments/session/ps_123')).toHaveLength(1)
    // The paid order's key is spent at once.
    expect(sessionStorage.getItem('checkoutOrderKey')).toBeNull()

    await user.click(within(dialog).getByRole('button', { name: 'To Dashboard' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
    expect(actors.cart.getSnapshot().context.item).toBeNull()
    expect(localStorage.getItem('cart')).toBeNull()
    expect(markers()).toEqual([null, null])
  })

  it('checkout not paid: the failure dialog; "Try again" goes back to the checkout with the cart kept', async () => {
    arriveFrom('checkout')
    stubApi({ 'GET /app/payments/session/ps_123': () => session('failed', 'payment', 'Your card was declined.') })
    const { router, actors, user } = await renderAt('/stripe-response')
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument()
    expect(within(dialog).getByText('Please try again!')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: 'To Dashboard' })).toBeNull()

    await user.click(within(dialog).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/checkout'))
    expect(actors.cart.getSnapshot().context.item?.id).toBe('plan-unlimited')
    expect(markers()).toEqual([null, null])
  })

  it('asks again while the payment is pending, then shows the result', async () => {
    arriveFrom('checkout')
    let calls = 0
    stubApi({ 'GET /app/payments/session/ps_123': () => session(++calls < 2 ? 'pending' : 'succeeded') })
    await renderAt('/stripe-response')
    expect(screen.getByRole('heading', { name: 'Checking your payment…' })).toBeInTheDocument()
    expect(await screen.findByRole('alertdialog', {}, { timeout: 4000 })).toHaveTextContent('Payment Successful')
    expect(calls).toBe(2)
  })

  it('card saving succeeded: back to /dashboard/payment?success=true', async () => {
    await cardSavingEnds('succeeded', { success: true })
    expect(markers()).toEqual([null, null])
  })

  it('card saving failed: back to /dashboard/payment?failure=true', async () => {
    await cardSavingEnds('failed', { failure: true })
  })

  it('without the stored marker and session id: a clear message and links on', async () => {
    localStorage.setItem('token', jwt())
    const api = stubApi({})
    await renderAt('/stripe-response')
    expect(screen.getByRole('heading', { name: 'No payment to check' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to My Account' })).toHaveAttribute('href', '/dashboard')
    expect(screen.getByRole('link', { name: 'Browse plans' })).toHaveAttribute('href', '/shop')
    expect(api.calls.filter((call) => call.path.startsWith('/app/payments'))).toEqual([])
  })

  it('server trouble: says so and tries again', async () => {
    arriveFrom('checkout')
    let calls = 0
    stubApi({
      'GET /app/payments/session/ps_123': () =>
        ++calls === 1 ? errorAnswer(503, { message: 'Ring Mobile is temporarily unavailable.' }) : session('succeeded'),
    })
    const { user } = await renderAt('/stripe-response')
    expect(await screen.findByRole('heading', { name: "We couldn't check your payment" })).toBeInTheDocument()
    expect(screen.getByText(/Ring Mobile is temporarily unavailable\./)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: /Try again/ }))
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Payment Successful')
  })

  it('a token that expired meanwhile: to /login, and back here afterwards (the markers stay)', async () => {
    arriveFrom('checkout')
    stubApi({ 'GET /app/payments/session/ps_123': () => errorAnswer(401, { message: 'Your session has ended' }) })
    const { router } = await renderAt('/stripe-response')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toMatchObject({ redirect: '/stripe-response' })
    expect(markers()).toEqual(['checkout', 'ps_123'])
  })

  it('keeps the assisted-session banner on this page too, while an agent is signed in (DESIGN §3)', async () => {
    arriveFrom('checkout')
    localStorage.setItem('token', jwt({ assisted: true }))
    stubApi({ 'GET /app/payments/session/ps_123': () => session('pending') })
    await renderAt('/stripe-response')
    expect(await screen.findByText('Assisted session: a Ring Mobile agent is signed in for this customer')).toBeVisible()
  })

  it('shows no assisted-session banner for a customer on their own', async () => {
    arriveFrom('checkout')
    stubApi({ 'GET /app/payments/session/ps_123': () => session('pending') })
    await renderAt('/stripe-response')
    expect(await screen.findByRole('heading', { name: 'Checking your payment…' })).toBeInTheDocument()
    expect(screen.queryByText(/assisted session/i)).toBeNull()
  })
})
