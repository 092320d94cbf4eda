import { createHmac } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { contactMessages, oneTimeCodes, rateLimits } from '@server/db/schema'
import { userInfoSchema } from '@contract/user'
import { plansAnswerSchema } from '@contract/plans'
import { MESSAGES } from '@contract/rules'
import { LIMITS } from '@server/lib/rate-limit'
import { DEMO_CUSTOMER } from '@server/seed-data/demo-account'
import { TEST_CHAT_SECRET, TEST_PASSWORD } from './support/fixtures'
import { changePassword, codeIn, fieldError, serverForFile, startTestServer } from './support/harness'

const server = serverForFile()

describe('GET /app/users/view', () => {
  it("answers the customer's info, parsed by the SPA's schema, with the chat identity", async () => {
    const token = await server.signIn('demo')
    const result = await server.call('/app/users/view', { token })
    expect(result.status).toBe(200)
    const info = userInfoSchema.parse(result.body)
    // The seeded demo customer's profile, as seeded; the password itself is nowhere in the answer.
    const { password, ...profile } = DEMO_CUSTOMER
    expect(info).toMatchObject(profile)
    expect(JSON.stringify(result.body)).not.toContain(password)
    expect(result.body).not.toHaveProperty('passwordHash')
    expect(JSON.stringify(result.body)).not.toMatch(/argon2/)
    const userHash = createHmac('sha256', TEST_CHAT_SECRET).update(info.id).digest('hex')
    expect(info.chat).toEqual({ firstName: 'Dana', email: 'demo@ringmobile.example', id: info.id, userHash })
  })

  it('answers chat: null when no chat secret is configured', async () => {
    const plain = await startTestServer({ chatIdentitySecret: undefined })
    try {
      const token = await plain.signIn('alice')
      const result = await plain.call('/app/users/view', { token })
      expect(result.body.chat).toBeNull()
    } finally {
      await plain.close()
    }
  })
})

