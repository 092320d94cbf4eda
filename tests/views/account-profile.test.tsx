/**
 * /dashboard/profile against the real route tree and app actors, with `fetch` stubbed: the details, and each edit
 * dialog's filters, messages, payloads, server errors and notifications.
 */
import { act, screen, waitFor, within } from '@testing-library/react'
import { PointerEventsCheckLevel, userEvent, type UserEvent } from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { EMAIL_CODE_RESENT } from '@machines/edit-email.machine'
import { MESSAGES } from '@contract/rules'
import { deferred, errorAnswer, expectOneSubmit, fieldRefusedAnswer, jwt, profile, renderAt, stubApi } from './auth-harness'
import { expectTypedAs, retype } from './user'

const dialog = () => within(screen.getByRole('dialog'))
const saved = (message: string) => () => Response.json({ message })

/** Dana, signed in, on /dashboard/profile with her details shown. */
/** A session proven a moment ago: "Confirm it's you" asks nothing. */
const PROVEN = () => Response.json({ provenUntil: new Date(Date.now() + 600_000).toISOString(), methods: { totp: false, passkey: false } })

async function openProfile(routes: Parameters<typeof stubApi>[0] = {}) {
  localStorage.setItem('token', jwt())
  const api = stubApi(routes)
  const rendered = await renderAt('/dashboard/profile')
  await screen.findByText('Dana Reyes')
  return { ...rendered, api }
}

/** Dana's profile (see `openProfile`) with the edit dialog `title` opened by its button `editLabel`. */
async function openEditDialog(editLabel: string, title: string, routes: Parameters<typeof stubApi>[0] = {}) {
  const opened = await openProfile(routes)
  await openDialog(opened.user, editLabel, title)
  return opened
}

async function openDialog(user: Awaited<ReturnType<typeof openProfile>>['user'], editLabel: string, title: string) {
  await user.click(screen.getByRole('button', { name: editLabel }))
  await screen.findByRole('dialog', { name: title })
}

/** Clicks the open dialog's button named `name`. */
const press = (user: UserEvent, name: string | RegExp) => user.click(dialog().getByRole('button', { name }))

function expectError(label: string | RegExp, message: string) {
  expect(dialog().getByLabelText(label)).toHaveAccessibleDescription(message)
}

describe('/dashboard/profile', () => {
  it("shows the customer's name, email, phone and address, each with an Edit button", async () => {
    await openProfile()
    const details = within(screen.getByRole('region', { name: 'Your details' }))
    expect(details.getByText('dana@example.com')).toBeVisible()
    expect(details.getByText('+44 7700900123')).toBeVisible()
    expect(details.getByText(/1 Main St/)).toHaveTextContent('1 Main St Chicago, Illinois 60601')
    for (const name of ['Edit name', 'Edit email', 'Edit phone number', 'Edit address']) {
      expect(details.getByRole('button', { name })).toBeEnabled()
    }
  })
})

