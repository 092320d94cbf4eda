import { act, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { OTP_MESSAGES } from '@machines/otp-sign-in.machine'
import { MESSAGES } from '@contract/rules'
import {
  clockAt,
  errorAnswer,
  expectOneSubmit,
  expectRefusedSubmit,
  jwt,
  main,
  rateLimitAnswer,
  renderAt,
  stubApi,
  stubHeld,
} from './auth-harness'

const SENT = { message: 'If an account exists for this email, we sent a 6-digit sign-in code to it. It expires in 10 minutes.' }
const token = jwt()
const signedIn = () => Response.json({ token, expiresAt: new Date(Date.now() + 3600_000).toISOString() })

function boxes() {
  return main().getAllByRole('textbox', { name: /digit \d of 6/i })
}

describe('/login-without-password', () => {
  it('checks the email before sending', async () => {
    const api = stubApi({})
    const { user } = await renderAt('/login-without-password')
    await user.type(main().getByLabelText('Email address'), 'not-an-email')
    await expectRefusedSubmit(user, 'Email me a sign-in code', { 'Email address': MESSAGES.email })
    expect(api.callsTo('POST /app/auth/otp/send')).toHaveLength(0)
  })

  it('spins while sending (one request for a double click), then says where the code went with a 30 s countdown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
    const { answer, api } = stubHeld('POST /app/auth/otp/send')
    const { user, router } = await renderAt('/login-without-password?email=dana%40example.com&redirect=%2Fcart%2Fcheckout')
    const button = main().getByRole('button', { name: 'Email me a sign-in code' })
    await expectOneSubmit(user, button, api, 'POST /app/auth/otp/send', { email: 'dana@example.com' })

    await act(async () => answer.resolve(Response.json(SENT)))
    await waitFor(() => expect(router.state.location.pathname).toBe('/otp-login'))
    expect(router.state.location.search).toEqual({ redirect: '/cart/checkout' })
    expect(sessionStorage.getItem('email')).toBe('dana@example.com')
    expect(await main().findByText(/We sent a 6-digit code to/)).toHaveTextContent(
      'We sent a 6-digit code to dana@example.com. It expires in 10 minutes.',
    )
    const resend = main().getByRole('button', { name: /Resend code in 30 s/ })
    expect(resend).toBeDisabled()

    await act(async () => vi.advanceTimersByTime(3_000))
    expect(main().getByRole('button', { name: /Resend code/ })).toHaveTextContent('Resend code in 27 s')
    await act(async () => vi.advanceTimersByTime(27_000))
    await waitFor(() => expect(main().getByRole('button', { name: 'Resend code' })).toBeEnabled())
  })

  it("on 429 shows the server's message and when to try again", async () => {
    clockAt(new Date(2026, 2, 14, 18, 4, 30))
    stubApi({ 'POST /app/auth/otp/send': () => rateLimitAnswer('Too many codes asked for. Please wait a while.', 600) })
    const { user } = await renderAt('/login-without-password?email=dana%40example.com')
    await user.click(main().getByRole('button', { name: 'Email me a sign-in code' }))
    expect(await main().findByText('Too many codes asked for. Please wait a while.')).toBeVisible()
    expect(main().getByText('You can try again at 18:14.')).toBeVisible()
  })
})

