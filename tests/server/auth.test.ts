import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { linkTokens, oneTimeCodes, rateLimits } from '@server/db/schema'
import { secretKey, signCrmToken } from '@server/lib/tokens'
import { MESSAGES } from '@contract/rules'
import { TEST_JWT_SECRET, TEST_PASSWORD, TEST_PUBLIC_URL } from './support/fixtures'
import { type CallResult, claimsOf, codeIn, fieldError, serverForFile } from './support/harness'

const server = serverForFile()

describe('POST /app/auth/login', () => {
  it('signs the demo customer in', async () => {
    const result = await server.call('/app/auth/login', { body: { email: 'Demo@RingMobile.example', password: 'Demo#2026' } })
    expect(result.status).toBe(200)
    expect(result.body).toEqual({ token: expect.any(String), expiresAt: expect.any(String) })
    const view = await server.call('/app/users/view', { token: result.body.token })
    expect(view.body.email).toBe('demo@ringmobile.example')
  })

  it('answers the same 401 for a wrong password and an unknown email', async () => {
    const wrong = await server.call('/app/auth/login', { body: { email: 'carol@test.example', password: 'Wrong#Pass1' } })
    const unknown = await server.call('/app/auth/login', { body: { email: 'nobody@test.example', password: 'Wrong#Pass1' } })
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    expect(unknown.body).toEqual(wrong.body)
    expect(wrong.body).toEqual({ message: 'Email or password is incorrect' })
  })

  it('answers field errors with SPEC §5 messages', async () => {
    const result = await server.call('/app/auth/login', { body: { email: 'not-an-email', password: 'short' } })
    expect(result.status).toBe(422)
    expect(fieldError(result.body.errors, 'email')).toBe(MESSAGES.email)
    expect(fieldError(result.body.errors, 'password')).toBe(MESSAGES.password)
  })

  it('backs off after repeated failures (429 with Retry-After), even for the right password, then lets the customer in', async () => {
    for (let i = 0; i < 5; i += 1) {
      const result = await server.call('/app/auth/login', { body: { email: 'dave@test.example', password: 'Wrong#Pass1' } })
      expect(result.status).toBe(401)
    }
    const blocked = await server.call('/app/auth/login', { body: { email: 'dave@test.example', password: TEST_PASSWORD } })
    expect(blocked.status).toBe(429)
    const retryAfter = Number(blocked.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(30)
    // Unknown emails get the very same treatment (no way to tell accounts apart).
    for (let i = 0; i < 5; i += 1) await server.call('/app/auth/login', { body: { email: 'ghost@test.example', password: 'Wrong#Pass1' } })
    expect((await server.call('/app/auth/login', { body: { email: 'ghost@test.example', password: 'Wrong#Pass1' } })).status).toBe(429)

    // The wait passes (moved back in the database rather than slept through): the right password works again.
    await server.db
      .update(rateLimits)
      .set({ windowStartedAt: sql`now() - interval '31 seconds'` })
      .where(eq(rateLimits.key, 'login-fail:dave@test.example'))
    const after = await server.call('/app/auth/login', { body: { email: 'dave@test.example', password: TEST_PASSWORD } })
    expect(after.status).toBe(200)
    // Success clears the count: one more failure is a plain 401, not a 429.
    const again = await server.call('/app/auth/login', { body: { email: 'dave@test.example', password: 'Wrong#Pass1' } })
    expect(again.status).toBe(401)
  })

  it('doubles the wait with each further failure, capped, never a permanent lock', async () => {
    await server.db.insert(rateLimits).values({
      key: 'login-fail:erin@test.example',
      count: 40,
      windowStartedAt: sql`now()`,
      expiresAt: sql`now() + interval '1 day'`,
    })
    const blocked = await server.call('/app/auth/login', { body: { email: 'erin@test.example', password: TEST_PASSWORD } })
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(14 * 60)
  })
})

/**
 * A request that must not tell which emails have an account: a known and an unknown address get the same answer,
 * and only the known one gets a mail, which is returned.
 */
async function mailsOnlyTheKnown(path: string, known: string, unknown: string) {
  const knownAnswer = await server.call(path, { body: { email: known } })
  const unknownAnswer = await server.call(path, { body: { email: unknown } })
  expect(knownAnswer.status).toBe(200)
  expect(unknownAnswer.status).toBe(200)
  expect(unknownAnswer.body).toEqual(knownAnswer.body)
  expect(await server.mailCount(unknown)).toBe(0)
  return server.lastMail(known)
}

describe('sign-in codes', () => {
  /** POST /app/auth/otp/send for `email`. */
  const sendCode = (email: string) => server.call('/app/auth/otp/send', { body: { email } })
  /** Asks for a code for `email` and reads it from the email. */
  const mailedCode = async (email: string) => {
    await sendCode(email)
    return codeIn((await server.lastMail(email))!.text, 6)
  }
  /** POST /app/auth/otp/verify. */
  const verify = (email: string, otp: string) => server.call('/app/auth/otp/verify', { body: { email, otp } })
  /** Every code of `email` expired a second ago. */
  const expireCodes = (email: string) =>
    server.db
      .update(oneTimeCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(oneTimeCodes.email, email))
  /** A 401 with its reason's code and message. */
  const expectRefused = (answer: CallResult, code: string, message: string) => {
    expect(answer.status).toBe(401)
    expect(answer.body.code).toBe(code)
    expect(answer.body.message).toBe(message)
  }

  it('answers the same for known and unknown emails and only mails the known one', async () => {
    const mail = await mailsOnlyTheKnown('/app/auth/otp/send', 'alice@test.example', 'nobody-here@test.example')
    expect(mail?.subject).toBe('Your Ring Mobile sign-in code')
    const code = codeIn(mail!.text, 6)
    expect(mail!.text).toContain(`${TEST_PUBLIC_URL}/otp-login?email=alice%40test.example&code=${code}`)
    // Stored as a hash, never the code itself.
    const rows = await server.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.email, 'alice@test.example'))
    expect(rows.some((row) => row.codeHash.includes(code))).toBe(false)
  })

  it('signs in with the emailed code, once', async () => {
    const code = await mailedCode('bob@test.example')
    const first = await verify('bob@test.example', code)
    expect(first.status).toBe(200)
    const view = await server.call('/app/users/view', { token: first.body.token })
    expect(view.body.email).toBe('bob@test.example')
    const second = await verify('bob@test.example', code)
    expect(second.status).toBe(401)
    const wrongMessage = 'This code is not right. Check the email we sent and try again.'
    expect(second.body).toEqual({ message: wrongMessage, errors: [{ field: 'otp', message: wrongMessage }], code: 'code_invalid' })
  })

  it('limits resends to one per 30 seconds per email (429 with Retry-After), for unknown emails too', async () => {
    expect((await sendCode('carol@test.example')).status).toBe(200)
    const again = await sendCode('carol@test.example')
    expect(again.status).toBe(429)
    const retryAfter = Number(again.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(30)
    expect((await sendCode('nobody2@test.example')).status).toBe(200)
    expect((await sendCode('nobody2@test.example')).status).toBe(429)
    expect(await server.mailCount('carol@test.example')).toBe(1)
  })

  it('retires a code after 5 wrong tries', async () => {
    const code = await mailedCode('frank@test.example')
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i += 1) {
      const attempt = await verify('frank@test.example', wrong)
      expect(attempt.status).toBe(401)
      // Each its own reason: wrong while tries remain, locked by the fifth.
      expect(attempt.body.code).toBe(i < 4 ? 'code_invalid' : 'code_locked')
    }
    const right = await verify('frank@test.example', code)
    expectRefused(right, 'code_locked', 'Too many wrong tries for this code. Please ask for a new one.')
  })

  it('refuses an expired code and a code for another email', async () => {
    const code = await mailedCode('grace@test.example')
    expect((await verify('heidi@test.example', code)).status).toBe(401)
    await expireCodes('grace@test.example')
    const expired = await verify('grace@test.example', code)
    expectRefused(expired, 'code_expired', 'This code has expired. Please ask for a new one.')
  })

  it('answers expired and too-many-tries the same way for an unknown email (no account enumeration)', async () => {
    await sendCode('ghost@test.example')
    expect(await server.mailCount('ghost@test.example')).toBe(0)
    for (let i = 0; i < 5; i += 1) await verify('ghost@test.example', '000000')
    const locked = await verify('ghost@test.example', '000000')
    expect(locked.body.code).toBe('code_locked')
    await server.resetLimits()
    await sendCode('ghost@test.example')
    await expireCodes('ghost@test.example')
    const expired = await verify('ghost@test.example', '123456')
    expect(expired.body.code).toBe('code_expired')
  })

  it('only the newest code works after a resend', async () => {
    const first = await mailedCode('heidi@test.example')
    await server.resetLimits()
    const second = await mailedCode('heidi@test.example')
    if (first !== second) {
      expect((await verify('heidi@test.example', first)).status).toBe(401)
    }
    expect((await verify('heidi@test.example', second)).status).toBe(200)
  })

  it('answers field errors', async () => {
    const send = await sendCode('nope')
    expect(send.status).toBe(422)
    expect(send.body.errors).toEqual([{ field: 'email', message: MESSAGES.email }])
    const verified = await verify('alice@test.example', '12a45')
    expect(verified.status).toBe(422)
    expect(verified.body.errors).toEqual([{ field: 'otp', message: MESSAGES.signInCode }])
  })
})

