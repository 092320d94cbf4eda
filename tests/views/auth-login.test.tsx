import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { MESSAGES } from '@contract/rules'
import {
  clockAt,
  errorAnswer,
  expectBusy,
  expectFieldError,
  expectRefusedSubmit,
  jwt,
  main,
  rateLimitAnswer,
  renderAt,
  stubApi,
  stubHeld,
} from './auth-harness'
import { retype } from './user'

describe('/login: email first, then password or code', () => {
  it('says under the field when the email is missing or malformed, and stays', async () => {
    stubApi({})
    const { user, router } = await renderAt('/login')
    const continueButton = await main().findByRole('button', { name: 'Continue with password' })
    await user.click(continueButton)
    expectFieldError('Email address', 'Email is required')

    await user.type(main().getByLabelText('Email address'), 'dana@example')
    expect(main().getByLabelText('Email address')).not.toHaveAccessibleDescription()
    await expectRefusedSubmit(user, 'Email me a sign-in code', { 'Email address': MESSAGES.email })
    expect(router.state.location.pathname).toBe('/login')
  })

  it('"Continue with password" carries the redirect in the address and the email in browser storage (SPEC §3)', async () => {
    stubApi({})
    const { user, router } = await renderAt('/login?redirect=%2Fcart%2Fcheckout')
    await user.type(await main().findByLabelText('Email address'), ' dana@example.com ')
    await user.click(main().getByRole('button', { name: 'Continue with password' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login-with-password'))
    expect(router.state.location.search).toEqual({ redirect: '/cart/checkout' })
    expect(router.state.location.href).not.toContain('email')
    expect(sessionStorage.getItem('email')).toBe('dana@example.com')
    expect(await main().findByLabelText('Email address')).toHaveValue('dana@example.com')
  })

  it('an email arriving in the address is remembered and dropped from it; "Email me a sign-in code" carries it on', async () => {
    stubApi({})
    const { user, router } = await renderAt('/login?redirect=%2Fdashboard%2Fpayment&email=dana%40example.com')
    expect(await main().findByLabelText('Email address')).toHaveValue('dana@example.com')
    expect(router.state.location.search).toEqual({ redirect: '/dashboard/payment' })
    await user.click(main().getByRole('button', { name: 'Email me a sign-in code' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login-without-password'))
    expect(router.state.location.search).toEqual({ redirect: '/dashboard/payment' })
    expect(await main().findByLabelText('Email address')).toHaveValue('dana@example.com')
  })

  it('links to /register, keeping where the customer was going', async () => {
    stubApi({})
    await renderAt('/login?redirect=%2Fcart%2Fcheckout')
    expect(await main().findByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register?redirect=%2Fcart%2Fcheckout')
  })
})

describe('/login-with-password', () => {
  const token = jwt()

  it('checks both fields before sending anything', async () => {
    const api = stubApi({})
    const { user } = await renderAt('/login-with-password')
    await user.click(await main().findByRole('button', { name: 'Sign in' }))
    expectFieldError('Email address', 'Email is required')
    expectFieldError('Password', 'Password is required')

    await user.type(main().getByLabelText('Email address'), 'dana@example.com')
    await user.type(main().getByLabelText('Password'), 'password')
    await expectRefusedSubmit(user, 'Sign in', { Password: MESSAGES.password })
    expect(api.callsTo('POST /app/auth/login')).toHaveLength(0)
  })

  it('has a visibility toggle on the password', async () => {
    stubApi({})
    const { user } = await renderAt('/login-with-password?email=dana%40example.com')
    const password = await main().findByLabelText('Password')
    expect(password).toHaveAttribute('type', 'password')
    await user.click(main().getByRole('button', { name: 'Show password' }))
    expect(password).toHaveAttribute('type', 'text')
  })

  it('spins and disables the button while signing in; a double click sends one request; then goes to redirect', async () => {
    const { answer, api } = stubHeld('POST /app/auth/login')
    const { user, router } = await renderAt('/login-with-password?email=dana%40example.com&redirect=%2Fcart%2Fcheckout')
    await user.type(await main().findByLabelText('Password'), 'Secret#123')
    const button = main().getByRole('button', { name: 'Sign in' })
    await user.dblClick(button)
    await waitFor(() => expectBusy(button))
    await user.click(button)
    expect(api.callsTo('POST /app/auth/login')).toEqual([
      { method: 'POST', path: '/app/auth/login', body: { email: 'dana@example.com', password: 'Secret#123' } },
    ])

    answer.resolve(Response.json({ token, expiresAt: new Date(Date.now() + 3600_000).toISOString() }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/checkout'))
    expect(localStorage.getItem('token')).toBe(token)
  })

  it('goes to /dashboard when there is nowhere to return to', async () => {
    stubApi({ 'POST /app/auth/login': () => Response.json({ token, expiresAt: new Date().toISOString() }) })
    const { user, router, actors } = await renderAt('/login-with-password?email=dana%40example.com')
    await user.type(await main().findByLabelText('Password'), 'Secret#123{Enter}')
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
    await waitFor(() => expect(actors.session.getSnapshot().context.profile?.firstName).toBe('Dana'))
  })

  /** Dana signs in with her password (the server accepts it) and lands on the dashboard. */
  async function signInAsDana() {
    stubApi({ 'POST /app/auth/login': () => Response.json({ token, expiresAt: new Date().toISOString() }) })
    const { user, router } = await renderAt('/login-with-password?email=dana%40example.com')
    await user.type(await main().findByLabelText('Password'), 'Secret#123')
    await user.click(main().getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
  }

  it('remembers the member id (mid) in browser storage, and forgets the checkout of another customer of this tab', async () => {
    sessionStorage.setItem('mid', 'cus_someone_else')
    sessionStorage.setItem('checkoutOrderKey', 'order-key-of-someone-else')
    sessionStorage.setItem('checkoutDraft', JSON.stringify({ planId: 'p', orderKey: 'order-key-of-someone-else', snapshot: {} }))
    await signInAsDana()
    expect(sessionStorage.getItem('mid')).toBe('cus_1')
    expect(sessionStorage.getItem('checkoutOrderKey')).toBeNull()
    expect(sessionStorage.getItem('checkoutDraft')).toBeNull()
  })

  it('keeps the checkout of the same customer signing in again', async () => {
    sessionStorage.setItem('mid', 'cus_1')
    sessionStorage.setItem('checkoutOrderKey', 'order-key-of-dana')
    await signInAsDana()
    expect(sessionStorage.getItem('checkoutOrderKey')).toBe('order-key-of-dana')
  })

  it("shows the server's message above the button when the password is wrong", async () => {
    stubApi({ 'POST /app/auth/login': () => errorAnswer(401, { message: 'Email or password is incorrect' }) })
    const { user, router } = await renderAt('/login-with-password?email=dana%40example.com')
    await user.type(await main().findByLabelText('Password'), 'Wrong#123')
    await user.click(main().getByRole('button', { name: 'Sign in' }))
    expect(await main().findByText('Email or password is incorrect')).toBeVisible()
    expect(main().getByRole('button', { name: 'Sign in' })).toBeEnabled()
    expect(router.state.location.pathname).toBe('/login-with-password')
  })

  it('on 429 shows the message and when to try again, and the button waits', async () => {
    clockAt(new Date(2026, 2, 14, 9, 58, 10))
    stubApi({ 'POST /app/auth/login': () => rateLimitAnswer('Too many attempts. Please wait a moment and try again.', 120) })
    const { user } = await renderAt('/login-with-password?email=dana%40example.com')
    await user.type(await main().findByLabelText('Password'), 'Secret#123')
    await user.click(main().getByRole('button', { name: 'Sign in' }))
    expect(await main().findByText('Too many attempts. Please wait a moment and try again.')).toBeVisible()
    expect(main().getByText('You can try again at 10:00.')).toBeVisible()
    expect(main().getByRole('button', { name: 'Sign in' })).toBeDisabled()
  })

  it('links "Forgot password?" to /forgot-password, which has the email typed here', async () => {
    stubApi({})
    const { user } = await renderAt('/login-with-password?email=dana%40example.com')
    const email = await main().findByLabelText('Email address')
    await retype(user, email, 'dana.reyes@example.com')
    const link = screen.getByRole('link', { name: 'Forgot password?' })
    expect(link).toHaveAttribute('href', '/forgot-password')
    await user.click(link)
    expect(await main().findByLabelText('Email address')).toHaveValue('dana.reyes@example.com')
  })
})

describe('a customer already signed in', () => {
  it('opening /login goes to the dashboard instead of signing in again', async () => {
    localStorage.setItem('token', jwt())
    stubApi({})
    const { router } = await renderAt('/login')
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
  })

  it('opening /register or /login with a redirect goes to that target', async () => {
    localStorage.setItem('token', jwt())
    stubApi({})
    const { router } = await renderAt('/register?redirect=%2Fdashboard%2Fpayment')
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/payment'))
    await router.navigate({ to: '/login', search: { redirect: '/cart' } })
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'))
  })
})
