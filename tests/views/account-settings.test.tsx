/**
 * /dashboard/setting against the real route tree and app actors, with `fetch` stubbed: Change Password (fields,
 * messages, the fresh token, the success and error dialogs) and Sign out everywhere.
 */
import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { MESSAGES } from '@contract/rules'
import { deferred, errorAnswer, expectOneSubmit, fieldRefusedAnswer, jwt, renderAt, stubApi } from './auth-harness'

const oldToken = jwt({ n: 'old' })
const freshToken = jwt({ n: 'fresh' })
const changed = () =>
  Response.json({
    message: 'Your password has been changed. Your other sessions were signed out.',
    token: freshToken,
    expiresAt: new Date(Date.now() + 3600_000).toISOString(),
  })

async function openSettings(routes: Parameters<typeof stubApi>[0] = {}) {
  localStorage.setItem('token', oldToken)
  const api = stubApi(routes)
  const rendered = await renderAt('/dashboard/setting')
  await screen.findByRole('heading', { name: 'Settings' })
  return { ...rendered, api }
}

const modal = () => within(screen.getByRole('dialog', { name: 'Change Password' }))

async function fill(user: Awaited<ReturnType<typeof openSettings>>['user'], values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = modal().getByLabelText(label)
    await user.clear(input)
    if (value) await user.type(input, value)
  }
}

const valid = { 'Current password': 'Demo#2026', 'New password': 'Fresh#2027', 'Confirm new password': 'Fresh#2027' }