describe('/otp-login', () => {
  it('has six boxes for digits only, with one-time-code autocomplete', async () => {
    stubApi({})
    const { user } = await renderAt('/otp-login?email=dana%40example.com')
    expect(boxes()).toHaveLength(6)
    for (const box of boxes()) expect(box).toHaveAttribute('autocomplete', 'one-time-code')
    await user.click(boxes()[0])
    await user.keyboard('a1b2-')
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual(['1', '2', '', '', '', ''])
  })

  it('submits itself when the sixth digit is typed, then signs in to where the customer was going', async () => {
    const { answer, api } = stubHeld('POST /app/auth/otp/verify')
    const { user, router } = await renderAt('/otp-login?email=dana%40example.com&redirect=%2Fcart%2Fcheckout')
    await user.click(boxes()[0])
    await user.keyboard('123456')
    expect(await main().findByText('Checking your code…')).toBeVisible()
    for (const box of boxes()) expect(box).toBeDisabled()
    expect(api.callsTo('POST /app/auth/otp/verify')).toEqual([
      { method: 'POST', path: '/app/auth/otp/verify', body: { email: 'dana@example.com', otp: '123456' } },
    ])
    await act(async () => answer.resolve(signedIn()))
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/checkout'))
    expect(localStorage.getItem('token')).toBe(token)
  })

  it('takes a pasted code ("123 456") and submits it', async () => {
    const api = stubApi({ 'POST /app/auth/otp/verify': signedIn })
    const { user, router } = await renderAt('/otp-login?email=dana%40example.com')
    await user.click(boxes()[0])
    await user.paste('123 456')
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
    expect(api.callsTo('POST /app/auth/otp/verify')[0]?.body).toEqual({ email: 'dana@example.com', otp: '123456' })
  })

  it('signs in directly from the emailed link', async () => {
    const api = stubApi({ 'POST /app/auth/otp/verify': signedIn })
    const { router } = await renderAt('/otp-login?email=dana%40example.com&code=654321')
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
    expect(api.callsTo('POST /app/auth/otp/verify')[0]?.body).toEqual({ email: 'dana@example.com', otp: '654321' })
  })

  it('in StrictMode (development) the emailed link verifies its single-use code once', async () => {
    const api = stubApi({ 'POST /app/auth/otp/verify': signedIn })
    const { router } = await renderAt('/otp-login?email=dana%40example.com&code=654321', { strict: true })
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
    expect(api.callsTo('POST /app/auth/otp/verify')).toHaveLength(1)
  })

  it.each([
    ['code_invalid', OTP_MESSAGES.wrong, false],
    ['code_expired', OTP_MESSAGES.expired, true],
    ['code_locked', OTP_MESSAGES.locked, true],
  ])('a %s answer says so in its own words', async (code, message, boxesDisabled) => {
    stubApi({ 'POST /app/auth/otp/verify': () => errorAnswer(401, { message: 'This code is incorrect or has expired', code }) })
    const { user } = await renderAt('/otp-login?email=dana%40example.com')
    await user.click(boxes()[0])
    await user.keyboard('111111')
    expect(await main().findByText(message)).toBeVisible()
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual(['', '', '', '', '', ''])
    for (const box of boxes()) expect(box.hasAttribute('disabled')).toBe(boxesDisabled)
  })

  it('arriving from the link, resend is available at once; resending restarts the countdown', async () => {
    const api = stubApi({
      'POST /app/auth/otp/verify': () => errorAnswer(401, { message: 'Expired', code: 'code_expired' }),
      'POST /app/auth/otp/send': () => Response.json(SENT),
    })
    const { user } = await renderAt('/otp-login?email=dana%40example.com&code=000000')
    expect(await main().findByText(OTP_MESSAGES.expired)).toBeVisible()
    await user.click(main().getByRole('button', { name: 'Resend code' }))
    expect(await main().findByText(OTP_MESSAGES.resent)).toBeVisible()
    expect(main().getByRole('button', { name: /Resend code in (30|29) s/ })).toBeDisabled()
    expect(api.callsTo('POST /app/auth/otp/send')).toHaveLength(1)
    for (const box of boxes()) expect(box).toBeEnabled()
  })

  it('without an email, offers the way to ask for a code', async () => {
    stubApi({})
    await renderAt('/otp-login')
    expect(main().getByText("We don't know where to send a code")).toBeVisible()
    expect(main().getByRole('link', { name: 'Email me a sign-in code' })).toHaveAttribute('href', '/login-without-password')
    expect(screen.queryByRole('textbox', { name: /digit/i })).toBeNull()
  })
})
