import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { lineSecuritySchema, SECURITY_MESSAGES, STEP_UP_REQUIRED, transferPinAnswerSchema } from '@contract/security'
import { lines, signIns, transferPins } from '@server/db/schema'
import { TRANSFER_PIN_TRIES } from '@server/security/transfer-pin'
import { claimsOf, emailOf, fieldError, serverForFile } from './support/harness'
import { boughtEsimLine } from './support/line-care'
import { TEST_PASSWORD, type TestCustomerKey } from './support/fixtures'

const server = serverForFile()

const advance = async (minutes: number) => expect((await server.call('/dev/carrier/advance', { body: { minutes } })).status).toBe(200)

/** A paid and activated eSIM line of `who`: its id, number and the customer's token (just signed in: proven). */
const activeLine = (who: TestCustomerKey) => boughtEsimLine(server, who)

/** Makes the session's last proof older than the step-up window, as if it signed in 11 minutes ago. */
async function ageProof(token: string) {
  await server.db
    .update(signIns)
    .set({ provenAt: new Date(Date.now() - 11 * 60_000) })
    .where(eq(signIns.jti, claimsOf(token).jti as string))
}

const security = async (token: string, lineId: string) =>
  lineSecuritySchema.parse((await server.call(`/app/lines/${lineId}/security`, { token })).body)
const setLocks = (token: string, lineId: string, body: object) => server.call(`/app/lines/${lineId}/locks`, { token, method: 'PUT', body })
const newPin = (token: string, lineId: string) => server.call(`/app/lines/${lineId}/transfer-pin`, { token, method: 'POST' })
const portOut = (body: { mdn: string; accountNumber: string; pin: string }) => server.call('/dev/carrier/port-out', { body })
const eventsOf = (who: TestCustomerKey, kind: string) => server.securityEvents(who, kind)

describe('number lock per line', () => {
  it('is on for a new line; turning a lock on needs nothing, turning it off needs a recent proof', async () => {
    const { token, lineId } = await activeLine('alice')
    const state = await security(token, lineId)
    expect(state).toMatchObject({ portOutLocked: true, simChangeLocked: true, transferPinExpiresAt: null, portedOut: false })
    expect(state.accountNumber).toMatch(/^\d{10}$/)

    // Step-up skipped by calling the API directly: 403, nothing changes, the attempt is recorded.
    await ageProof(token)
    const skipped = await setLocks(token, lineId, { simChangeLocked: false })
    expect(skipped.status).toBe(403)
    expect(skipped.body).toMatchObject({ message: SECURITY_MESSAGES.stepUpRequired, code: STEP_UP_REQUIRED })
    expect((await security(token, lineId)).simChangeLocked).toBe(true)
    expect((await eventsOf('alice', 'step-up-refused')).length).toBe(1)
    expect((await server.call('/app/security/step-up', { token })).body).toEqual({
      provenUntil: null,
      methods: { totp: false, passkey: false },
    })

    // A wrong password does not prove anything, and is recorded.
    const wrong = await server.call('/app/security/step-up', { token, body: { password: 'Wrong#2026' } })
    expect(wrong.status).toBe(422)
    expect(fieldError(wrong.body.errors, 'password')).toBe(SECURITY_MESSAGES.stepUpWrongPassword)
    expect((await eventsOf('alice', 'step-up-failed')).length).toBe(1)
    expect((await setLocks(token, lineId, { simChangeLocked: false })).status).toBe(403)

    const proven = await server.call('/app/security/step-up', { token, body: { password: TEST_PASSWORD } })
    expect(proven.status).toBe(200)
    expect(new Date(proven.body.provenUntil).getTime()).toBeGreaterThan(Date.now() + 9 * 60_000)
    const off = await setLocks(token, lineId, { simChangeLocked: false })
    expect(off.status).toBe(200)
    expect(lineSecuritySchema.parse(off.body)).toMatchObject({ portOutLocked: true, simChangeLocked: false })

    // Back on at once, even without a proof.
    await ageProof(token)
    expect((await setLocks(token, lineId, { simChangeLocked: true })).body.simChangeLocked).toBe(true)
  })

  it("refuses an eSIM reinstall while the SIM change lock is on, emails the customer and shows it on the Security page's list", async () => {
    const { token, lineId } = await activeLine('bob')
    const before = await server.mailCount(emailOf('bob'))
    const refused = await server.call(`/app/lines/${lineId}/esim/reinstall`, { token, method: 'POST' })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(SECURITY_MESSAGES.simChangeLocked)
    expect(await server.mailCount(emailOf('bob'))).toBe(before + 1)
    expect((await server.lastMail(emailOf('bob')))!.subject).toBe('We blocked a change to your Ring Mobile number')
    const [event] = await eventsOf('bob', 'sim-change-refused')
    expect(event.lineId).toBe(lineId)
  })

  it("is a 404 on another customer's line, and a body without a lock is a 422", async () => {
    const { lineId } = await activeLine('carol')
    const other = await server.signIn('dave')
    expect((await server.call(`/app/lines/${lineId}/security`, { token: other })).status).toBe(404)
    expect((await setLocks(other, lineId, { portOutLocked: false })).status).toBe(404)
    expect((await newPin(other, lineId)).status).toBe(404)
    const carol = await server.signIn('carol')
    expect((await setLocks(carol, lineId, {})).status).toBe(422)
  })
})

