import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { authTokenSchema } from '@contract/auth'
import { secondStepAskedSchema, TWO_STEP_MESSAGES, twoStepStateSchema } from '@contract/security'
import { customers, signIns } from '@server/db/schema'
import { checkTotp, newTotpSecret, totpAt } from '@server/security/totp'
import { claimsOf, codeIn, emailOf, fieldError, serverForFile } from './support/harness'
import type { TestCustomerKey } from './support/fixtures'
import { expectOldAndUsedCodesRefused, twoStepSignIn } from './support/two-step'

const server = serverForFile()

afterEach(() => {
  vi.useRealTimers()
})

/** Moves this process's clock (the server's too: it runs in it) by `seconds`. */
const later = (seconds: number) => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(Date.now() + seconds * 1000)
}

const failures = async (who: TestCustomerKey) => (await server.securityEvents(who, 'second-step-failed')).length

const { login, secondStep } = twoStepSignIn(server)

/** Turns two-step on for `who`: answers the secret and the recovery codes. */
async function turnOn(who: TestCustomerKey) {
  const token = await server.signIn(who)
  const setup = await server.call('/app/security/two-step/setup', { token, method: 'POST' })
  expect(setup.status).toBe(200)
  const secret = setup.body.secret as string
  const uri = new URL(setup.body.otpauthUri as string)
  expect([uri.protocol, uri.host, decodeURIComponent(uri.pathname)]).toEqual(['otpauth:', 'totp', `/Ring Mobile:${emailOf(who)}`])
  expect(Object.fromEntries(uri.searchParams)).toEqual({ secret, issuer: 'Ring Mobile', algorithm: 'SHA1', digits: '6', period: '30' })
  const wrong = await server.call('/app/security/two-step/enable', { token, body: { code: totpAt(secret, Date.now() - 10 * 60_000) } })
  expect(wrong.status).toBe(422)
  expect(fieldError(wrong.body.errors, 'code')).toBe(TWO_STEP_MESSAGES.wrongCode)
  const first = totpAt(secret, Date.now())
  const enabled = await server.call('/app/security/two-step/enable', { token, body: { code: first } })
  expect(enabled.status).toBe(200)
  const recoveryCodes = enabled.body.recoveryCodes as string[]
  expect(recoveryCodes).toHaveLength(10)
  expect(new Set(recoveryCodes).size).toBe(10)
  for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/)
  return { token, secret, recoveryCodes, first }
}

describe('TOTP (RFC 6238 on RFC 4226)', () => {
  /** The RFCs' key, the ASCII bytes of "12345678901234567890", in base32. */
  const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'
  it("gives RFC 4226's HOTP test values at steps 0 to 9", () => {
    const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489']
    expect(expected.map((_, step) => totpAt(secret, step * 30_000))).toEqual(expected)
  })
  it("gives RFC 6238's SHA-1 test values (8 digits)", () => {
    const vectors: [number, string][] = [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1111111111, '14050471'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
      [20000000000, '65353130'],
    ]
    for (const [seconds, code] of vectors) expect(totpAt(secret, seconds * 1000, 8)).toBe(code)
  })
  it('accepts a code one step either side of now, not two, and refuses a step already used', () => {
    const at = 1_234_567_890_000
    const step = Math.floor(at / 30_000)
    const code = totpAt(secret, at)
    expect(checkTotp(secret, code, at, null)).toEqual({ step })
    expect(checkTotp(secret, code, at - 30_000, null)).toEqual({ step })
    expect(checkTotp(secret, code, at + 30_000, null)).toEqual({ step })
    expect(checkTotp(secret, code, at + 60_000, null)).toEqual({ refused: 'wrong' })
    expect(checkTotp(secret, code, at, step)).toEqual({ refused: 'reused' })
    expect(checkTotp(secret, code, at, step - 1)).toEqual({ step })
    expect(checkTotp(secret, '12345', at, null)).toEqual({ refused: 'wrong' })
  })
  it('makes secrets of 160 bits in base32 without padding', () => {
    const made = newTotpSecret()
    expect(made).toMatch(/^[A-Z2-7]{32}$/)
    expect(newTotpSecret()).not.toBe(made)
  })
})

