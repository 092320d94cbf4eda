import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { main, renderAt, stubApi } from './auth-harness'

const unlimited = {
  id: 'plan-unlimited',
  retailName: 'Unlimited',
  retailPrice: 40,
  retailDescription: 'Unlimited talk, text & data\n50 GB premium 5G data',
}

beforeEach(() => {
  stubApi({})
})

describe('/cart', () => {
  it('shows the item, its monthly price, its features, Remove and Checkout', async () => {
    localStorage.setItem('cart', JSON.stringify(unlimited))
    await renderAt('/cart')
    const item = main().getByRole('region', { name: 'Unlimited' })
    expect(item.querySelector('[data-price]')).toHaveTextContent(/^\$40\.00\/mo$/)
    expect(main().getByText('50 GB premium 5G data')).toBeInTheDocument()
    expect(main().getByRole('button', { name: 'Remove Unlimited from your cart' })).toBeInTheDocument()
    // Checkout is behind the sign-in guard, which brings the customer back to it.
    expect(main().getByRole('link', { name: /Checkout/ })).toHaveAttribute('href', '/cart/checkout')
  })

  it('Remove empties the cart: a friendly message and a link to the shop', async () => {
    localStorage.setItem('cart', JSON.stringify(unlimited))
    const { actors, user } = await renderAt('/cart')
    await user.click(main().getByRole('button', { name: 'Remove Unlimited from your cart' }))
    expect(actors.cart.getSnapshot().context.item).toBeNull()
    expect(localStorage.getItem('cart')).toBeNull()
    expect(main().getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument()
    expect(main().getByRole('link', { name: /Browse plans/ })).toHaveAttribute('href', '/shop')
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument()
  })

  it('an empty cart says so and links to the shop', async () => {
    await renderAt('/cart')
    expect(main().getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument()
    expect(main().queryByRole('link', { name: /Checkout/ })).toBeNull()
  })

  it('Checkout sends a visitor to sign in, and back to the checkout afterwards', async () => {
    localStorage.setItem('cart', JSON.stringify(unlimited))
    const { router, user } = await renderAt('/cart')
    await user.click(main().getByRole('link', { name: /Checkout/ }))
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toMatchObject({ redirect: '/cart/checkout' })
  })
})
