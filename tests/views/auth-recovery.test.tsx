import { act, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { MESSAGES } from '@contract/rules'
import { errorAnswer, expectBusy, expectOneSubmit, expectRefusedSubmit, jwt, main, renderAt, stubApi, stubHeld } from './auth-harness'
import { retype } from './user'

const RESET_SENT = { message: 'If an account exists for this email, we sent a link to reset the password. It expires in 30 minutes.' }
const LINK_INVALID = 'This reset link is invalid or has expired. Please request a new one.'
const RESET_TOKEN = 'a'.repeat(43)

describe('/forgot-password', () => {
  it('checks the email first', async () => {
    const api = stubApi({})
    const { user } = await renderAt('/forgot-password')
    await expectRefusedSubmit(user, 'Send reset link', { 'Email address': 'Email is required' })
    await user.type(main().getByLabelText('Email address'), 'dana.example.com')
    await expectRefusedSubmit(user, 'Send reset link', { 'Email address': MESSAGES.email })
    expect(api.callsTo('POST /app/auth/forgot-password')).toHaveLength(0)
  })

  it('gives the same answer whatever the email, and "Send again" sends again', async () => {
    const { answer, api } = stubHeld('POST /app/auth/forgot-password')
    const { user } = await renderAt('/forgot-password?email=nobody%40example.com')
    expect(main().getByLabelText('Email address')).toHaveValue('nobody@example.com')
    const button = main().getByRole('button', { name: 'Send reset link' })
    await user.dblClick(button)
    await waitFor(() => expectBusy(button))
    await act(async () => answer.resolve(Response.json(RESET_SENT)))
    expect(
      await main().findByText(
        "If an account exists for nobody@example.com, we've sent a link to reset your password. It works for 30 minutes.",
      ),
    ).toBeVisible()
    expect(api.callsTo('POST /app/auth/forgot-password')).toHaveLength(1)

    const again = stubApi({ 'POST /app/auth/forgot-password': () => Response.json(RESET_SENT) })
    await user.click(main().getByRole('button', { name: 'Send again' }))
    await waitFor(() => expect(again.calls).toHaveLength(1))
    expect(await main().findByText(/If an account exists for nobody@example.com/)).toBeVisible()
  })
})

describe('/reset-password', () => {
  it('without a token, explains and offers a new link', async () => {
    stubApi({})
    await renderAt('/reset-password')
    expect(main().getByText('Open the link from your email')).toBeVisible()
    expect(main().getByRole('link', { name: 'Send me a new link' })).toHaveAttribute('href', '/forgot-password')
    expect(screen.queryByLabelText('New password')).toBeNull()
  })

  it('checks both passwords under their fields', async () => {
    const api = stubApi({})
    const { user } = await renderAt(`/reset-password?token=${RESET_TOKEN}`)
    await expectRefusedSubmit(user, 'Save new password', {
      'New password': 'New password is required',
      'Confirm new password': MESSAGES.confirmRequired,
    })
    await user.type(main().getByLabelText('New password'), 'short')
    await expectRefusedSubmit(user, 'Save new password', { 'New password': MESSAGES.password })
    await retype(user, main().getByLabelText('New password'), 'Fresh#456')
    await user.type(main().getByLabelText('Confirm new password'), 'Fresh#457')
    await expectRefusedSubmit(user, 'Save new password', { 'Confirm new password': MESSAGES.passwordsDoNotMatch })
    expect(api.callsTo('POST /app/auth/reset-password')).toHaveLength(0)
  })

  it('saves the new password (spinner, one request) and links to /login', async () => {
    const { answer, api } = stubHeld('POST /app/auth/reset-password')
    const { user } = await renderAt(`/reset-password?token=${RESET_TOKEN}`)
    await user.type(main().getByLabelText('New password'), 'Fresh#456')
    await user.type(main().getByLabelText('Confirm new password'), 'Fresh#456')
    const button = main().getByRole('button', { name: 'Save new password' })
    await expectOneSubmit(user, button, api, 'POST /app/auth/reset-password', {
      token: RESET_TOKEN,
      newPassword: 'Fresh#456',
      confirmNewPassword: 'Fresh#456',
    })
    await act(async () => answer.resolve(Response.json({ message: 'Your password has been reset.' })))
    expect(await main().findByText('Your password has been changed')).toBeVisible()
    expect(main().getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login')
  })

  it('an expired or used link says so and offers a new one', async () => {
    stubApi({
      'POST /app/auth/reset-password': () =>
        errorAnswer(400, { message: LINK_INVALID, errors: [{ field: 'token', message: LINK_INVALID }] }),
    })
    const { user } = await renderAt(`/reset-password?token=${RESET_TOKEN}`)
    await user.type(main().getByLabelText('New password'), 'Fresh#456')
    await user.type(main().getByLabelText('Confirm new password'), 'Fresh#456')
    await user.click(main().getByRole('button', { name: 'Save new password' }))
    expect(await main().findByText('This link no longer works')).toBeVisible()
    expect(main().getByText(/This reset link is invalid or has expired/)).toBeVisible()
    expect(main().getByRole('link', { name: 'Send me a new link' })).toHaveAttribute('href', '/forgot-password')
  })
})

describe('/crm-login', () => {
  it('signs the agent in as the customer, showing progress, then opens the dashboard marked as assisted', async () => {
    const assistedToken = jwt({ assisted: true })
    const { answer, api } = stubHeld('POST /app/auth/crm-login')
    const { router, actors } = await renderAt('/crm-login?token=crm-token-0123456789abcdef')
    expect(main().getByText("Opening the customer's account…")).toBeVisible()
    expect(api.callsTo('POST /app/auth/crm-login')[0]?.body).toEqual({ token: 'crm-token-0123456789abcdef' })
    await act(async () => answer.resolve(Response.json({ token: assistedToken, expiresAt: new Date().toISOString() })))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
    expect(localStorage.getItem('token')).toBe(assistedToken)
    expect(actors.session.getSnapshot().context.assisted).toBe(true)
  })

  it('in StrictMode (development) the single-use link is still sent once, and works', async () => {
    const api = stubApi({ 'POST /app/auth/crm-login': () => Response.json({ token: jwt({ assisted: true }), expiresAt: '' }) })
    const { router } = await renderAt('/crm-login?token=crm-token-0123456789abcdef', { strict: true })
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
    expect(api.callsTo('POST /app/auth/crm-login')).toHaveLength(1)
  })

  it('shows why the link did not work', async () => {
    stubApi({
      'POST /app/auth/crm-login': () => errorAnswer(401, { message: 'This sign-in link is invalid, has expired or was already used' }),
    })
    await renderAt('/crm-login?token=crm-token-0123456789abcdef')
    expect(await main().findByText('This sign-in link did not work')).toBeVisible()
    expect(main().getByText('This sign-in link is invalid, has expired or was already used')).toBeVisible()
  })

  it('without a token explains what the page is for', async () => {
    const api = stubApi({})
    await renderAt('/crm-login')
    expect(main().getByText('Open this page from a sign-in link')).toBeVisible()
    expect(api.callsTo('POST /app/auth/crm-login')).toHaveLength(0)
  })
})

describe('signing out', () => {
  it('the dashboard "Sign out" ends this session on the server, clears the token and profile and goes to /login', async () => {
    localStorage.setItem('token', jwt())
    const api = stubApi({ 'POST /app/auth/logout': () => Response.json({ message: 'You have been signed out.' }) })
    const { user, router, actors } = await renderAt('/dashboard')
    await waitFor(() => expect(actors.session.getSnapshot().context.profile?.firstName).toBe('Dana'))
    await user.click(main().getByRole('button', { name: 'Sign out' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull())
    expect(api.callsTo('POST /app/auth/logout')).toEqual([{ method: 'POST', path: '/app/auth/logout', body: {} }])
    expect(actors.session.getSnapshot().value).toBe('signedOut')
    expect(actors.session.getSnapshot().context.profile).toBeNull()
  })
})