describe('Edit Name', () => {
  it("starts from the current name and filters letters (accented too), space , . ' - up to 60", async () => {
    const { user } = await openEditDialog('Edit name', 'Edit Name')
    const first = dialog().getByLabelText('First name')
    expect(first).toHaveValue('Dana')
    expect(dialog().getByLabelText('Last name')).toHaveValue('Reyes')
    await expectTypedAs(user, first, "Amé1lie-Ann O'B.,#2", "Amélie-Ann O'B.,")
    await expectTypedAs(user, first, 'x'.repeat(70), 'x'.repeat(60))
  })

  it('says what is wrong under each field, and editing a field clears its message', async () => {
    const { user, api } = await openEditDialog('Edit name', 'Edit Name')
    await user.clear(dialog().getByLabelText('First name'))
    await retype(user, dialog().getByLabelText('Last name'), 'R')
    await press(user, 'Save Changes')
    expectError('First name', 'First name is required')
    expectError('Last name', 'Last name must be at least 2 characters')
    await user.type(dialog().getByLabelText('First name'), 'D')
    expect(dialog().getByLabelText('First name')).not.toHaveAccessibleDescription()
    expectError('Last name', 'Last name must be at least 2 characters')
    expect(api.callsTo('POST /app/users/edit')).toEqual([])
  })

  it("saves, shows the server's message, reloads the profile and closes", async () => {
    const answer = deferred<Response>()
    const { user, api } = await openEditDialog('Edit name', 'Edit Name', { 'POST /app/users/edit': () => answer.promise })
    await retype(user, dialog().getByLabelText('First name'), 'Amélie')
    const save = dialog().getByRole('button', { name: 'Save Changes' })
    await expectOneSubmit(user, save, api, 'POST /app/users/edit', { firstName: 'Amélie', lastName: 'Reyes' })
    const views = api.callsTo('GET /app/users/view').length
    await act(async () => answer.resolve(Response.json({ message: 'Your name has been updated' })))
    expect(await screen.findByText('Your name has been updated')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Name' })).toBeNull())
    await waitFor(() => expect(api.callsTo('GET /app/users/view').length).toBe(views + 1))
  })

  it("puts a server error list under the fields and shows the server's message; the dialog stays", async () => {
    const { user } = await openEditDialog('Edit name', 'Edit Name', {
      'POST /app/users/edit': () => fieldRefusedAnswer('lastName', 'Last name can only contain letters'),
    })
    await press(user, 'Save Changes')
    await waitFor(() => expectError('Last name', 'Last name can only contain letters'))
    expect(await screen.findByRole('dialog', { name: 'Edit Name' })).toBeVisible()
    expect(await screen.findAllByText('Last name can only contain letters')).toHaveLength(2)
  })

  it('opens again from the current details, without old errors', async () => {
    const { user } = await openEditDialog('Edit name', 'Edit Name')
    await user.clear(dialog().getByLabelText('First name'))
    await press(user, 'Save Changes')
    expectError('First name', 'First name is required')
    await press(user, 'Cancel')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await openDialog(user, 'Edit name', 'Edit Name')
    expect(dialog().getByLabelText('First name')).toHaveValue('Dana')
    expect(dialog().getByLabelText('First name')).not.toHaveAccessibleDescription()
  })
})

describe('Edit Address', () => {
  it('sends the direction the customer chose, and choosing it again clears it', async () => {
    const { user, api } = await openEditDialog('Edit address', 'Edit Address', {
      'POST /app/users/edit': saved('Your address has been updated'),
    })
    const direction = dialog().getByRole('combobox', { name: 'Direction (optional)' })
    expect(direction).toHaveTextContent('Select...')
    await user.click(direction)
    expect(await screen.findAllByRole('option')).toHaveLength(8)
    await user.click(screen.getByRole('option', { name: 'SE' }))
    await waitFor(() => expect(direction).toHaveTextContent('SE'))
    await press(user, 'Save Changes')
    await waitFor(() => expect(api.callsTo('POST /app/users/edit')).toHaveLength(1))
    expect(api.callsTo('POST /app/users/edit')[0].body).toEqual({
      streetNumber: '1',
      streetDirection: 'SE',
      streetName: 'Main St',
      city: 'Chicago',
      state: 'IL',
      zipCode: '60601',
    })
    expect(await screen.findByText('Your address has been updated')).toBeInTheDocument()

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await openDialog(user, 'Edit address', 'Edit Address')
    const again = dialog().getByRole('combobox', { name: 'Direction (optional)' })
    await user.click(again)
    await user.click(await screen.findByRole('option', { name: 'N' }))
    await waitFor(() => expect(again).toHaveTextContent('N'))
    await user.click(again)
    await user.click(await screen.findByRole('option', { name: 'N' }))
    await waitFor(() => expect(again).toHaveTextContent('Select...'))
    await press(user, 'Save Changes')
    await waitFor(() => expect(api.callsTo('POST /app/users/edit')).toHaveLength(2))
    expect(api.callsTo('POST /app/users/edit')[1].body).toMatchObject({ streetDirection: '' })
  })

  it('filters street number, street name, city and ZIP code as the customer types', async () => {
    const { user } = await openEditDialog('Edit address', 'Edit Address')
    const type = async (label: string, text: string) => {
      const input = dialog().getByLabelText(label)
      await retype(user, input, text)
      return input
    }
    expect(await type('Street number', '12B-4 #!x1234567')).toHaveValue('12B-4 x123')
    expect(await type('Street name', 'Main St. #4/B, $Unit!')).toHaveValue('Main St. 4B, Unit')
    expect(await type('City', 'São Paulo 9!')).toHaveValue('São Paulo ')
    expect(await type('ZIP code', '9a41-10777')).toHaveValue('94110')
  })

  it('says what is wrong under each field', async () => {
    const { user, api } = await openEditDialog('Edit address', 'Edit Address')
    for (const label of ['Street number', 'Street name', 'City', 'ZIP code']) await user.clear(dialog().getByLabelText(label))
    await user.type(dialog().getByLabelText('City'), 'C')
    await user.type(dialog().getByLabelText('ZIP code'), '606')
    await press(user, 'Save Changes')
    expectError('Street number', 'Street number is required')
    expectError('Street name', 'Street name is required')
    expectError('City', 'City must be at least 2 characters')
    expectError('ZIP code', MESSAGES.zipCode)
    await user.type(dialog().getByLabelText('ZIP code'), '01')
    expect(dialog().getByLabelText('ZIP code')).not.toHaveAccessibleDescription()
    expect(api.callsTo('POST /app/users/edit')).toEqual([])
  })

  it('asks for a state when the profile has none; the list holds the 50 states and DC', async () => {
    localStorage.setItem('token', jwt())
    stubApi({ 'GET /app/users/view': () => Response.json({ ...profile, state: '' }) })
    const { user } = await renderAt('/dashboard/profile')
    await screen.findByText('Dana Reyes')
    await openDialog(user, 'Edit address', 'Edit Address')
    await press(user, 'Save Changes')
    await waitFor(() => expect(dialog().getByText(MESSAGES.state)).toBeVisible())
    await user.click(dialog().getByRole('combobox', { name: 'State' }))
    const options = await screen.findAllByRole('option')
    expect(options).toHaveLength(51)
    expect(screen.getByRole('option', { name: 'District of Columbia' })).toBeInTheDocument()
    await user.click(screen.getByRole('option', { name: 'Illinois' }))
    await waitFor(() => expect(dialog().queryByText(MESSAGES.state)).toBeNull())
  })
})

describe('Edit Phone Number', () => {
  it('keeps digits only, at most 15, and says when the number is too short', async () => {
    const { user, api } = await openEditDialog('Edit phone number', 'Edit Phone Number')
    const input = dialog().getByLabelText('Phone number')
    expect(input).toHaveValue('7700900123')
    await expectTypedAs(user, input, '(312) 555-0143 ext 9999999', '312555014399999')
    await retype(user, input, '12345')
    await press(user, 'Save Changes')
    expectError('Phone number', MESSAGES.contactNumber)
    expect(api.callsTo('POST /app/users/edit')).toEqual([])
  })

  it('sends contactNumber as phoneNumber', async () => {
    const { user, api } = await openEditDialog('Edit phone number', 'Edit Phone Number', {
      'GET /app/security/step-up': PROVEN,
      'POST /app/users/edit': saved('Your phone number has been updated'),
    })
    const input = dialog().getByLabelText('Phone number')
    await retype(user, input, '3125550143')
    await press(user, 'Save Changes')
    expect(await screen.findByText('Your phone number has been updated')).toBeInTheDocument()
    expect(api.callsTo('POST /app/users/edit')[0].body).toEqual({ phoneNumber: '3125550143' })
  })

  it("shows the server's message when the call fails", async () => {
    const { user } = await openEditDialog('Edit phone number', 'Edit Phone Number', {
      'GET /app/security/step-up': PROVEN,
      'POST /app/users/edit': () => errorAnswer(503, { message: 'Ring Mobile is temporarily unavailable.' }),
    })
    await press(user, 'Save Changes')
    expect(await screen.findByText('Ring Mobile is temporarily unavailable.')).toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Edit Phone Number' })).toBeVisible()
  })
})

describe('Edit Phone Number after a while', () => {
  const proofAsked = {
    'GET /app/security/step-up': () => Response.json({ provenUntil: null, methods: { totp: false, passkey: false } }),
    'POST /app/security/step-up': () => Response.json({ provenUntil: new Date(Date.now() + 600_000).toISOString() }),
    'POST /app/users/edit': saved('Your phone number has been updated'),
  }

  // "Confirm it's you" opens over the edit dialog. Under jsdom (no animation events) the outer dialog's layer leaves
  // `pointer-events: none` on the inner one, which Chromium does not (tests/e2e/replay-account.spec.ts types into it):
  // user-event's pointer-events check is off here only, so these tests look at what is sent, not at jsdom's styles.
  const userOverDialogs = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never })
  it('asks "Confirm it\'s you" before the number is sent, and sends nothing when cancelled', async () => {
    const { api } = await openProfile(proofAsked)
    const user = userOverDialogs()
    await openDialog(user, 'Edit phone number', 'Edit Phone Number')
    await press(user, 'Save Changes')
    const confirm = await screen.findByRole('dialog', { name: "Confirm it's you" })
    expect(api.callsTo('POST /app/users/edit')).toEqual([])
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    expect(api.callsTo('POST /app/users/edit')).toEqual([])
    expect(api.callsTo('POST /app/security/step-up')).toEqual([])
    expect(screen.getByRole('dialog', { name: 'Edit Phone Number' })).toBeVisible()
  })

  it('sends the number once "Confirm it\'s you" took the password', async () => {
    const { api } = await openProfile(proofAsked)
    const user = userOverDialogs()
    await openDialog(user, 'Edit phone number', 'Edit Phone Number')
    await press(user, 'Save Changes')
    const confirm = await screen.findByRole('dialog', { name: "Confirm it's you" })
    // A modal takes the focus on the frame after it opens; until then the edit dialog's focus trap still holds it
    // and sends a click inside "Confirm it's you" back to itself, so typing went nowhere. Wait until it is ready.
    await waitFor(() => expect(confirm).toContainElement(document.activeElement as HTMLElement))
    await user.type(within(confirm).getByLabelText('Password'), 'Demo#2026')
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }))
    expect(await screen.findByText('Your phone number has been updated')).toBeInTheDocument()
    expect(api.callsTo('POST /app/security/step-up')[0].body).toEqual({ password: 'Demo#2026' })
    expect(api.callsTo('POST /app/users/edit')).toHaveLength(1)
  })
})