describe('POST /app/auth/register', () => {
  const valid = {
    firstName: 'Ramón',
    lastName: "O'Neil-Smith",
    email: 'ramon@test.example',
    countryCode: '+1',
    contactNumber: '3125550111',
    regPassword: 'Fresh#Start9',
    confirmRegPassword: 'Fresh#Start9',
    acceptTerms: true,
  }

  it('creates the account and signs in', async () => {
    const result = await server.call('/app/auth/register', { body: valid })
    expect(result.status).toBe(201)
    const view = await server.call('/app/users/view', { token: result.body.token })
    expect(view.body).toMatchObject({
      firstName: 'Ramón',
      lastName: "O'Neil-Smith",
      email: 'ramon@test.example',
      countryCode: '+1',
      contactNumber: '3125550111',
    })
    const login = await server.call('/app/auth/login', { body: { email: valid.email, password: valid.regPassword } })
    expect(login.status).toBe(200)
  })

  it('answers 409 for a taken email', async () => {
    const result = await server.call('/app/auth/register', { body: { ...valid, email: 'alice@test.example' } })
    expect(result.status).toBe(409)
    expect(fieldError(result.body.errors, 'email')).toBe('An account with this email already exists')
  })

  it('answers a field error for every invalid field', async () => {
    const result = await server.call('/app/auth/register', {
      body: {
        firstName: 'R',
        lastName: 'Sm1th',
        email: 'bad',
        countryCode: '1',
        contactNumber: '12',
        regPassword: 'weakpass',
        confirmRegPassword: '',
        acceptTerms: false,
      },
    })
    expect(result.status).toBe(422)
    const errors = result.body.errors
    expect(fieldError(errors, 'firstName')).toBe('First name must be at least 2 characters')
    expect(fieldError(errors, 'lastName')).toMatch(/^Last name can only contain letters/)
    expect(fieldError(errors, 'email')).toBe(MESSAGES.email)
    expect(fieldError(errors, 'countryCode')).toBe('Enter code')
    expect(fieldError(errors, 'contactNumber')).toBe('Please enter a valid phone number')
    expect(fieldError(errors, 'regPassword')).toBe(MESSAGES.password)
    expect(fieldError(errors, 'confirmRegPassword')).toBe('Please confirm your password')
    expect(fieldError(errors, 'acceptTerms')).toBe(MESSAGES.acceptTerms)
  })

  it('refuses mismatched and common passwords', async () => {
    const mismatch = await server.call('/app/auth/register', {
      body: { ...valid, email: 'mm@test.example', confirmRegPassword: 'Fresh#Start8' },
    })
    expect(mismatch.status).toBe(422)
    expect(mismatch.body.errors).toEqual([{ field: 'confirmRegPassword', message: 'Passwords do not match' }])
    const common = await server.call('/app/auth/register', {
      body: { ...valid, email: 'common@test.example', regPassword: 'Password1!', confirmRegPassword: 'Password1!' },
    })
    expect(common.status).toBe(422)
    expect(common.body.errors[0].field).toBe('regPassword')
    expect(common.body.errors[0].message).toMatch(/too common/)
  })

  it('is rate limited per IP', async () => {
    let last = 0
    for (let i = 0; i < 11; i += 1) {
      last = (await server.call('/app/auth/register', { body: { ...valid, email: 'x@test.example', firstName: '1' } })).status
      if (i < 10) expect(last).toBe(422)
    }
    // Validation comes first, so the limit counts well-formed attempts only: send those now.
    await server.resetLimits()
    for (let i = 0; i < 10; i += 1) {
      expect((await server.call('/app/auth/register', { body: { ...valid, email: 'alice@test.example' } })).status).toBe(409)
    }
    const limited = await server.call('/app/auth/register', { body: { ...valid, email: 'alice@test.example' } })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

describe('forgotten password', () => {
  it('answers the same for known and unknown emails; the known one gets a 30-minute link', async () => {
    const mail = await mailsOnlyTheKnown('/app/auth/forgot-password', 'carol@test.example', 'no-account@test.example')
    expect(mail?.subject).toBe('Reset your Ring Mobile password')
    expect(mail!.text).toMatch(new RegExp(`${TEST_PUBLIC_URL}/reset-password\\?token=[A-Za-z0-9_-]{40,}`))
    const [stored] = await server.db.select().from(linkTokens).where(eq(linkTokens.purpose, 'password-reset'))
    const minutes = (stored.expiresAt.getTime() - stored.createdAt.getTime()) / 60_000
    expect(Math.round(minutes)).toBe(30)
  })

  it('resets the password once, ends older sessions, and clears the back-off', async () => {
    const oldToken = await server.signIn('grace')
    await server.call('/app/auth/forgot-password', { body: { email: 'grace@test.example' } })
    const token = /token=([A-Za-z0-9_-]+)/.exec((await server.lastMail('grace@test.example'))!.text)![1]
    const reset = await server.call('/app/auth/reset-password', {
      body: { token, newPassword: 'Brand#New42', confirmNewPassword: 'Brand#New42' },
    })
    expect(reset.status).toBe(200)
    expect(reset.body.message).toEqual(expect.any(String))
    expect((await server.call('/app/users/view', { token: oldToken })).status).toBe(401)
    expect((await server.call('/app/auth/login', { body: { email: 'grace@test.example', password: TEST_PASSWORD } })).status).toBe(401)
    expect((await server.call('/app/auth/login', { body: { email: 'grace@test.example', password: 'Brand#New42' } })).status).toBe(200)
    const again = await server.call('/app/auth/reset-password', {
      body: { token, newPassword: 'Other#New42', confirmNewPassword: 'Other#New42' },
    })
    expect(again.status).toBe(400)
    expect(again.body.message).toMatch(/invalid or has expired/)
  })

  it('refuses an expired link and a made-up one', async () => {
    await server.call('/app/auth/forgot-password', { body: { email: 'heidi@test.example' } })
    const token = /token=([A-Za-z0-9_-]+)/.exec((await server.lastMail('heidi@test.example'))!.text)![1]
    await server.db
      .update(linkTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(linkTokens.purpose, 'password-reset'))
    const expired = await server.call('/app/auth/reset-password', {
      body: { token, newPassword: 'Brand#New42', confirmNewPassword: 'Brand#New42' },
    })
    expect(expired.status).toBe(400)
    const madeUp = await server.call('/app/auth/reset-password', {
      body: { token: 'A'.repeat(43), newPassword: 'Brand#New42', confirmNewPassword: 'Brand#New42' },
    })
    expect(madeUp.status).toBe(400)
  })

  it('answers field errors and limits requests per email', async () => {
    const bad = await server.call('/app/auth/reset-password', { body: { token: 'short', newPassword: 'abc', confirmNewPassword: 'abd' } })
    expect(bad.status).toBe(422)
    expect(fieldError(bad.body.errors, 'token')).toBe('This link is not valid')
    expect(fieldError(bad.body.errors, 'newPassword')).toBe(MESSAGES.password)
    expect(fieldError(bad.body.errors, 'confirmNewPassword')).toBe(MESSAGES.password)
    const forgot = await server.call('/app/auth/forgot-password', { body: {} })
    expect(forgot.body.errors).toEqual([{ field: 'email', message: 'Email is required' }])
    for (let i = 0; i < 3; i += 1)
      expect((await server.call('/app/auth/forgot-password', { body: { email: 'who@test.example' } })).status).toBe(200)
    const limited = await server.call('/app/auth/forgot-password', { body: { email: 'who@test.example' } })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

describe('POST /app/auth/crm-login', () => {
  const key = secretKey(TEST_JWT_SECRET)

  it('opens an assisted session once per token', async () => {
    const token = await signCrmToken(key, 'alice@test.example')
    const first = await server.call('/app/auth/crm-login', { body: { token } })
    expect(first.status).toBe(200)
    const claims = claimsOf(first.body.token)
    expect(claims.assisted).toBe(true)
    expect(claims.sub).toBe((await server.customer('alice')).id)
    const view = await server.call('/app/users/view', { token: first.body.token })
    expect(view.body.email).toBe('alice@test.example')
    const second = await server.call('/app/auth/crm-login', { body: { token } })
    expect(second.status).toBe(401)
  })

  it('refuses tokens of another secret, for unknown customers, and session tokens', async () => {
    const foreign = await signCrmToken(secretKey('x'.repeat(40)), 'alice@test.example')
    expect((await server.call('/app/auth/crm-login', { body: { token: foreign } })).status).toBe(401)
    const unknown = await signCrmToken(key, 'nobody@test.example')
    expect((await server.call('/app/auth/crm-login', { body: { token: unknown } })).status).toBe(401)
    const session = await server.signIn('bob')
    expect((await server.call('/app/auth/crm-login', { body: { token: session } })).status).toBe(401)
    const missing = await server.call('/app/auth/crm-login', { body: {} })
    expect(missing.status).toBe(422)
    expect(missing.body.errors).toEqual([{ field: 'token', message: 'This link is not valid' }])
  })
})
