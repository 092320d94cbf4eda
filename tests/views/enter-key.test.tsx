/**
 * SPEC §5: pressing Enter in a text input triggers its key-down handler without submitting a form. Enter acts
 * only where the customer expects it, through explicit handlers: a one-field dialog saves, a sign-in step moves
 * on. In a longer form (a two-field dialog, registration) Enter submits nothing.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jwt, main, renderAt, stubApi } from './auth-harness'
import { retype } from './user'

const dialog = () => within(screen.getByRole('dialog'))

async function openProfileDialog(routes: Parameters<typeof stubApi>[0], editLabel: string, title: string) {
  localStorage.setItem('token', jwt())
  const api = stubApi(routes)
  const rendered = await renderAt('/dashboard/profile')
  await screen.findByText('Dana Reyes')
  await rendered.user.click(screen.getByRole('button', { name: editLabel }))
  await screen.findByRole('dialog', { name: title })
  return { ...rendered, api }
}

describe('Enter in a text input (SPEC §5)', () => {
  it('does not submit a dialog with more than one field (Edit Name)', async () => {
    const { user, api } = await openProfileDialog(
      { 'POST /app/users/edit': () => Response.json({ message: 'Your name has been updated' }) },
      'Edit name',
      'Edit Name',
    )
    const first = dialog().getByLabelText('First name')
    await retype(user, first, 'Amélie{Enter}')
    await user.type(dialog().getByLabelText('Last name'), '{Enter}')
    expect(api.callsTo('POST /app/users/edit')).toEqual([])
    expect(screen.getByRole('dialog', { name: 'Edit Name' })).toBeVisible()
    // The Save button still saves.
    await user.click(dialog().getByRole('button', { name: 'Save Changes' }))
    await waitFor(() => expect(api.callsTo('POST /app/users/edit')).toHaveLength(1))
  })

  it('saves a short dialog through its key-down handler (Edit Email sends the code)', async () => {
    const { user, api } = await openProfileDialog(
      { 'POST /app/users/edit': () => Response.json({ message: 'We sent a 5-digit code to dana.new@example.com.' }) },
      'Edit email',
      'Edit Email',
    )
    await user.type(dialog().getByLabelText('New email address'), 'dana.new@example.com')
    await user.type(dialog().getByLabelText('Current password'), 'Demo#2026{Enter}')
    await waitFor(() => expect(api.callsTo('POST /app/users/edit')).toHaveLength(1))
    expect(api.callsTo('POST /app/users/edit')[0].body).toEqual({ email: 'dana.new@example.com', currentPassword: 'Demo#2026' })
  })

  it('moves on in a sign-in step (/login to /login-with-password)', async () => {
    stubApi({})
    const { user, router } = await renderAt('/login')
    await user.type(await main().findByLabelText('Email address'), 'dana@example.com{Enter}')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login-with-password'))
  })

  it('does not submit the registration form, which has many fields', async () => {
    const api = stubApi({})
    const { user, router } = await renderAt('/register')
    await user.type(main().getByLabelText('First name'), 'Dana{Enter}')
    expect(main().getByLabelText('Last name')).not.toHaveAccessibleDescription()
    expect(main().getByLabelText('First name')).toHaveFocus()
    expect(api.callsTo('POST /app/auth/register')).toHaveLength(0)
    expect(router.state.location.pathname).toBe('/register')
  })
})
