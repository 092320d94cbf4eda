import { act, screen, waitFor, within } from '@testing-library/react'
import { setupUser } from './user'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_SETTINGS } from '@/config'
import { jwt, renderAt as renderHarness, stubApi } from './auth-harness'

const plan = { id: 'plan_unlimited', retailName: 'Unlimited', retailPrice: 25 }

const renderAt = (path: string, settings = DEFAULT_SETTINGS) => renderHarness(path, { landmark: 'banner', settings })

function signIn({ assisted = false } = {}) {
  localStorage.setItem('token', jwt({ assisted }))
}

beforeEach(() => {
  stubApi({})
})
// jsdom has no scrolling; the root route scrolls to the top on navigation.
beforeEach(() => {
  window.scrollTo = vi.fn() as typeof window.scrollTo
})

const BLOG = 'https://blog.example.com/'

describe('the site header', () => {
  it('links to Home, Shop, About, Blog, Contact Us and FAQ, the Blog where the settings say', async () => {
    await renderAt('/', { ...DEFAULT_SETTINGS, blogUrl: BLOG })
    const nav = screen.getByRole('navigation', { name: 'Main' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Shop', '/shop'],
      ['About', '/about'],
      ['Blog', BLOG],
      ['Contact Us', '/contact-us'],
      ['FAQ', '/faq'],
    ])
  })

  it("links the Blog to the site's own blog, in the spec's order, when the server names no other", async () => {
    await renderAt('/')
    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['Shop', '/shop'],
      ['About', '/about'],
      ['Blog', '/blog'],
      ['Contact Us', '/contact-us'],
      ['FAQ', '/faq'],
    ])
  })

  it('marks the current page in the navigation', async () => {
    await renderAt('/shop')
    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(within(nav).getByRole('link', { name: 'Shop' })).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current')
  })

  it('links the logo home and offers a skip link to the main content', async () => {
    await renderAt('/faq')
    expect(screen.getByRole('link', { name: 'Ring Mobile home' })).toHaveAttribute('href', '/')
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main')
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main')
  })

  it('shows a cart count of 0, then 1 once the cart holds a plan', async () => {
    const { actors } = await renderAt('/')
    const empty = screen.getByRole('link', { name: 'Cart, 0 items' })
    expect(empty).toHaveAttribute('href', '/cart')
    expect(empty).toHaveTextContent('0')

    act(() => actors.cart.send({ type: 'cart.add', item: plan }))
    const filled = screen.getByRole('link', { name: 'Cart, 1 item' })
    expect(filled).toHaveTextContent('1')

    act(() => actors.cart.send({ type: 'cart.add', item: { ...plan, id: 'plan_other' } }))
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toHaveTextContent('1')

    act(() => actors.cart.send({ type: 'cart.clear' }))
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toHaveTextContent('0')
  })

  it('sends a visitor from My Account to /login', async () => {
    await renderAt('/')
    const account = within(screen.getByRole('banner')).getAllByRole('link', { name: /my account/i })[0]
    expect(account).toHaveAttribute('href', '/login')
  })

  it('sends a signed-in customer from My Account to /dashboard and shows their initials', async () => {
    signIn()
    const { actors } = await renderAt('/')
    await waitFor(() => expect(actors.session.getSnapshot().value).toBe('signedIn'))
    const account = within(screen.getByRole('banner')).getAllByRole('link', { name: /my account/i })[0]
    expect(account).toHaveAttribute('href', '/dashboard')
    expect(account).toHaveTextContent('DR')
  })

  it('returns My Account to /login when the customer signs out', async () => {
    signIn()
    const { actors } = await renderAt('/')
    await waitFor(() => expect(actors.session.getSnapshot().value).toBe('signedIn'))
    act(() => actors.session.send({ type: 'session.signOut' }))
    const account = within(screen.getByRole('banner')).getAllByRole('link', { name: /my account/i })[0]
    expect(account).toHaveAttribute('href', '/login')
    expect(account).not.toHaveTextContent('DR')
  })

  it('opens a mobile menu with the same links, and closes it with Escape', async () => {
    const user = setupUser()
    await renderAt('/')
    const button = screen.getByRole('button', { name: 'Open menu' })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull()

    await user.click(button)
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')
    const menu = screen.getByRole('navigation', { name: 'Mobile' })
    const hrefs = within(menu)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
    expect(hrefs).toEqual(expect.arrayContaining(['/', '/shop', '/about', '/contact-us', '/faq', '/login']))

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus()
  })

  it('closes the mobile menu after choosing a page', async () => {
    const user = setupUser()
    const { router } = await renderAt('/')
    await user.click(screen.getByRole('button', { name: 'Open menu' }))
    await user.click(within(screen.getByRole('navigation', { name: 'Mobile' })).getByRole('link', { name: 'FAQ' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/faq'))
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull()
  })

  it('shows the assisted-session banner only while an agent is signed in for the customer', async () => {
    signIn({ assisted: true })
    await renderAt('/shop')
    expect(screen.getByText('Assisted session: a Ring Mobile agent is signed in for this customer')).toBeVisible()
  })

  it('shows no assisted-session banner for a customer signed in on their own', async () => {
    signIn()
    await renderAt('/shop')
    expect(screen.queryByText(/assisted session/i)).toBeNull()
  })
})
