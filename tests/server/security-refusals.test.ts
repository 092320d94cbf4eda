import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  lineSecuritySchema,
  PASSKEY_MESSAGES,
  passkeysSchema,
  SECURITY_MESSAGES,
  secondStepAskedSchema,
  securityOverviewSchema,
  STEP_UP_REQUIRED,
  TWO_STEP_MESSAGES,
  twoStepStateSchema,
  transferPinAnswerSchema,
} from '@contract/security'
import { lines, passkeys, signIns, transferPins, webauthnChallenges } from '@server/db/schema'
import { totpAt } from '@server/security/totp'
import { claimsOf, serverForFile } from './support/harness'
import { addCard, ESIM_ORDER, newOrderKey } from './support/payments'
import type { TestCustomerKey } from './support/fixtures'
import { expectOldAndUsedCodesRefused, twoStepSignIn } from './support/two-step'
import { passkeyStepUp, softAuthenticator } from './support/soft-authenticator'

/**
 * Every bad input the account security rules name (docs/decisions/0031-account-security.md), each against the real server: a clear answer in the error body with its status,
 * nothing changed, and the attempt counted among the blocked attempts of the Security page (GET /app/security) of
 * the account it was made against.
 */

const server = serverForFile()

const overview = async (token: string) => securityOverviewSchema.parse((await server.call('/app/security', { token })).body)

/** The blocked attempts the Security page counts, and its newest entries. */
async function blocked(token: string) {
  const page = await overview(token)
  return { count: page.refusedLast30Days, newest: page.events.filter((event) => event.refused).map((event) => event.detail) }
}

/** Makes the session's last proof older than the step-up window, as if it signed in 11 minutes ago. */
const ageProof = (token: string) =>
  server.db
    .update(signIns)
    .set({ provenAt: new Date(Date.now() - 11 * 60_000) })
    .where(eq(signIns.jti, claimsOf(token).jti as string))

const { login, secondStep } = twoStepSignIn(server)

