import { createHash } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { authTokenSchema } from '@contract/auth'
import { MESSAGES } from '@contract/rules'
import type { Line } from '@contract/lines'
import {
  ASSISTED_REFUSED,
  FACTOR_TOO_NEW,
  lineSecuritySchema,
  SECURITY_MESSAGES,
  secondStepAskedSchema,
  STEP_UP_REQUIRED,
  TWO_STEP_MESSAGES,
} from '@contract/security'
import { customers, lines, passkeys } from '@server/db/schema'
import { secretKey, signCrmToken } from '@server/lib/tokens'
import { unsubscribeToken } from '@server/notifications/unsubscribe-token'
import { accountNumberOf } from '@server/security/number-lock'
import { SECOND_STEP_LOCK_AFTER } from '@server/security/two-step'
import { totpAt } from '@server/security/totp'
import { changePassword, emailOf, fieldError, serverForFile } from './support/harness'
import { boughtEsimLine } from './support/line-care'
import { TEST_JWT_SECRET, TEST_PASSWORD, type TestCustomerKey } from './support/fixtures'
import { passkeyStepUp, softAuthenticator } from './support/soft-authenticator'

/**
 * What an attacker with a customer's session (stolen, or a support agent's assisted one) tries, step by step, with
 * the server's own dev controls: each chain must stop at its first step, and each low finding stays fixed.
 */
const server = serverForFile()

/** A paid, activated eSIM line of `who` and a token just signed in (proven). */
const activeLine = (who: TestCustomerKey) => boughtEsimLine(server, who)

/** The dev control testers use: every session of `who` as if it signed in more than 10 minutes ago (a stolen token). */
const makeSessionsOld = async (who: TestCustomerKey) =>
  expect((await server.call('/dev/security/forget-proofs', { body: { email: emailOf(who) } })).status).toBe(200)

/** An assisted session as a support agent opens it from `npm run crm-token` (server/cli/crm-token.ts). */
async function assistedSession(who: TestCustomerKey) {
  const link = await signCrmToken(secretKey(TEST_JWT_SECRET), emailOf(who))
  const opened = await server.call('/app/auth/crm-login', { body: { token: link } })
  expect(opened.status).toBe(200)
  return authTokenSchema.parse(opened.body).token
}

/** A registration answer of the right shape to a challenge the server never gave. */
const FORGED_REGISTRATION = {
  id: 'AAAA',
  rawId: 'AAAA',
  type: 'public-key',
  response: { clientDataJSON: 'AAAA', attestationObject: 'AAAA' },
  clientExtensionResults: {},
}

const passkeyOptions = (token: string) => server.call('/app/security/passkeys/options', { token, method: 'POST' })
const transferPin = (token: string, lineId: string) => server.call(`/app/lines/${lineId}/transfer-pin`, { token, method: 'POST' })
const subscriptions = async (token: string) => (await server.call('/app/users/subscriptions', { token })).body.lines as Line[]
const codeOf = async (token: string, lineId: string) => (await subscriptions(token)).find((line) => line.id === lineId)!.esimActivationCode
/** Why the line's answer has no code (what the line card tells the customer to do). */
const withheldOf = async (token: string, lineId: string) =>
  (await subscriptions(token)).find((line) => line.id === lineId)!.esimCodeWithheld

/** Registers a passkey in the session of `token` (which must be proven); answers the authenticator. */
async function registerPasskey(token: string, authenticator = softAuthenticator(server.config.publicUrl)) {
  const options = await passkeyOptions(token)
  expect(options.status, options.text).toBe(200)
  const added = await server.call('/app/security/passkeys', { token, body: { response: authenticator.register(options.body) } })
  return { authenticator, added }
}

const passkeySignIn = async (authenticator: ReturnType<typeof softAuthenticator>, overrides: { userVerified?: boolean } = {}) => {
  const options = (await server.call('/app/auth/passkey/options', { method: 'POST' })).body
  return server.call('/app/auth/passkey', { body: { response: authenticator.assert(options, overrides) } })
}