describe('Edit Email', () => {
  const codeSent = () => Response.json({ message: 'We sent a 5-digit code to dana.new@example.com.' })
  const codeBoxes = () => dialog().getAllByRole('textbox', { name: /digit \d of 5/i })

  it('checks the new email before sending the code', async () => {
    const { user, api } = await openEditDialog('Edit email', 'Edit Email')
    await press(user, 'Send me the code')
    expectError('New email address', 'Email is required')
    // The current password is asked again before this change (re-authentication).
    expectError('Current password', 'Current password is required')
    await user.type(dialog().getByLabelText('New email address'), 'dana.new@')
    expect(dialog().getByLabelText('New email address')).not.toHaveAccessibleDescription()
    await press(user, 'Send me the code')
    expectError('New email address', MESSAGES.email)
    expect(api.callsTo('POST /app/users/edit')).toEqual([])
  })

  it('sends the code, then takes exactly 5 digits; Verify & Save Email Change saves, reloads and closes', async () => {
    const { user, api } = await openEditDialog('Edit email', 'Edit Email', {
      'POST /app/users/edit': codeSent,
      'POST /app/users/validate-otp-update-email': saved('Your email has been updated'),
    })
    await user.type(dialog().getByLabelText('New email address'), 'Dana.New@example.com')
    await user.type(dialog().getByLabelText('Current password'), 'Demo#2026')
    await press(user, 'Send me the code')
    expect(await screen.findByText('We sent a 5-digit code to dana.new@example.com.')).toBeInTheDocument()
    expect(api.callsTo('POST /app/users/edit')[0].body).toEqual({ email: 'dana.new@example.com', currentPassword: 'Demo#2026' })
    await waitFor(() => expect(codeBoxes()).toHaveLength(5))
    expect(dialog().getByText(/We sent a 5-digit code to/)).toHaveTextContent('dana.new@example.com')

    const verify = dialog().getByRole('button', { name: 'Verify & Save Email Change' })
    await user.click(codeBoxes()[0])
    await user.keyboard('12a3')
    expect(verify).toBeDisabled()
    await user.keyboard('45')
    expect(codeBoxes().map((box) => (box as HTMLInputElement).value)).toEqual(['1', '2', '3', '4', '5'])
    await waitFor(() => expect(verify).toBeEnabled())
    expect(api.callsTo('POST /app/users/validate-otp-update-email')).toEqual([])
    const views = api.callsTo('GET /app/users/view').length
    await user.click(verify)
    expect(await screen.findByText('Your email has been updated')).toBeInTheDocument()
    expect(api.callsTo('POST /app/users/validate-otp-update-email')[0].body).toEqual({
      newEmail: 'dana.new@example.com',
      otp: '12345',
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(api.callsTo('GET /app/users/view').length).toBe(views + 1))
  })

  it('resend waits out a visible 30-second countdown, clears the code, says so and restarts it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
    const { user, api } = await openEditDialog('Edit email', 'Edit Email', {
      'POST /app/users/edit': codeSent,
      'POST /app/users/resend/otp': saved(EMAIL_CODE_RESENT),
    })
    await user.type(dialog().getByLabelText('New email address'), 'dana.new@example.com')
    await user.type(dialog().getByLabelText('Current password'), 'Demo#2026')
    await press(user, 'Send me the code')
    await waitFor(() => expect(codeBoxes()).toHaveLength(5))
    expect(dialog().getByRole('button', { name: /Resend code/ })).toHaveTextContent('Resend code in 30 s')
    expect(dialog().getByRole('button', { name: /Resend code/ })).toBeDisabled()
    await user.click(codeBoxes()[0])
    await user.keyboard('123')
    await act(async () => vi.advanceTimersByTime(10_000))
    expect(dialog().getByRole('button', { name: /Resend code/ })).toHaveTextContent('Resend code in 20 s')
    await act(async () => vi.advanceTimersByTime(20_000))
    const resend = dialog().getByRole('button', { name: 'Resend code' })
    await waitFor(() => expect(resend).toBeEnabled())
    await user.click(resend)
    expect(await screen.findByText(EMAIL_CODE_RESENT)).toBeInTheDocument()
    expect(api.callsTo('POST /app/users/resend/otp')[0].body).toEqual({ email: 'dana.new@example.com' })
    await waitFor(() =>
      expect(
        codeBoxes()
          .map((box) => (box as HTMLInputElement).value)
          .join(''),
      ).toBe(''),
    )
    expect(dialog().getByRole('button', { name: /Resend code/ })).toHaveTextContent('Resend code in 30 s')
  })

  it('a wrong code says so under the boxes; Cancel during code entry returns to the email', async () => {
    const { user } = await openEditDialog('Edit email', 'Edit Email', {
      'POST /app/users/edit': codeSent,
      'POST /app/users/validate-otp-update-email': () => fieldRefusedAnswer('otp', 'This code is incorrect or has expired'),
    })
    await user.type(dialog().getByLabelText('New email address'), 'dana.new@example.com')
    await user.type(dialog().getByLabelText('Current password'), 'Demo#2026')
    await press(user, 'Send me the code')
    await waitFor(() => expect(codeBoxes()).toHaveLength(5))
    await user.click(codeBoxes()[0])
    await user.keyboard('99999')
    await press(user, 'Verify & Save Email Change')
    await waitFor(() => expect(dialog().getByRole('alert')).toHaveTextContent('This code is incorrect or has expired'))
    await press(user, 'Cancel')
    expect(await screen.findByRole('dialog', { name: 'Edit Email' })).toBeVisible()
    expect(dialog().getByLabelText('New email address')).toHaveValue('dana.new@example.com')
    // The password went with the first request and is asked again.
    expect(dialog().getByLabelText('Current password')).toHaveValue('')
    expect(dialog().getByRole('button', { name: 'Send me the code' })).toBeEnabled()
  })

  it('a wrong current password is shown under its field and no code is sent', async () => {
    const wrong = 'Your current password is incorrect'
    const { user } = await openEditDialog('Edit email', 'Edit Email', {
      'POST /app/users/edit': () => fieldRefusedAnswer('currentPassword', wrong),
    })
    await user.type(dialog().getByLabelText('New email address'), 'dana.new@example.com')
    await user.type(dialog().getByLabelText('Current password'), 'Wrong#2026')
    await press(user, 'Send me the code')
    await waitFor(() => expectError('Current password', wrong))
    expect(dialog().queryAllByRole('textbox', { name: /digit \d of 5/i })).toHaveLength(0)
  })
})