describe('Change Password', () => {
  it("has the three fields and the 'Change Password' and 'Cancel' buttons, empty each time it opens", async () => {
    const { user } = await openSettings()
    await user.click(screen.getByRole('button', { name: 'Change Password' }))
    expect(await screen.findByRole('dialog', { name: 'Change Password' })).toBeVisible()
    for (const label of Object.keys(valid)) expect(modal().getByLabelText(label)).toHaveAttribute('type', 'password')
    expect(modal().getByLabelText('Current password')).toHaveAttribute('name', 'currentPassword')
    expect(modal().getByLabelText('New password')).toHaveAttribute('name', 'newPassword')
    expect(modal().getByLabelText('Confirm new password')).toHaveAttribute('name', 'confirmNewPassword')
    await fill(user, valid)
    await user.click(modal().getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await user.click(screen.getByRole('button', { name: 'Change Password' }))
    await screen.findByRole('dialog', { name: 'Change Password' })
    for (const label of Object.keys(valid)) expect(modal().getByLabelText(label)).toHaveValue('')
  })

  it('says what is wrong under each field, and editing a field clears its message', async () => {
    const { user, api } = await openSettings()
    await user.click(screen.getByRole('button', { name: 'Change Password' }))
    await screen.findByRole('dialog', { name: 'Change Password' })
    await user.click(modal().getByRole('button', { name: 'Change Password' }))
    expect(modal().getByLabelText('Current password')).toHaveAccessibleDescription('Current password is required')
    expect(modal().getByLabelText('New password')).toHaveAccessibleDescription('New password is required')
    expect(modal().getByLabelText('Confirm new password')).toHaveAccessibleDescription(MESSAGES.confirmRequired)

    await fill(user, { 'Current password': 'abc', 'New password': 'weakpass', 'Confirm new password': 'Other#2027' })
    await user.click(modal().getByRole('button', { name: 'Change Password' }))
    expect(modal().getByLabelText('Current password')).toHaveAccessibleDescription('Current password must be at least 6 characters')
    expect(modal().getByLabelText('New password')).toHaveAccessibleDescription(MESSAGES.password)
    expect(modal().getByLabelText('Confirm new password')).toHaveAccessibleDescription(MESSAGES.passwordsDoNotMatch)
    await user.type(modal().getByLabelText('New password'), 'X')
    expect(modal().getByLabelText('New password')).not.toHaveAccessibleDescription(MESSAGES.password)
    expect(api.callsTo('POST /app/users/changepassword')).toEqual([])
  })

  it("spins, keeps the fresh token, closes and shows 'Password changes!'", async () => {
    const answer = deferred<Response>()
    const { user, api } = await openSettings({ 'POST /app/users/changepassword': () => answer.promise })
    await user.click(screen.getByRole('button', { name: 'Change Password' }))
    await screen.findByRole('dialog', { name: 'Change Password' })
    await fill(user, valid)
    const submit = modal().getByRole('button', { name: 'Change Password' })
    await expectOneSubmit(user, submit, api, 'POST /app/users/changepassword', {
      currentPassword: 'Demo#2026',
      newPassword: 'Fresh#2027',
      confirmNewPassword: 'Fresh#2027',
    })
    await act(async () => answer.resolve(changed()))
    const success = await screen.findByRole('alertdialog', { name: 'Password changes!' })
    expect(success).toHaveTextContent('Your password has been changed. Your other sessions were signed out.')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change Password' })).toBeNull())
    // This session goes on with the fresh token; the old one is refused from now on.
    expect(localStorage.getItem('token')).toBe(freshToken)
    await user.click(within(success).getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
  })

  it("on failure shows 'That Failed...' with the server's message over the still-open modal; 'Try again' goes back", async () => {
    const { user } = await openSettings({
      'POST /app/users/changepassword': () => fieldRefusedAnswer('currentPassword', 'Your current password is incorrect'),
    })
    await user.click(screen.getByRole('button', { name: 'Change Password' }))
    await screen.findByRole('dialog', { name: 'Change Password' })
    await fill(user, valid)
    await user.click(modal().getByRole('button', { name: 'Change Password' }))
    const failure = await screen.findByRole('alertdialog', { name: 'That Failed...' })
    expect(failure).toHaveTextContent('Your current password is incorrect')
    expect(screen.getByRole('dialog', { name: 'Change Password', hidden: true })).toBeInTheDocument()
    // A dialog over a dialog takes clicks once Ark has stacked its layer, a frame after it shows (a browser's
    // customer, and Playwright, wait for that too).
    await waitFor(() => expect(failure).toHaveStyle({ pointerEvents: 'auto' }))
    await user.click(within(failure).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(modal().getByLabelText('New password')).toHaveValue('Fresh#2027')
    expect(modal().getByLabelText('Current password')).toHaveAccessibleDescription('Your current password is incorrect')
    expect(localStorage.getItem('token')).toBe(oldToken)
  })
})

describe('Sign out', () => {
  it('"Sign out everywhere" asks the server to end every session with the stored token, then clears it and goes to /login', async () => {
    let tokenWhenCalled: string | null = null
    const { user, router, actors, api } = await openSettings({
      'POST /app/auth/logout': () => {
        tokenWhenCalled = localStorage.getItem('token')
        return Response.json({ message: 'You have been signed out on every device.' })
      },
    })
    await waitFor(() => expect(actors.session.getSnapshot().context.profile?.firstName).toBe('Dana'))
    expect(screen.getByText(/Signed in as dana@example.com/)).toBeVisible()
    // One button here, one in the layout, each saying what it ends.
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }))
    // It asks first, in the Security page's confirmation dialog: Cancel keeps every session.
    const ask = within(await screen.findByRole('alertdialog', { name: 'Sign out everywhere?' }))
    expect(ask.getByText(/this one included/)).toBeVisible()
    await user.click(ask.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(api.callsTo('POST /app/auth/logout')).toEqual([])
    expect(localStorage.getItem('token')).toBe(oldToken)

    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }))
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Sign out everywhere?' }))
    await user.click(confirm.getByRole('button', { name: 'Sign out everywhere' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull())
    // And says what happened.
    expect(await screen.findByText('You are signed out on every device, this one included.')).toBeVisible()
    // Signing out goes to /login itself: nothing to come back to.
    expect(router.state.location.search).toEqual({})
    expect(api.callsTo('POST /app/auth/logout')).toEqual([{ method: 'POST', path: '/app/auth/logout', body: { everywhere: true } }])
    expect(tokenWhenCalled).toBe(oldToken)
    expect(actors.session.getSnapshot().value).toBe('signedOut')
  })

  it('when the server cannot be reached, this device is signed out and the customer is told the others may not be', async () => {
    const { user, router, actors } = await openSettings({ 'POST /app/auth/logout': () => Promise.reject(new TypeError('Failed to fetch')) })
    await waitFor(() => expect(actors.session.getSnapshot().context.profile?.firstName).toBe('Dana'))
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }))
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Sign out everywhere?' }))
    await user.click(confirm.getByRole('button', { name: 'Sign out everywhere' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(screen.queryByText('You are signed out on every device, this one included.')).toBeNull()
    expect(await screen.findByText(/could not reach our server to sign out your other devices/)).toBeVisible()
    expect(localStorage.getItem('token')).toBeNull()
  })

  it('a 401 (the password was changed elsewhere) sends the dashboard to /login, to come back to the same page', async () => {
    localStorage.setItem('token', oldToken)
    stubApi({ 'GET /app/users/view': () => errorAnswer(401, { message: 'Your session has ended. Please sign in again.' }) })
    const { router } = await renderAt('/dashboard/setting')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    // The guard of the signed-in pages sent it there (the session ending ran it again), as it does a visitor.
    expect(router.state.location.search).toEqual({ redirect: '/dashboard/setting' })
    expect(localStorage.getItem('token')).toBeNull()
  })
})