describe('a stolen session (signed in more than 10 minutes ago)', () => {
  it('cannot add a passkey, so the chain passkey → transfer PIN → port-out stops at its first step', async () => {
    const { token, lineId, mdn } = await activeLine('alice')
    await makeSessionsOld('alice')
    const options = await passkeyOptions(token)
    expect(options.status).toBe(403)
    expect(options.body.code).toBe(STEP_UP_REQUIRED)
    const added = await server.call('/app/security/passkeys', { token, body: { response: FORGED_REGISTRATION } })
    expect(added.status).toBe(403)
    expect(added.body.code).toBe(STEP_UP_REQUIRED)
    expect(await server.rowsOf(passkeys, 'alice')).toEqual([])
    expect((await transferPin(token, lineId)).body.code).toBe(STEP_UP_REQUIRED)
    // Without a PIN the other carrier gets the same 403 as for any wrong pair.
    const account = lineSecuritySchema.parse((await server.call(`/app/lines/${lineId}/security`, { token })).body).accountNumber
    const ported = await server.call('/dev/carrier/port-out', { body: { mdn, accountNumber: account, pin: '123456' } })
    expect(ported.status).toBe(409)
    expect(ported.body.message).toBe(SECURITY_MESSAGES.portOutLocked)
    const [line] = await server.db.select().from(lines).where(eq(lines.id, lineId))
    expect(line.portedOutAt).toBeNull()
  })

  it('a passkey added by a session proves nothing, there or as its own sign-in, until a later password sign-in confirms it', async () => {
    const { token, lineId } = await activeLine('bob')
    const { authenticator, added } = await registerPasskey(token)
    expect(added.status, added.text).toBe(201)
    const notice = await server.lastMail(emailOf('bob'))
    expect(notice?.subject).toBe('A passkey was added to your Ring Mobile account')
    expect(notice?.text).toContain("If this wasn't you")
    expect(notice?.text).toMatch(/\/reset-password\?token=[\w-]+/)

    // In the adding session: a step-up with it is refused.
    const stepUp = await passkeyStepUp(server, token, authenticator)
    expect(stepUp.status).toBe(403)
    expect(stepUp.body).toMatchObject({ code: FACTOR_TOO_NEW, message: SECURITY_MESSAGES.factorTooNew })

    // Signed in with it: a session, but never proven, so no transfer PIN.
    const signedIn = await passkeySignIn(authenticator)
    expect(signedIn.status, signedIn.text).toBe(200)
    const thief = authTokenSchema.parse(signedIn.body).token
    expect((await server.call('/app/security/step-up', { token: thief })).body).toEqual({
      provenUntil: null,
      methods: { totp: false, passkey: false },
    })
    expect((await transferPin(thief, lineId)).body.code).toBe(STEP_UP_REQUIRED)

    // The owner's next password sign-in confirms it: from then on a sign-in with it is a proof.
    await server.signIn('bob')
    const later = authTokenSchema.parse((await passkeySignIn(authenticator)).body).token
    expect((await transferPin(later, lineId)).status).toBe(200)
  })

  it("the notice's link ends every session and removes the passkey no later sign-in confirmed", async () => {
    const token = await server.signIn('carol')
    const { authenticator, added } = await registerPasskey(token)
    expect(added.status).toBe(201)
    const link = /\/reset-password\?token=([\w-]+)/.exec((await server.lastMail(emailOf('carol')))!.text)![1]
    const reset = await server.call('/app/auth/reset-password', {
      body: { token: link, newPassword: 'Fresh#Start2026', confirmNewPassword: 'Fresh#Start2026' },
    })
    expect(reset.status, reset.text).toBe(200)
    expect((await server.call('/app/users/view', { token })).status).toBe(401)
    expect((await passkeySignIn(authenticator)).body.code).toBe('passkey_unknown')
  })

  it('cannot take over two-step sign-in: turning it on needs a recent proof, and its codes prove nothing in that session', async () => {
    const token = await server.signIn('dave')
    await makeSessionsOld('dave')
    const refused = await server.call('/app/security/two-step/setup', { token, method: 'POST' })
    expect(refused.status).toBe(403)
    expect(refused.body.code).toBe(STEP_UP_REQUIRED)
    expect(await server.call('/app/security/two-step/enable', { token, body: { code: '123456' } })).toMatchObject({ status: 409 })
    expect((await server.customer('dave')).totpSecret).toBeNull()

    // Even a session proven a moment ago that turns it on cannot use the new app as the proof for a lock change.
    const fresh = await server.signIn('dave')
    const setup = await server.call('/app/security/two-step/setup', { token: fresh, method: 'POST' })
    expect(setup.status).toBe(200)
    const enabled = await server.call('/app/security/two-step/enable', {
      token: fresh,
      body: { code: totpAt(setup.body.secret, Date.now()) },
    })
    expect(enabled.status).toBe(200)
    expect((await server.lastMail(emailOf('dave')))?.subject).toBe('Two-step sign-in is on')
    await makeSessionsOld('dave')
    const withApp = await server.call('/app/security/step-up', {
      token: fresh,
      body: { code: totpAt(setup.body.secret, Date.now() + 30_000) },
    })
    expect(withApp.status).toBe(403)
    expect(withApp.body.code).toBe(FACTOR_TOO_NEW)
    // Turning it off again or new codes: a code of the unconfirmed app is not enough without a recent proof.
    const newCodes = await server.call('/app/security/two-step/recovery-codes', {
      token: fresh,
      body: { code: totpAt(setup.body.secret, Date.now() + 60_000) },
    })
    expect(newCodes.body.code).toBe(STEP_UP_REQUIRED)
  })
})