describe('two-step sign-in', () => {
  it('asks a password sign-in for a code from the app, refuses a wrong or reused one, and signs in with a fresh one', async () => {
    const { secret, first: enablingCode } = await turnOn('alice')
    const [row] = await server.db
      .select()
      .from(customers)
      .where(eq(customers.email, emailOf('alice')))
    // Kept encrypted: the secret is not in the database as the app reads it.
    expect(row.totpSecret).not.toContain(secret)

    const first = await login('alice')
    expect(first.status).toBe(200)
    const { ticket } = secondStepAskedSchema.parse(first.body)
    expect(first.body.token).toBeUndefined()

    const before = await failures('alice')
    // The code that turned two-step on was used: it never works again (even once the app shows the next one).
    await expectOldAndUsedCodesRefused(server, ticket, secret, enablingCode)
    expect(await failures('alice')).toBe(before + 2)

    later(30)
    const code = totpAt(secret, Date.now())
    const signedIn = await secondStep(ticket, code)
    expect(signedIn.status).toBe(200)
    const { token } = authTokenSchema.parse(signedIn.body)
    expect((await server.call('/app/users/view', { token })).status).toBe(200)
    const [session] = await server.db
      .select()
      .from(signIns)
      .where(eq(signIns.jti, claimsOf(token).jti as string))
    expect(session).toMatchObject({ method: 'password', secondStep: 'totp' })
    // One ticket, one session; the same code again with a new ticket is a reuse.
    expect((await secondStep(ticket, code)).body.code).toBe('ticket_expired')
    const again = secondStepAskedSchema.parse((await login('alice')).body)
    expect((await secondStep(again.ticket, code)).body.code).toBe('code_reused')
  })

  it('takes each recovery code once, and an emailed-code sign-in asks for the second step too', async () => {
    const { recoveryCodes } = await turnOn('bob')
    await server.call('/app/auth/otp/send', { body: { email: emailOf('bob') } })
    const mail = await server.lastMail(emailOf('bob'))
    const verified = await server.call('/app/auth/otp/verify', { body: { email: emailOf('bob'), otp: codeIn(mail!.text, 6) } })
    const { ticket } = secondStepAskedSchema.parse(verified.body)
    const upper = recoveryCodes[0].toUpperCase().replace('-', ' ')
    const signedIn = await secondStep(ticket, upper)
    expect(signedIn.status).toBe(200)
    const [session] = await server.db
      .select()
      .from(signIns)
      .where(eq(signIns.jti, claimsOf(signedIn.body.token).jti as string))
    expect(session).toMatchObject({ method: 'code', secondStep: 'recovery' })

    const next = secondStepAskedSchema.parse((await login('bob')).body)
    const used = await secondStep(next.ticket, recoveryCodes[0])
    expect(used.status).toBe(401)
    expect(used.body.message).toBe(TWO_STEP_MESSAGES.wrongRecovery)
    const state = twoStepStateSchema.parse((await server.call('/app/security/two-step', { token: signedIn.body.token })).body)
    expect(state).toMatchObject({ enabled: true, recoveryCodesLeft: 9 })
  })

  it('refuses a forged or expired ticket, and a ticket after five wrong codes', async () => {
    await turnOn('carol')
    expect((await secondStep('not-a-ticket', '123456')).body.code).toBe('ticket_expired')
    const { ticket } = secondStepAskedSchema.parse((await login('carol')).body)
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await secondStep(ticket, 'aaaaa-aaaaa')).status).toBe(401)
    const locked = await secondStep(ticket, 'aaaaa-aaaaa')
    expect(locked.status).toBe(429)
    const fresh = secondStepAskedSchema.parse((await login('carol')).body)
    later(6 * 60)
    const expired = await secondStep(fresh.ticket, 'aaaaa-aaaaa')
    expect(expired.status).toBe(401)
    expect(expired.body).toMatchObject({ message: TWO_STEP_MESSAGES.ticketExpired, code: 'ticket_expired' })
  })

  it('makes new recovery codes (the old stop working) and turns off only with a current code', async () => {
    const { token, recoveryCodes, secret } = await turnOn('dave')
    expect((await server.call('/app/security/two-step/recovery-codes', { token, body: { code: 'zzzzz-zzzzz' } })).status).toBe(422)
    const fresh = await server.call('/app/security/two-step/recovery-codes', { token, body: { code: recoveryCodes[1] } })
    expect(fresh.status).toBe(200)
    const newCodes = fresh.body.recoveryCodes as string[]
    expect(newCodes).toHaveLength(10)

    const refused = await server.call('/app/security/two-step/disable', { token, body: { code: recoveryCodes[2] } })
    expect(refused.status).toBe(422)
    expect(fieldError(refused.body.errors, 'code')).toBe(TWO_STEP_MESSAGES.wrongRecovery)
    expect(twoStepStateSchema.parse((await server.call('/app/security/two-step', { token })).body).enabled).toBe(true)
    later(30)
    const off = await server.call('/app/security/two-step/disable', { token, body: { code: totpAt(secret, Date.now()) } })
    expect(off.status).toBe(200)
    expect(off.body).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 })
    expect((await server.lastMail(emailOf('dave')))!.subject).toBe('Two-step sign-in was turned off')
    expect(authTokenSchema.safeParse((await login('dave')).body).success).toBe(true)
  })

  it('proves a session again with a code from the app (step-up)', async () => {
    const { token: adding, secret } = await turnOn('erin')
    later(30)
    // In the session that turned it on, its codes prove nothing (tests/server/attacks.test.ts); a later sign-in
    // with the password and a code confirms it.
    expect((await server.call('/app/security/step-up', { token: adding, body: { code: totpAt(secret, Date.now()) } })).body.code).toBe(
      'factor_too_new',
    )
    const { ticket } = secondStepAskedSchema.parse((await login('erin')).body)
    later(30)
    const token = authTokenSchema.parse((await secondStep(ticket, totpAt(secret, Date.now()))).body).token
    later(30)
    const proven = await server.call('/app/security/step-up', { token, body: { code: totpAt(secret, Date.now()) } })
    expect(proven.status).toBe(200)
    expect(proven.body.provenUntil).toEqual(expect.any(String))
    const wrong = await server.call('/app/security/step-up', { token, body: { code: '000000' } })
    expect(wrong.status).toBe(422)
  })
})

describe('the testers’ authenticator (GET /dev/security/totp-code, outside production)', () => {
  it('answers the code of the set-up while it is open, then of two-step sign-in that is on; 404 when neither', async () => {
    const who: TestCustomerKey = 'frank'
    const codeOf = () => server.call(`/dev/security/totp-code?email=${encodeURIComponent(emailOf(who))}`, { bare: true })
    expect((await codeOf()).status).toBe(404)
    const token = await server.signIn(who)
    const setup = await server.call('/app/security/two-step/setup', { token, method: 'POST' })
    const pending = await codeOf()
    expect(pending.body).toEqual({ code: totpAt(setup.body.secret as string, Date.now()), of: 'setup', secondsLeft: expect.any(Number) })
    const enabled = await server.call('/app/security/two-step/enable', { token, body: { code: pending.body.code } })
    expect(enabled.status).toBe(200)
    later(30)
    const on = await codeOf()
    expect(on.body).toMatchObject({ code: totpAt(setup.body.secret as string, Date.now()), of: 'on' })
  })
})
