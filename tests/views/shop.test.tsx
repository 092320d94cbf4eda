import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { deferred, errorAnswer, main, renderAt, stubApi } from './auth-harness'

const plans = [
  {
    id: 'plan-starter',
    retailName: 'Starter',
    retailDescription: 'Unlimited talk & text\n5 GB high-speed 5G data\nWi-Fi calling',
    retailPrice: 15,
    popular: false,
  },
  {
    id: 'plan-unlimited',
    retailName: 'Unlimited',
    retailDescription: 'Unlimited talk, text & data\n50 GB premium 5G data\nHotspot 15 GB\nWi-Fi calling',
    retailPrice: 40,
    popular: true,
  },
  {
    id: 'plan-max',
    retailName: 'Unlimited Max',
    retailDescription: 'Unlimited premium 5G data\n\nHD video streaming',
    retailPrice: 55.5,
    popular: false,
  },
]

/** The tile of a plan: its article, named by the plan's heading. */
const tile = (name: string) => within(main().getByRole('article', { name }))

describe('/shop', () => {
  it('shows each plan: name, price in dollars with two decimals and /mo, one checkmark per line, the popular badge', async () => {
    stubApi({ 'GET /app/plans': () => Response.json({ plans }) })
    await renderAt('/shop')
    // The page while the plans load is the route's pending page, replaced whole once they are there.
    await screen.findByRole('article', { name: 'Starter' })

    expect(tile('Starter').getByText('$15.00', { exact: false }).closest('[data-price]')).toHaveTextContent('$15.00/mo')
    expect(main().getByRole('article', { name: 'Unlimited' }).querySelector('[data-price]')).toHaveTextContent(/^\$40\.00\/mo$/)
    expect(main().getByRole('article', { name: 'Unlimited Max' }).querySelector('[data-price]')).toHaveTextContent(/^\$55\.50\/mo$/)

    // One checkmark per description line (blank lines are not features).
    const lines = tile('Unlimited').getAllByRole('listitem')
    expect(lines.map((item) => item.textContent)).toEqual([
      'Unlimited talk, text & data',
      '50 GB premium 5G data',
      'Hotspot 15 GB',
      'Wi-Fi calling',
    ])
    lines.forEach((item) => expect(item.querySelector('[data-check]')).not.toBeNull())
    expect(tile('Unlimited Max').getAllByRole('listitem')).toHaveLength(2)

    // Only the popular plan has the badge.
    expect(tile('Unlimited').getByText('Most popular')).toBeInTheDocument()
    expect(tile('Starter').queryByText('Most popular')).toBeNull()
    expect(tile('Unlimited Max').queryByText('Most popular')).toBeNull()
  })

  it('a click selects a plan: it goes in the cart, replacing what was there, and is highlighted', async () => {
    stubApi({ 'GET /app/plans': () => Response.json({ plans }) })
    const { actors, user } = await renderAt('/shop')
    await main().findByRole('article', { name: 'Starter' })
    expect(main().queryByRole('status', { name: /in your cart/i })).toBeNull()

    await user.click(tile('Starter').getByRole('button', { name: /Choose Starter/ }))
    expect(actors.cart.getSnapshot().context.item).toMatchObject({ id: 'plan-starter', retailName: 'Starter', retailPrice: 15 })
    expect(tile('Starter').getByRole('button', { pressed: true })).toHaveTextContent('In your cart')
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument()

    await user.click(tile('Unlimited').getByRole('button', { name: /Choose Unlimited,/ }))
    expect(actors.cart.getSnapshot().context.item).toMatchObject({ id: 'plan-unlimited', retailPrice: 40 })
    expect(JSON.parse(localStorage.getItem('cart')!)).toMatchObject({ id: 'plan-unlimited' })
    expect(main().getByRole('article', { name: 'Unlimited' })).toHaveAttribute('data-selected')
    expect(main().getByRole('article', { name: 'Starter' })).not.toHaveAttribute('data-selected')
    expect(tile('Starter').getByRole('button', { pressed: false })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument()

    // The way on: the cart or the checkout.
    const bar = main()
      .getByText(/Unlimited is in your cart/)
      .closest('[data-in-cart]') as HTMLElement
    expect(within(bar).getByRole('link', { name: 'Go to cart' })).toHaveAttribute('href', '/cart')
    expect(within(bar).getByRole('link', { name: /Checkout/ })).toHaveAttribute('href', '/cart/checkout')
  })

  it('clicking anywhere on a tile selects it (the button covers the tile)', async () => {
    stubApi({ 'GET /app/plans': () => Response.json({ plans }) })
    const { actors, user } = await renderAt('/shop')
    const starter = await main().findByRole('article', { name: 'Starter' })
    // The covering button is the tile's only control, and the plan named in its label.
    expect(within(starter).getAllByRole('button')).toHaveLength(1)
    await user.click(within(starter).getByRole('button'))
    expect(actors.cart.getSnapshot().context.item?.id).toBe('plan-starter')
  })

  it('shows the plan already in the cart as selected', async () => {
    localStorage.setItem('cart', JSON.stringify({ id: 'plan-max', retailName: 'Unlimited Max', retailPrice: 55.5 }))
    stubApi({ 'GET /app/plans': () => Response.json({ plans }) })
    await renderAt('/shop')
    expect(await main().findByRole('article', { name: 'Unlimited Max' })).toHaveAttribute('data-selected')
  })

  it('while loading says so; with the server down shows a clear message and tries again', async () => {
    let calls = 0
    const first = deferred<Response>()
    stubApi({
      'GET /app/plans': () => {
        calls += 1
        return calls === 1 ? first.promise : Response.json({ plans })
      },
    })
    const { user } = await renderAt('/shop')
    expect(await main().findByRole('status', { name: 'Loading plans' })).toBeInTheDocument()
    first.resolve(errorAnswer(503, { message: 'Ring Mobile is temporarily unavailable.' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent("We couldn't load our plans right now.")
    expect(alert).toHaveTextContent('Ring Mobile is temporarily unavailable.')
    await user.click(main().getByRole('button', { name: 'Try again' }))
    expect(await main().findByRole('article', { name: 'Unlimited' })).toBeInTheDocument()
    await waitFor(() => expect(main().queryByRole('alert')).toBeNull())
    expect(calls).toBe(2)
  })
})