describe('an assisted (crm-login) session', () => {
  it('cannot add a passkey, turn two-step on, turn a lock off, get a transfer PIN or change the contact details', async () => {
    const { lineId } = await activeLine('erin')
    const agent = await assistedSession('erin')
    const refusedAll = [
      await passkeyOptions(agent),
      await server.call('/app/security/passkeys', { token: agent, body: { response: FORGED_REGISTRATION } }),
      await server.call('/app/security/two-step/setup', { token: agent, method: 'POST' }),
      await server.call('/app/security/two-step/enable', { token: agent, body: { code: '123456' } }),
      await server.call(`/app/lines/${lineId}/locks`, { token: agent, method: 'PUT', body: { portOutLocked: false } }),
      await server.call(`/app/lines/${lineId}/locks`, { token: agent, method: 'PUT', body: { simChangeLocked: true } }),
      await transferPin(agent, lineId),
      await server.call('/app/users/edit', { token: agent, body: { email: 'agent@evil.example', currentPassword: TEST_PASSWORD } }),
      await server.call('/app/users/validate-otp-update-email', { token: agent, body: { newEmail: 'agent@evil.example', otp: '12345' } }),
      await server.call('/app/users/edit', { token: agent, body: { phoneNumber: '5550001111' } }),
    ]
    for (const refused of refusedAll) {
      expect(refused.status, refused.text).toBe(403)
      expect(refused.body).toMatchObject({ code: ASSISTED_REFUSED, message: SECURITY_MESSAGES.assistedRefused })
    }
    const [line] = await server.db.select().from(lines).where(eq(lines.id, lineId))
    expect(line).toMatchObject({ portOutLocked: true, simChangeLocked: true })
    const erin = await server.customer('erin')
    expect(erin).toMatchObject({ email: emailOf('erin'), totpSecret: null, totpPendingSecret: null })
    expect(await server.db.select().from(passkeys).where(eq(passkeys.customerId, erin.id))).toEqual([])
    expect((await server.call('/app/security/passkeys', { token: agent })).status).toBe(200)
  })

  it("is told at every way of confirming it's you that it cannot, and the customer must: never 'wrong password'", async () => {
    // Erin's own session adds a passkey, so every way of proving is there for the agent to try.
    const own = await server.signIn('erin')
    const { authenticator, added } = await registerPasskey(own)
    expect(added.status, added.text).toBe(201)
    const agent = await assistedSession('erin')
    // The right password: still refused, at the status and on the field a wrong one gets.
    const password = await server.call('/app/security/step-up', { token: agent, body: { password: TEST_PASSWORD } })
    expect(password.status).toBe(422)
    expect(password.body.message).toBe(SECURITY_MESSAGES.stepUpAssisted)
    expect(fieldError(password.body.errors, 'password')).toBe(SECURITY_MESSAGES.stepUpAssisted)
    const code = await server.call('/app/security/step-up', { token: agent, body: { code: '123456' } })
    expect(code.status).toBe(422)
    expect(fieldError(code.body.errors, 'code')).toBe(SECURITY_MESSAGES.stepUpAssisted)
    const passkey = await passkeyStepUp(server, agent, authenticator)
    expect(passkey.status).toBe(403)
    expect(passkey.body.message).toBe(SECURITY_MESSAGES.stepUpAssisted)
    // In Spanish too.
    const spanish = await server.call('/app/security/step-up', {
      token: agent,
      body: { password: TEST_PASSWORD },
      headers: { 'Accept-Language': 'es' },
    })
    expect(spanish.body.message).toBe('Una sesión asistida no puede confirmar que eres tú. El cliente debe hacerlo personalmente.')
    // Nothing was proven, and each try is on Erin's Security page as what it was.
    expect((await server.call('/app/security/step-up', { token: agent })).body.provenUntil).toBeNull()
    const events = (await server.call('/app/security', { token: own })).body.events as { detail: string; refused: boolean }[]
    expect(events.filter((event) => event.detail === 'An assisted session tried to confirm it was you')).toHaveLength(4)
    expect(events.some((event) => event.detail === 'Wrong password when confirming it was you')).toBe(false)
  })
})