describe('POST /app/users/edit', () => {
  it('edits the name', async () => {
    const token = await server.signIn('alice')
    const result = await server.call('/app/users/edit', { token, body: { firstName: 'Alicia', lastName: 'Núñez' } })
    expect(result.status).toBe(200)
    expect(result.body.message).toEqual(expect.any(String))
    const view = await server.call('/app/users/view', { token })
    expect(view.body).toMatchObject({ firstName: 'Alicia', lastName: 'Núñez' })
  })

  it('answers field errors for the name', async () => {
    const token = await server.signIn('alice')
    const result = await server.call('/app/users/edit', { token, body: { firstName: 'A', lastName: 'X'.repeat(61) } })
    expect(result.status).toBe(422)
    expect(fieldError(result.body.errors, 'firstName')).toBe('First name must be at least 2 characters')
    expect(fieldError(result.body.errors, 'lastName')).toBe('Last name must be at most 60 characters')
    const digits = await server.call('/app/users/edit', { token, body: { firstName: 'R2D2', lastName: '' } })
    expect(fieldError(digits.body.errors, 'firstName')).toMatch(/can only contain letters/)
    expect(fieldError(digits.body.errors, 'lastName')).toBe('Last name is required')
  })

  it('edits the address; the street direction is optional', async () => {
    const token = await server.signIn('alice')
    const address = {
      streetNumber: '742',
      streetDirection: 'SW',
      streetName: 'Evergreen Terrace',
      city: 'Springfield',
      state: 'OR',
      zipCode: '97477',
    }
    expect((await server.call('/app/users/edit', { token, body: address })).status).toBe(200)
    expect((await server.call('/app/users/view', { token })).body).toMatchObject(address)
    expect((await server.call('/app/users/edit', { token, body: { ...address, streetDirection: '' } })).status).toBe(200)
    expect((await server.call('/app/users/view', { token })).body.streetDirection).toBe('')
  })

  it('answers a field error for every invalid address field', async () => {
    const token = await server.signIn('alice')
    const result = await server.call('/app/users/edit', {
      token,
      body: { streetNumber: '', streetDirection: 'UP', streetName: '', city: 'X', state: 'XX', zipCode: '1234' },
    })
    expect(result.status).toBe(422)
    const errors = result.body.errors
    expect(fieldError(errors, 'streetNumber')).toBe('Street number is required')
    expect(fieldError(errors, 'streetDirection')).toEqual(expect.any(String))
    expect(fieldError(errors, 'streetName')).toBe('Street name is required')
    expect(fieldError(errors, 'city')).toBe('City must be at least 2 characters')
    expect(fieldError(errors, 'state')).toBe(MESSAGES.state)
    expect(fieldError(errors, 'zipCode')).toBe(MESSAGES.zipCode)
  })

  it('edits the phone number sent as phoneNumber; errors come back under contactNumber', async () => {
    const token = await server.signIn('alice')
    expect((await server.call('/app/users/edit', { token, body: { phoneNumber: '4155550123' } })).status).toBe(200)
    expect((await server.call('/app/users/view', { token })).body.contactNumber).toBe('4155550123')
    const bad = await server.call('/app/users/edit', { token, body: { phoneNumber: '12ab' } })
    expect(bad.status).toBe(422)
    expect(bad.body.errors).toEqual([{ field: 'contactNumber', message: MESSAGES.contactNumber }])
  })

  it('changes the email only after the 5-digit code sent to the new address', async () => {
    const token = await server.signIn('bob')
    const start = await server.call('/app/users/edit', { token, body: { email: 'Bobby@New.example', currentPassword: TEST_PASSWORD } })
    expect(start.status).toBe(200)
    // Not changed yet.
    expect((await server.call('/app/users/view', { token })).body.email).toBe('bob@test.example')
    const mail = await server.lastMail('bobby@new.example')
    expect(mail?.subject).toBe('Confirm your new Ring Mobile email')
    const code = codeIn(mail!.text, 5)
    const confirm = await server.call('/app/users/validate-otp-update-email', { token, body: { newEmail: 'bobby@new.example', otp: code } })
    expect(confirm.status).toBe(200)
    expect((await server.call('/app/users/view', { token })).body.email).toBe('bobby@new.example')
    // The old address is told.
    expect((await server.lastMail('bob@test.example'))?.subject).toBe('Your Ring Mobile email was changed')
    // Single use.
    const reuse = await server.call('/app/users/validate-otp-update-email', { token, body: { newEmail: 'bobby@new.example', otp: code } })
    expect(reuse.status).toBe(422)
    // Signing in now uses the new address.
    expect((await server.call('/app/auth/login', { body: { email: 'bobby@new.example', password: TEST_PASSWORD } })).status).toBe(200)
  })

  it('refuses the current email, a taken email and a malformed one', async () => {
    const token = await server.signIn('carol')
    const same = await server.call('/app/users/edit', { token, body: { email: 'carol@test.example', currentPassword: TEST_PASSWORD } })
    expect(same.status).toBe(422)
    expect(same.body.errors[0].field).toBe('email')
    const taken = await server.call('/app/users/edit', { token, body: { email: 'dave@test.example', currentPassword: TEST_PASSWORD } })
    expect(taken.status).toBe(409)
    expect(taken.body.errors).toEqual([{ field: 'email', message: 'An account with this email already exists' }])
    const bad = await server.call('/app/users/edit', { token, body: { email: 'carol@', currentPassword: TEST_PASSWORD } })
    expect(bad.status).toBe(422)
    expect(bad.body.errors).toEqual([{ field: 'email', message: MESSAGES.email }])
  })
})

