import { act, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { MESSAGES } from '@contract/rules'
import { deferred, errorAnswer, expectFieldError, expectOneSubmit, expectRefusedSubmit, jwt, main, renderAt, stubApi } from './auth-harness'
import { expectTypedAs, retype } from './user'

const token = jwt()

async function fillValidForm(user: Awaited<ReturnType<typeof renderAt>>['user']) {
  await user.type(main().getByLabelText('First name'), 'Dana')
  await user.type(main().getByLabelText('Last name'), 'Reyes')
  await user.type(main().getByLabelText('Email address'), 'dana@example.com')
  await user.type(main().getByLabelText('Phone number'), '7700900123')
  await user.type(main().getByLabelText('Password'), 'Secret#123')
  await user.type(main().getByLabelText('Confirm password'), 'Secret#123')
  await user.click(main().getByRole('checkbox', { name: /I agree to the Terms and Conditions and Privacy Policy/ }))
}

/** A valid form sent and refused by the server with `status` and `body`. */
async function submitRefused(status: number, body: Parameters<typeof errorAnswer>[1]) {
  stubApi({ 'POST /app/auth/register': () => errorAnswer(status, body) })
  const { user } = await renderAt('/register')
  await fillValidForm(user)
  await user.click(main().getByRole('button', { name: 'Create account' }))
}

describe('/register', () => {
  it('shows every SPEC §5 message under its field and sends nothing', async () => {
    const api = stubApi({})
    const { user } = await renderAt('/register')
    await user.clear(main().getByLabelText('Country code'))
    await expectRefusedSubmit(user, 'Create account', {
      'First name': 'First name is required',
      'Last name': 'Last name is required',
      'Email address': 'Email is required',
      'Country code': MESSAGES.countryCode,
      'Phone number': MESSAGES.contactNumber,
      Password: 'Password is required',
      'Confirm password': MESSAGES.confirmRequired,
    })
    expect(main().getByRole('checkbox')).toHaveAccessibleDescription(MESSAGES.acceptTerms)
    expect(api.callsTo('POST /app/auth/register')).toHaveLength(0)
    await waitFor(() => expect(main().getByLabelText('First name')).toHaveFocus())
  })

  it('explains a malformed value under its field, and typing clears that message', async () => {
    stubApi({})
    const { user } = await renderAt('/register')
    await user.type(main().getByLabelText('First name'), 'D')
    await user.type(main().getByLabelText('Email address'), 'dana@')
    await user.type(main().getByLabelText('Phone number'), '12345')
    await user.type(main().getByLabelText('Password'), 'secret')
    await user.type(main().getByLabelText('Confirm password'), 'secret')
    await expectRefusedSubmit(user, 'Create account', {
      'First name': 'First name must be at least 2 characters',
      'Email address': MESSAGES.email,
      'Phone number': MESSAGES.contactNumber,
      Password: MESSAGES.password,
      'Confirm password': MESSAGES.password,
    })

    await user.type(main().getByLabelText('First name'), 'ana')
    expect(main().getByLabelText('First name')).not.toHaveAccessibleDescription()
    expectFieldError('Email address', MESSAGES.email)
  })

  it('says when the passwords do not match', async () => {
    stubApi({})
    const { user } = await renderAt('/register')
    await fillValidForm(user)
    await retype(user, main().getByLabelText('Confirm password'), 'Secret#124')
    await expectRefusedSubmit(user, 'Create account', { 'Confirm password': MESSAGES.passwordsDoNotMatch })
  })

  it("filters names while typing: letters, accents, space , . ' - only", async () => {
    stubApi({})
    const { user } = await renderAt('/register')
    await user.type(main().getByLabelText('First name'), "Zoë-Ann2 O'Neil!")
    await user.type(main().getByLabelText('Last name'), 'Reyes 3rd')
    expect(main().getByLabelText('First name')).toHaveValue("Zoë-Ann O'Neil")
    expect(main().getByLabelText('Last name')).toHaveValue('Reyes rd')
  })

  it("country code defaults to +44, adds the leading plus itself and keeps at most '+' and 3 digits", async () => {
    stubApi({})
    const { user } = await renderAt('/register')
    const code = main().getByLabelText('Country code')
    expect(code).toHaveValue('+44')
    await expectTypedAs(user, code, '44', '+44')
    await expectTypedAs(user, code, '1a++2345', '+123')
  })

  it('phone number keeps digits only, at most 15', async () => {
    stubApi({})
    const { user } = await renderAt('/register')
    const phone = main().getByLabelText('Phone number')
    await user.type(phone, '(770) 090-0123abc')
    expect(phone).toHaveValue('7700900123')
    await user.type(phone, '9999999999')
    expect(phone).toHaveValue('770090012399999')
  })

  it('puts server field errors under their fields', async () => {
    await submitRefused(409, {
      message: 'An account with this email already exists. Please sign in instead.',
      errors: [{ field: 'email', message: 'An account with this email already exists' }],
    })
    await waitFor(() => expectFieldError('Email address', 'An account with this email already exists'))
    // The cursor goes to the field that needs the customer (on a phone, it scrolls into view).
    await waitFor(() => expect(main().getByLabelText('Email address')).toHaveFocus())
    expect(main().getByRole('button', { name: 'Create account' })).toBeEnabled()
  })

  it('a refused password lands under the password field', async () => {
    await submitRefused(422, {
      message: 'This password is too common.',
      errors: [{ field: 'regPassword', message: 'This password is too common. Please choose another.' }],
    })
    await waitFor(() => expectFieldError('Password', 'This password is too common. Please choose another.'))
  })

  it('spins while creating the account (one request for a double click), then signs in to redirect', async () => {
    const answer = deferred<Response>()
    const api = stubApi({ 'POST /app/auth/register': () => answer.promise })
    const { user, router } = await renderAt('/register?redirect=%2Fcart%2Fcheckout')
    await fillValidForm(user)
    const button = main().getByRole('button', { name: 'Create account' })
    await expectOneSubmit(user, button, api, 'POST /app/auth/register', {
      firstName: 'Dana',
      lastName: 'Reyes',
      email: 'dana@example.com',
      countryCode: '+44',
      contactNumber: '7700900123',
      regPassword: 'Secret#123',
      confirmRegPassword: 'Secret#123',
      acceptTerms: true,
    })
    await act(async () => answer.resolve(Response.json({ token, expiresAt: new Date().toISOString() }, { status: 201 })))
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/checkout'))
    expect(localStorage.getItem('token')).toBe(token)
  })

  it('links the terms and the privacy policy', async () => {
    stubApi({})
    await renderAt('/register')
    expect(main().getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms-and-conditions')
    expect(main().getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy')
  })
})