describe('transfer PIN and port-out', () => {
  it('refuses a port-out while locked (emailed, recorded), then ports the number out with the right pair', async () => {
    const { token, lineId, mdn } = await activeLine('erin')
    const { accountNumber } = await security(token, lineId)

    const locked = await portOut({ mdn, accountNumber, pin: '123456' })
    expect(locked.status).toBe(409)
    expect(locked.body).toMatchObject({ message: SECURITY_MESSAGES.portOutLocked, code: 'port_out_locked' })
    expect((await server.lastMail(emailOf('erin')))!.subject).toBe('A transfer of your Ring Mobile number was refused')
    // Without the account number the lock is not named: the same answer as a wrong pair or an unknown number.
    const blind = await portOut({ mdn, accountNumber: '7000000000', pin: '123456' })
    expect(blind.status).toBe(403)
    const unknown = await portOut({ mdn: '2125550000', accountNumber, pin: '123456' })
    expect(unknown.status).toBe(403)
    expect(unknown.body).toEqual(blind.body)
    expect((await eventsOf('erin', 'port-out-refused')).length).toBe(2)

    // A transfer PIN needs a recent proof.
    await ageProof(token)
    const skipped = await newPin(token, lineId)
    expect(skipped.status).toBe(403)
    expect(skipped.body.code).toBe(STEP_UP_REQUIRED)
    expect((await security(token, lineId)).portOutLocked).toBe(true)
    expect((await server.call('/app/security/step-up', { token, body: { password: TEST_PASSWORD } })).status).toBe(200)

    const first = transferPinAnswerSchema.parse((await newPin(token, lineId)).body)
    expect(first).toMatchObject({ lineId, mdn, accountNumber })
    expect((await security(token, lineId)).portOutLocked).toBe(false)
    // A new PIN retires the old one: one active PIN per line.
    const second = transferPinAnswerSchema.parse((await newPin(token, lineId)).body)
    const active = await server.db.select().from(transferPins).where(eq(transferPins.lineId, lineId))
    expect(active.filter((pin) => !pin.retiredAt && !pin.usedAt)).toHaveLength(1)
    if (first.pin !== second.pin) {
      const old = await portOut({ mdn, accountNumber, pin: first.pin })
      expect(old.status).toBe(403)
    }
    const wrongPin = second.pin === '000000' ? '000001' : '000000'
    const wrong = await portOut({ mdn, accountNumber, pin: wrongPin })
    expect(wrong.status).toBe(403)
    expect(wrong.body.message).toBe(SECURITY_MESSAGES.transferRefused)

    const ported = await portOut({ mdn, accountNumber, pin: second.pin })
    expect(ported.status).toBe(200)
    expect(ported.body).toMatchObject({ mdn, status: 'ported' })
    const [line] = await server.db.select().from(lines).where(eq(lines.id, lineId))
    expect(line.simStatus).toBe('cancelled')
    expect(line.portedOutAt).not.toBeNull()
    expect((await server.lastMail(emailOf('erin')))!.subject).toBe('Your number has moved to another carrier')
    // Used once: the number is gone.
    expect((await portOut({ mdn, accountNumber, pin: second.pin })).status).toBe(403)
    expect((await security(token, lineId)).portedOut).toBe(true)
    expect((await newPin(token, lineId)).status).toBe(409)
  })

  it('retires a PIN after too many wrong tries, refuses an expired PIN, and locking again retires it', async () => {
    const { token, lineId, mdn } = await activeLine('frank')
    const { accountNumber } = await security(token, lineId)
    let pin = transferPinAnswerSchema.parse((await newPin(token, lineId)).body).pin
    const wrongPin = pin === '999999' ? '999998' : '999999'
    for (let attempt = 1; attempt < TRANSFER_PIN_TRIES; attempt += 1) {
      expect((await portOut({ mdn, accountNumber, pin: wrongPin })).status).toBe(403)
    }
    const last = await portOut({ mdn, accountNumber, pin: wrongPin })
    expect(last.status).toBe(409)
    expect(last.body.message).toBe(SECURITY_MESSAGES.transferPinLocked)
    expect((await portOut({ mdn, accountNumber, pin })).body.message).toBe(SECURITY_MESSAGES.transferPinExpired)

    pin = transferPinAnswerSchema.parse((await newPin(token, lineId)).body).pin
    await advance(7 * 24 * 60 + 1)
    const expired = await portOut({ mdn, accountNumber, pin })
    expect(expired.status).toBe(403)
    expect(expired.body).toMatchObject({ message: SECURITY_MESSAGES.transferPinExpired, code: 'transfer_pin_expired' })
    expect((await security(token, lineId)).transferPinExpiresAt).toBeNull()

    pin = transferPinAnswerSchema.parse((await newPin(token, lineId)).body).pin
    expect((await security(token, lineId)).transferPinExpiresAt).not.toBeNull()
    expect((await setLocks(token, lineId, { portOutLocked: true })).status).toBe(200)
    expect((await portOut({ mdn, accountNumber, pin })).status).toBe(409)
    const [line] = await server.db.select().from(lines).where(eq(lines.id, lineId))
    expect(line.simStatus).toBe('active')
  })

  it('checks the request: a malformed number, account or PIN is a 422', async () => {
    const bad = await portOut({ mdn: '12', accountNumber: 'x', pin: '12' })
    expect(bad.status).toBe(422)
    expect(bad.body.errors.map((error: { field: string }) => error.field).sort()).toEqual(['accountNumber', 'mdn', 'pin'])
  })
})