describe("account security's bad inputs: a clear answer, nothing changed, the attempt counted on the Security page", () => {
  it('a wrong and a reused code from the app, a wrong and a reused recovery code at the second step', async () => {
    const token = await server.signIn('alice')
    const { secret } = (await server.call('/app/security/two-step/setup', { token, method: 'POST' })).body as { secret: string }
    const first = totpAt(secret, Date.now())
    const enabled = await server.call('/app/security/two-step/enable', { token, body: { code: first } })
    const [recovery] = enabled.body.recoveryCodes as string[]
    const before = await blocked(token)
    const { ticket } = secondStepAskedSchema.parse((await login('alice')).body)

    // The code that turned two-step on was used: never again.
    const { wrong, reused } = await expectOldAndUsedCodesRefused(server, ticket, secret, first)
    const wrongRecovery = await secondStep(ticket, 'aaaaa-bbbbb')
    expect(wrongRecovery.status).toBe(401)
    expect(wrongRecovery.body.message).toBe(TWO_STEP_MESSAGES.wrongRecovery)
    // Refused codes open no session.
    for (const refused of [wrong, reused, wrongRecovery]) expect(refused.body.token).toBeUndefined()

    // A recovery code works once; the second time it is refused and the count of codes left stays.
    expect((await secondStep(ticket, recovery)).status).toBe(200)
    const next = secondStepAskedSchema.parse((await login('alice')).body)
    const reusedRecovery = await secondStep(next.ticket, recovery)
    expect(reusedRecovery.status).toBe(401)
    expect(reusedRecovery.body.message).toBe(TWO_STEP_MESSAGES.wrongRecovery)
    expect(twoStepStateSchema.parse((await server.call('/app/security/two-step', { token })).body).recoveryCodesLeft).toBe(9)

    const after = await blocked(token)
    expect(after.count).toBe(before.count + 4)
    expect(after.newest.length).toBeGreaterThanOrEqual(4)
  })

  it("another account's passkey, a replayed WebAuthn answer and an expired challenge", async () => {
    const register = async (who: TestCustomerKey) => {
      const token = await server.signIn(who)
      const authenticator = softAuthenticator(server.config.publicUrl)
      const options = (await server.call('/app/security/passkeys/options', { token, method: 'POST' })).body
      const added = await server.call('/app/security/passkeys', { token, body: { response: authenticator.register(options) } })
      expect(added.status).toBe(201)
      return { token, authenticator }
    }
    const carol = await register('carol')
    const dave = await register('dave')
    const carolBefore = await blocked(carol.token)

    // Dave's session proves itself with Carol's passkey: refused, nothing proven, counted on Carol's page.
    await ageProof(dave.token)
    const other = await passkeyStepUp(server, dave.token, carol.authenticator)
    expect(other.status).toBe(403)
    expect(other.body).toMatchObject({ message: PASSKEY_MESSAGES.otherAccount, code: 'passkey_other_account' })
    expect((await server.call('/app/security/step-up', { token: dave.token })).body.provenUntil).toBeNull()

    // Carol's sign-in answer, sent again: its challenge was used.
    const signInOptions = async () => (await server.call('/app/auth/passkey/options', { method: 'POST' })).body
    const answer = carol.authenticator.assert(await signInOptions())
    expect((await server.call('/app/auth/passkey', { body: { response: answer } })).status).toBe(200)
    const replayed = await server.call('/app/auth/passkey', { body: { response: answer } })
    expect(replayed.status).toBe(401)
    expect(replayed.body).toMatchObject({ message: PASSKEY_MESSAGES.challengeExpired, code: 'challenge_expired' })
    expect(replayed.body.token).toBeUndefined()

    // An answer to a challenge that ran out.
    const late = await signInOptions()
    await server.db
      .update(webauthnChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(webauthnChallenges.challenge, late.challenge as string))
    const expired = await server.call('/app/auth/passkey', { body: { response: carol.authenticator.assert(late) } })
    expect(expired.status).toBe(401)
    expect(expired.body).toMatchObject({ message: PASSKEY_MESSAGES.challengeExpired, code: 'challenge_expired' })
    expect(expired.body.token).toBeUndefined()

    const after = await blocked(carol.token)
    expect(after.count).toBe(carolBefore.count + 3)
  })

  it('a port-out of a locked line, a wrong transfer PIN and an expired one', async () => {
    const token = await server.signIn('erin')
    const card = await addCard(server, 'erin')
    const paid = await server.call('/app/checkout', { token, body: { ...ESIM_ORDER, orderKey: newOrderKey(), cardId: card.id } })
    const lineId = paid.body.lineId as string
    const advance = async (minutes: number) => expect((await server.call('/dev/carrier/advance', { body: { minutes } })).status).toBe(200)
    await advance(3)
    await server.call('/app/users/subscriptions', { token })
    const [line] = await server.db.select().from(lines).where(eq(lines.id, lineId))
    const security = async () => lineSecuritySchema.parse((await server.call(`/app/lines/${lineId}/security`, { token })).body)
    const { accountNumber } = await security()
    const portOut = (pin: string) => server.call('/dev/carrier/port-out', { body: { mdn: line.mdn, accountNumber, pin } })
    const stillOurs = async () => {
      const [now] = await server.db.select().from(lines).where(eq(lines.id, lineId))
      expect(now).toMatchObject({ simStatus: 'active', portedOutAt: null })
    }
    const before = await blocked(token)

    const locked = await portOut('123456')
    expect(locked.status).toBe(409)
    expect(locked.body).toMatchObject({ message: SECURITY_MESSAGES.portOutLocked, code: 'port_out_locked' })
    await stillOurs()

    const { pin } = transferPinAnswerSchema.parse((await server.call(`/app/lines/${lineId}/transfer-pin`, { token, method: 'POST' })).body)
    const wrong = await portOut(pin === '000000' ? '000001' : '000000')
    expect(wrong.status).toBe(403)
    expect(wrong.body.message).toBe(SECURITY_MESSAGES.transferRefused)
    await stillOurs()

    await advance(7 * 24 * 60 + 1)
    const expired = await portOut(pin)
    expect(expired.status).toBe(403)
    expect(expired.body).toMatchObject({ message: SECURITY_MESSAGES.transferPinExpired, code: 'transfer_pin_expired' })
    await stillOurs()

    const after = await blocked(token)
    expect(after.count).toBe(before.count + 3)
    expect(after.newest[2]).toContain('the port-out lock is on')
  })

  it('step-up skipped by calling the API directly: a lock off, a transfer PIN, a passkey removal', async () => {
    const token = await server.signIn('frank')
    const card = await addCard(server, 'frank')
    const paid = await server.call('/app/checkout', { token, body: { ...ESIM_ORDER, orderKey: newOrderKey(), cardId: card.id } })
    const lineId = paid.body.lineId as string
    // The line is active, with its number.
    expect((await server.call('/dev/carrier/advance', { body: { minutes: 3 } })).status).toBe(200)
    await server.call('/app/users/subscriptions', { token })
    const authenticator = softAuthenticator(server.config.publicUrl)
    const options = (await server.call('/app/security/passkeys/options', { token, method: 'POST' })).body
    const [passkey] = passkeysSchema.parse(
      (await server.call('/app/security/passkeys', { token, body: { response: authenticator.register(options) } })).body,
    ).passkeys
    await ageProof(token)
    const before = await blocked(token)

    const lockOff = await server.call(`/app/lines/${lineId}/locks`, { token, method: 'PUT', body: { simChangeLocked: false } })
    const pin = await server.call(`/app/lines/${lineId}/transfer-pin`, { token, method: 'POST' })
    const removal = await server.call(`/app/security/passkeys/${passkey.id}`, { token, method: 'DELETE' })
    for (const skipped of [lockOff, pin, removal]) {
      expect(skipped.status).toBe(403)
      expect(skipped.body).toMatchObject({ message: SECURITY_MESSAGES.stepUpRequired, code: STEP_UP_REQUIRED })
    }
    expect(lineSecuritySchema.parse((await server.call(`/app/lines/${lineId}/security`, { token })).body)).toMatchObject({
      portOutLocked: true,
      simChangeLocked: true,
      transferPinExpiresAt: null,
    })
    expect(await server.db.select().from(transferPins).where(eq(transferPins.lineId, lineId))).toEqual([])
    expect(await server.db.select().from(passkeys).where(eq(passkeys.id, passkey.id))).toHaveLength(1)

    const after = await blocked(token)
    expect(after.count).toBe(before.count + 3)
  })
})