describe('the eSIM activation code', () => {
  it('is answered only to a recently proven session, and never under the SIM change lock once its profile was downloaded', async () => {
    const { token, lineId } = await activeLine('frank')
    const first = await codeOf(token, lineId)
    expect(first).toMatch(/^LPA:1\$/)
    expect(await withheldOf(token, lineId)).toBeNull()
    // The phone downloads it once (the line's first SIM); after that the lock guards it.
    expect((await server.call('/dev/carrier/esim/install', { body: { activationCode: first } })).status).toBe(200)
    expect(await codeOf(token, lineId)).toBeNull()
    expect(await withheldOf(token, lineId)).toBe('simChangeLock')
    expect((await server.call(`/app/lines/${lineId}/switch`, { token })).body.esim).toMatchObject({
      activationCode: null,
      iccid: expect.any(String),
    })
    const again = await server.call('/dev/carrier/esim/install', { body: { activationCode: first } })
    expect(again.status).toBe(409)
    expect(again.body.message).toBe(SECURITY_MESSAGES.simChangeLocked)

    // Lock off (proven): the code again; a stale session never sees it.
    expect((await server.call(`/app/lines/${lineId}/locks`, { token, method: 'PUT', body: { simChangeLocked: false } })).status).toBe(200)
    const notice = await server.lastMail(emailOf('frank'))
    expect(notice?.subject).toBe('A number lock was turned off')
    expect(notice?.text).toContain('SIM change lock')
    expect(notice?.text).toMatch(/\/reset-password\?token=/)
    expect(await codeOf(token, lineId)).toBe(first)
    expect(await withheldOf(token, lineId)).toBeNull()
    expect((await server.call(`/app/lines/${lineId}/switch`, { token })).body.esim.activationCode).toBe(first)
    await makeSessionsOld('frank')
    expect(await codeOf(token, lineId)).toBeNull()
    expect(await withheldOf(token, lineId)).toBe('proofNeeded')
    expect((await server.call(`/app/lines/${lineId}/switch`, { token })).body.esim.activationCode).toBeNull()
    expect((await server.call(`/app/lines/${lineId}/esim/reinstall`, { token, method: 'POST' })).body.code).toBe(STEP_UP_REQUIRED)
  })
})