describe('email change codes', () => {
  it('retires the 5-digit code after 3 wrong tries and refuses an expired one', async () => {
    const token = await server.signIn('dave')
    await server.call('/app/users/edit', { token, body: { email: 'dave2@new.example', currentPassword: TEST_PASSWORD } })
    const code = codeIn((await server.lastMail('dave2@new.example'))!.text, 5)
    const wrong = code === '00000' ? '11111' : '00000'
    for (let i = 0; i < 3; i += 1) {
      const result = await server.call('/app/users/validate-otp-update-email', {
        token,
        body: { newEmail: 'dave2@new.example', otp: wrong },
      })
      expect(result.status).toBe(422)
      expect(result.body.errors).toEqual([{ field: 'otp', message: 'This code is incorrect or has expired' }])
    }
    expect(
      (await server.call('/app/users/validate-otp-update-email', { token, body: { newEmail: 'dave2@new.example', otp: code } })).status,
    ).toBe(422)

    await server.resetLimits()
    await server.call('/app/users/resend/otp', { token, body: { email: 'dave2@new.example' } })
    const fresh = codeIn((await server.lastMail('dave2@new.example'))!.text, 5)
    await server.db
      .update(oneTimeCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(oneTimeCodes.email, 'dave2@new.example'))
    expect(
      (await server.call('/app/users/validate-otp-update-email', { token, body: { newEmail: 'dave2@new.example', otp: fresh } })).status,
    ).toBe(422)
    expect((await server.call('/app/users/view', { token })).body.email).toBe('dave@test.example')
  })

  it('resends no sooner than 30 s (429 with Retry-After), then a new code replaces the old one', async () => {
    const token = await server.signIn('erin')
    await server.call('/app/users/edit', { token, body: { email: 'erin2@new.example', currentPassword: TEST_PASSWORD } })
    const first = codeIn((await server.lastMail('erin2@new.example'))!.text, 5)
    const early = await server.call('/app/users/resend/otp', { token, body: { email: 'erin2@new.example' } })
    expect(early.status).toBe(429)
    expect(Number(early.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(Number(early.headers.get('retry-after'))).toBeLessThanOrEqual(30)
    // 30 seconds later (the counter's window moved back rather than slept through).
    await server.db
      .update(rateLimits)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(sql`${rateLimits.key} like 'code-cooldown:%'`)
    const resend = await server.call('/app/users/resend/otp', { token, body: { email: 'erin2@new.example' } })
    expect(resend.status).toBe(200)
    expect(resend.body.message).toBe('Code Re-sent! Please enter the new code')
    const second = codeIn((await server.lastMail('erin2@new.example'))!.text, 5)
    if (first !== second) {
      expect(
        (await server.call('/app/users/validate-otp-update-email', { token, body: { newEmail: 'erin2@new.example', otp: first } })).status,
      ).toBe(422)
    }
    expect(
      (await server.call('/app/users/validate-otp-update-email', { token, body: { newEmail: 'erin2@new.example', otp: second } })).status,
    ).toBe(200)
  })

  it('refuses a resend for an address with no pending change, and field errors', async () => {
    const token = await server.signIn('frank')
    const none = await server.call('/app/users/resend/otp', { token, body: { email: 'other@new.example' } })
    expect(none.status).toBe(422)
    expect(none.body.errors[0].field).toBe('email')
    const bad = await server.call('/app/users/validate-otp-update-email', { token, body: { newEmail: 'x', otp: '1234' } })
    expect(bad.status).toBe(422)
    expect(fieldError(bad.body.errors, 'newEmail')).toBe(MESSAGES.email)
    expect(fieldError(bad.body.errors, 'otp')).toBe(MESSAGES.emailCode)
    const resendBad = await server.call('/app/users/resend/otp', { token, body: { email: '' } })
    expect(resendBad.body.errors).toEqual([{ field: 'email', message: 'Email is required' }])
  })
})

describe('customers are kept apart', () => {
  it("A cannot confirm B's email change with B's code, nor read or edit B", async () => {
    const alice = await server.signIn('alice')
    const heidi = await server.signIn('heidi')
    await server.call('/app/users/edit', { token: heidi, body: { email: 'heidi2@new.example', currentPassword: TEST_PASSWORD } })
    const code = codeIn((await server.lastMail('heidi2@new.example'))!.text, 5)
    const stolen = await server.call('/app/users/validate-otp-update-email', {
      token: alice,
      body: { newEmail: 'heidi2@new.example', otp: code },
    })
    expect(stolen.status).toBe(422)
    expect((await server.call('/app/users/view', { token: alice })).body.email).not.toBe('heidi2@new.example')
    // A's edits only ever touch A.
    await server.call('/app/users/edit', { token: alice, body: { firstName: 'Mallory', lastName: 'Tester' } })
    const heidiView = await server.call('/app/users/view', { token: heidi })
    expect(heidiView.body.firstName).toBe('Heidi')
    expect(heidiView.body.email).toBe('heidi@test.example')
    // Heidi's own code still works for Heidi.
    expect(
      (await server.call('/app/users/validate-otp-update-email', { token: heidi, body: { newEmail: 'heidi2@new.example', otp: code } }))
        .status,
    ).toBe(200)
  })
})

describe('POST /app/users/changepassword', () => {
  it('changes the password, ends older sessions, and hands this session a fresh token', async () => {
    const older = await server.signIn('grace')
    const current = await server.signIn('grace')
    const result = await changePassword(server, current, TEST_PASSWORD, 'Another#Pass7')
    expect(result.status).toBe(200)
    expect(result.body).toEqual({ message: expect.any(String), token: expect.any(String), expiresAt: expect.any(String) })
    expect((await server.call('/app/users/view', { token: older })).status).toBe(401)
    expect((await server.call('/app/users/view', { token: current })).status).toBe(401)
    expect((await server.call('/app/users/view', { token: result.body.token })).status).toBe(200)
    expect((await server.call('/app/auth/login', { body: { email: 'grace@test.example', password: TEST_PASSWORD } })).status).toBe(401)
    expect((await server.call('/app/auth/login', { body: { email: 'grace@test.example', password: 'Another#Pass7' } })).status).toBe(200)
    expect((await server.lastMail('grace@test.example'))?.subject).toBe('Your Ring Mobile password was changed')
  })

  it('answers 422 (not 401) to a wrong current password, and field errors', async () => {
    const token = await server.signIn('frank')
    const wrong = await changePassword(server, token, 'Wrong#Pass1', 'Another#Pass7')
    expect(wrong.status).toBe(422)
    expect(wrong.body.message).toBe('Your current password is incorrect')
    expect(wrong.body.errors).toEqual([{ field: 'currentPassword', message: 'Your current password is incorrect' }])
    const mismatch = await changePassword(server, token, TEST_PASSWORD, 'Another#Pass7', 'Another#Pass8')
    expect(mismatch.body.errors).toEqual([{ field: 'confirmNewPassword', message: 'Passwords do not match' }])
    const invalid = await changePassword(server, token, '12', 'abc', '')
    expect(fieldError(invalid.body.errors, 'currentPassword')).toBe('Current password must be at least 6 characters')
    expect(fieldError(invalid.body.errors, 'newPassword')).toBe(MESSAGES.password)
    expect(fieldError(invalid.body.errors, 'confirmNewPassword')).toBe('Please confirm your password')
    const common = await changePassword(server, token, TEST_PASSWORD, 'P@ssw0rd')
    expect(common.body.errors[0]).toEqual({ field: 'newPassword', message: expect.stringMatching(/too common/) })
    // Still signed in with the old password.
    expect((await server.call('/app/users/view', { token })).status).toBe(200)
  })
})

describe('POST /app/users/contactus', () => {
  it('stores messages from visitors and from signed-in customers', async () => {
    const visitor = await server.call('/app/users/contactus', {
      body: { name: 'Visitor Vee', email: 'vee@test.example', message: 'Do you cover Alaska?' },
    })
    expect(visitor.status).toBe(200)
    expect(visitor.body.message).toEqual(expect.any(String))
    const token = await server.signIn('carol')
    expect(
      (await server.call('/app/users/contactus', { token, body: { name: 'Carol Tester', email: 'carol@test.example', message: 'Hi' } }))
        .status,
    ).toBe(200)
    const rows = await server.db.select().from(contactMessages)
    expect(rows.find((row) => row.email === 'vee@test.example')).toMatchObject({
      name: 'Visitor Vee',
      message: 'Do you cover Alaska?',
      customerId: null,
    })
    expect(rows.find((row) => row.email === 'carol@test.example')?.customerId).toBe((await server.customer('carol')).id)
  })

  it('answers field errors, 401 for a dead token, and 429 past the per-IP limit', async () => {
    const bad = await server.call('/app/users/contactus', { body: { name: '', email: 'nope', message: ' ' } })
    expect(bad.status).toBe(422)
    expect(fieldError(bad.body.errors, 'name')).toBe('Name is required')
    expect(fieldError(bad.body.errors, 'email')).toBe(MESSAGES.email)
    expect(fieldError(bad.body.errors, 'message')).toBe('Message is required')
    expect(
      (
        await server.call('/app/users/contactus', {
          token: 'dead.token.here',
          body: { name: 'Al Bo', email: 'a@test.example', message: 'x' },
        })
      ).status,
    ).toBe(401)
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await server.call('/app/users/contactus', { body: { name: 'Spam Bot', email: 'spam@test.example', message: `#${i}` } })).status,
      ).toBe(200)
    }
    const limited = await server.call('/app/users/contactus', { body: { name: 'Spam Bot', email: 'spam@test.example', message: 'again' } })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

describe('signed-in calls need a session', () => {
  it('answers 401 to every /app/users call without a token', async () => {
    const calls: [string, unknown][] = [
      ['/app/users/view', undefined],
      ['/app/users/edit', { firstName: 'No', lastName: 'Body' }],
      ['/app/users/validate-otp-update-email', { newEmail: 'a@test.example', otp: '12345' }],
      ['/app/users/resend/otp', { email: 'a@test.example' }],
      ['/app/users/changepassword', { currentPassword: TEST_PASSWORD, newPassword: 'Another#Pass7', confirmNewPassword: 'Another#Pass7' }],
    ]
    for (const [path, body] of calls) {
      const result = await server.call(path, { body })
      expect(result.status, path).toBe(401)
      expect(result.body).toEqual({ message: expect.any(String) })
    }
  })
})

describe('GET /app/plans', () => {
  it('answers the public catalogue in display order, with one popular plan', async () => {
    const result = await server.call('/app/plans')
    expect(result.status).toBe(200)
    const { plans } = plansAnswerSchema.parse(result.body)
    expect(plans.map((plan) => plan.id)).toEqual(['plan-starter', 'plan-plus', 'plan-unlimited', 'plan-unlimited-max'])
    expect(plans.filter((plan) => plan.popular)).toHaveLength(1)
    expect(plans[0].retailPrice).toBe(15)
    expect(plans[0].retailDescription.split('\n').length).toBeGreaterThan(1)
    expect((await server.call('/app/plans', { bare: true })).status).toBe(403)
  })
})

describe('an email change re-authenticates', () => {
  it('an email change asks for the current password, and the old address is told how to get help', async () => {
    const token = await server.signIn('alice')
    const missing = await server.call('/app/users/edit', { token, body: { email: 'alice.new@test.example' } })
    expect(missing.status).toBe(422)
    expect(missing.body.errors).toEqual([{ field: 'currentPassword', message: 'Current password is required' }])
    const wrong = await server.call('/app/users/edit', { token, body: { email: 'alice.new@test.example', currentPassword: 'Wrong#Pass1' } })
    expect(wrong.status).toBe(422)
    expect(wrong.body.errors).toEqual([{ field: 'currentPassword', message: 'Your current password is incorrect' }])
    expect(await server.mailCount('alice.new@test.example')).toBe(0)

    const start = await server.call('/app/users/edit', { token, body: { email: 'alice.new@test.example', currentPassword: TEST_PASSWORD } })
    expect(start.status).toBe(200)
    const code = codeIn((await server.lastMail('alice.new@test.example'))!.text, 5)
    expect(
      (await server.call('/app/users/validate-otp-update-email', { token, body: { newEmail: 'alice.new@test.example', otp: code } }))
        .status,
    ).toBe(200)
    const notice = await server.lastMail('alice@test.example')
    expect(notice?.subject).toBe('Your Ring Mobile email was changed')
    expect(notice?.text).toContain('alice.new@test.example')
    expect(notice?.text).toContain(`${server.config.publicUrl}/contact-us`)
  })

  it('an email change to a taken address is counted before it is answered', async () => {
    const token = await server.signIn('frank')
    const statuses: number[] = []
    for (let i = 0; i <= LIMITS.emailChangeSendPerCustomer.max; i += 1) {
      statuses.push(
        (await server.call('/app/users/edit', { token, body: { email: 'grace@test.example', currentPassword: TEST_PASSWORD } })).status,
      )
    }
    expect(statuses).toEqual([...Array(LIMITS.emailChangeSendPerCustomer.max).fill(409), 429])
  })
})