describe('low findings', () => {
  it('the account number is an HMAC under the server key, not the unkeyed hash of the (public) customer id', async () => {
    const { token, lineId } = await activeLine('grace')
    const customerId = (await server.customer('grace')).id
    const { accountNumber } = lineSecuritySchema.parse((await server.call(`/app/lines/${lineId}/security`, { token })).body)
    const unkeyed = `7${String(BigInt(`0x${createHash('sha256').update(`account:${customerId}`).digest('hex').slice(0, 15)}`) % 1_000_000_000n).padStart(9, '0')}`
    expect(accountNumber).not.toBe(unkeyed)
    expect(accountNumber).toBe(accountNumberOf(TEST_JWT_SECRET, customerId))
    expect(accountNumberOf('another server secret', customerId)).not.toBe(accountNumber)
  })

  it('a passkey without user verification is not registered, and its answers do not sign in past two-step', async () => {
    const token = await server.signIn('heidi')
    const presenceOnly = await registerPasskey(token, softAuthenticator(server.config.publicUrl, { userVerified: false }))
    expect(presenceOnly.added.status).toBe(422)
    expect(presenceOnly.added.body.code).toBe('passkey_refused')
    expect((await passkeyOptions(token)).body.authenticatorSelection.userVerification).toBe('required')

    const { authenticator, added } = await registerPasskey(token)
    expect(added.status).toBe(201)
    const unverified = await passkeySignIn(authenticator, { userVerified: false })
    expect(unverified.status).toBe(401)
    expect(unverified.body.code).toBe('passkey_refused')
  })

  it('POST /app/notifications/unsubscribe is rate-limited per address', async () => {
    const statuses: number[] = []
    // Links of the right shape signed with another key: each is checked, and each is counted.
    const customerId = (await server.customer('bob')).id
    for (let i = 0; i < 31; i += 1) {
      const token = unsubscribeToken(`guess-${i}`, { customerId, kind: 'renewalReminder' })
      statuses.push((await server.call('/app/notifications/unsubscribe', { body: { token } })).status)
    }
    expect(statuses.slice(0, 30)).not.toContain(429)
    expect(statuses[30]).toBe(429)
  })

  it('C1 controls and the line and paragraph separators fail the control-character filter; other letters pass', async () => {
    for (const encoded of ['%C2%85', '%c2%80', '%C2%9F', '%E2%80%A8', '%E2%80%A9']) {
      const answer = await server.call(`/app/plans?q=a${encoded}b`)
      expect(answer.status, encoded).toBe(400)
      expect(answer.body.message).toBe('The address holds a control character')
    }
    expect((await server.call('/app/plans?q=%C3%A9%C2%A0%E2%80%94')).status).toBe(200)
  })

  it(`stops taking codes from the app after ${SECOND_STEP_LOCK_AFTER} wrong ones in a row, until a recovery code is used`, async () => {
    const token = await server.signIn('alice')
    const setup = await server.call('/app/security/two-step/setup', { token, method: 'POST' })
    const enabled = await server.call('/app/security/two-step/enable', { token, body: { code: totpAt(setup.body.secret, Date.now()) } })
    const recoveryCodes = enabled.body.recoveryCodes as string[]
    const ticket = async () =>
      secondStepAskedSchema.parse(
        (await server.call('/app/auth/login', { body: { email: emailOf('alice'), password: TEST_PASSWORD } })).body,
      ).ticket
    let current = ''
    for (let wrong = 0; wrong < SECOND_STEP_LOCK_AFTER; wrong += 1) {
      // The per-ticket and per-window limits are separate: a patient attacker waits them out (cleared here).
      if (wrong % 5 === 0) {
        await server.resetLimits()
        current = await ticket()
      }
      expect((await server.call('/app/auth/second-step', { token: current, body: { code: '000000' } })).status).toBe(401)
    }
    await server.resetLimits()
    const locked = await server.call('/app/auth/second-step', {
      token: await ticket(),
      body: { code: totpAt(setup.body.secret, Date.now() + 30_000) },
    })
    expect(locked.status).toBe(401)
    expect(locked.body).toMatchObject({ message: TWO_STEP_MESSAGES.lockedOut, code: 'second_step_locked' })
    const recovered = await server.call('/app/auth/second-step', { token: await ticket(), body: { code: recoveryCodes[0] } })
    expect(recovered.status, recovered.text).toBe(200)
    expect((await server.customer('alice')).secondStepFailures).toBe(0)
    const [row] = await server.db
      .select({ failures: customers.secondStepFailures })
      .from(customers)
      .where(and(eq(customers.email, emailOf('alice'))))
    expect(row.failures).toBe(0)
    const app = await server.call('/app/auth/second-step', {
      token: await ticket(),
      body: { code: totpAt(setup.body.secret, Date.now() + 30_000) },
    })
    expect(app.status, app.text).toBe(200)
  })

  it("the second step's ticket is taken only from the header, never from the body", async () => {
    const token = await server.signIn('grace')
    const setup = await server.call('/app/security/two-step/setup', { token, method: 'POST' })
    await server.call('/app/security/two-step/enable', { token, body: { code: totpAt(setup.body.secret, Date.now()) } })
    const asked = secondStepAskedSchema.parse(
      (await server.call('/app/auth/login', { body: { email: emailOf('grace'), password: TEST_PASSWORD } })).body,
    )
    const code = totpAt(setup.body.secret, Date.now() + 30_000)
    const inBody = await server.call('/app/auth/second-step', { body: { ticket: asked.ticket, code } })
    expect(inBody.status).toBe(401)
    expect(inBody.body.code).toBe('ticket_expired')
    expect((await server.call('/app/auth/second-step', { token: asked.ticket, body: { code } })).status).toBe(200)
  })

  it('a new password with a line break is a field error on register, reset and change, never a 500', async () => {
    for (const password of ['Abcdef1!\nxyz', 'Abc\r\n1!xyzw', 'Abcd\u20281!xyz']) {
      const registered = await server.call('/app/auth/register', {
        body: {
          firstName: 'Lina',
          lastName: 'Break',
          email: `line-break-${Math.random().toString(36).slice(2)}@test.example`,
          countryCode: '+1',
          contactNumber: '5551234567',
          regPassword: password,
          confirmRegPassword: password,
          acceptTerms: true,
        },
      })
      expect(registered.status, registered.text).toBe(422)
      expect(fieldError(registered.body.errors, 'regPassword')).toBe(MESSAGES.password)
      const reset = await server.call('/app/auth/reset-password', {
        body: { token: 'a'.repeat(43), newPassword: password, confirmNewPassword: password },
      })
      expect(reset.status, reset.text).toBe(422)
      expect(fieldError(reset.body.errors, 'newPassword')).toBe(MESSAGES.password)
      const token = await server.signIn('bob')
      const changed = await changePassword(server, token, TEST_PASSWORD, password)
      expect(changed.status, changed.text).toBe(422)
      expect(fieldError(changed.body.errors, 'newPassword')).toBe(MESSAGES.password)
    }
  })
})
