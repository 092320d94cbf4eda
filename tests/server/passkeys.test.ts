import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { authTokenSchema } from '@contract/auth'
import { PASSKEY_MESSAGES, passkeysSchema, STEP_UP_REQUIRED } from '@contract/security'
import { customers, passkeys, signIns, webauthnChallenges } from '@server/db/schema'
import { newTotpSecret, sealSecret } from '@server/security/totp'
import { claimsOf, serverForFile } from './support/harness'
import { TEST_JWT_SECRET, type TestCustomerKey } from './support/fixtures'
import { passkeyStepUp, softAuthenticator } from './support/soft-authenticator'

const server = serverForFile()

/** Registers a new software passkey for `who`; answers it, the token and the list. */
async function addPasskey(who: TestCustomerKey, name?: string) {
  const token = await server.signIn(who)
  const authenticator = softAuthenticator(server.config.publicUrl)
  const options = await server.call('/app/security/passkeys/options', { token, method: 'POST' })
  expect(options.status).toBe(200)
  expect(options.body.rp).toEqual({ name: 'Ring Mobile', id: new URL(server.config.publicUrl).hostname })
  expect(options.body.authenticatorSelection.residentKey).toBe('required')
  const added = await server.call('/app/security/passkeys', {
    token,
    body: { response: authenticator.register(options.body), ...(name ? { name } : {}) },
    headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36' },
  })
  expect(added.status, added.text).toBe(201)
  return { token, authenticator, list: passkeysSchema.parse(added.body).passkeys }
}

const signInOptions = async () => (await server.call('/app/auth/passkey/options', { method: 'POST' })).body
const signInWith = (response: unknown) => server.call('/app/auth/passkey', { body: { response } })
const refusals = async (who: TestCustomerKey) => (await server.securityEvents(who, 'passkey-refused')).length

describe('passkeys', () => {
  it('registers a passkey named after the browser, and signs in with it as both steps (two-step on)', async () => {
    const { authenticator, list } = await addPasskey('alice')
    expect(list).toEqual([{ id: expect.any(String), name: 'Chrome on Linux', createdAt: expect.any(String), lastUsedAt: null }])
    // Two-step on: a password would need a second step; a passkey does not.
    await server.db
      .update(customers)
      .set({ totpSecret: sealSecret(TEST_JWT_SECRET, newTotpSecret()) })
      .where(eq(customers.id, (await server.customer('alice')).id))
    const signedIn = await signInWith(authenticator.assert(await signInOptions()))
    expect(signedIn.status, signedIn.text).toBe(200)
    const { token } = authTokenSchema.parse(signedIn.body)
    const [session] = await server.db
      .select()
      .from(signIns)
      .where(eq(signIns.jti, claimsOf(token).jti as string))
    expect(session.method).toBe('passkey')
    expect(claimsOf(token).sub).toBe((await server.customer('alice')).id)
    const after = passkeysSchema.parse((await server.call('/app/security/passkeys', { token })).body).passkeys
    expect(after[0].lastUsedAt).not.toBeNull()
  })

  it('refuses a replayed answer, an expired challenge and a passkey it does not know; each refusal of a known passkey is recorded', async () => {
    const { authenticator } = await addPasskey('bob')
    const options = await signInOptions()
    const answer = authenticator.assert(options)
    expect((await signInWith(answer)).status).toBe(200)
    const replayed = await signInWith(answer)
    expect(replayed.status).toBe(401)
    expect(replayed.body).toMatchObject({ message: PASSKEY_MESSAGES.challengeExpired, code: 'challenge_expired' })
    expect(await refusals('bob')).toBe(1)

    const late = await signInOptions()
    await server.db
      .update(webauthnChallenges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(webauthnChallenges.challenge, late.challenge))
    expect((await signInWith(authenticator.assert(late))).body.code).toBe('challenge_expired')
    // An answer to a challenge the server never gave.
    expect((await signInWith(authenticator.assert(late, { challenge: 'bm90LWEtY2hhbGxlbmdl' }))).body.code).toBe('challenge_expired')

    const stranger = softAuthenticator(server.config.publicUrl)
    const unknown = await signInWith(stranger.assert(await signInOptions()))
    expect(unknown.status).toBe(401)
    expect(unknown.body).toMatchObject({ message: PASSKEY_MESSAGES.unknownPasskey, code: 'passkey_unknown' })
  })

  it("refuses another account's passkey to prove who you are, renames, and removes only after a step-up", async () => {
    const carol = await addPasskey('carol', 'My laptop')
    const dave = await addPasskey('dave')
    const [davePasskey] = dave.list

    // Dave's session proves itself with Carol's passkey: refused (403), counted on Carol's account.
    const other = await passkeyStepUp(server, dave.token, carol.authenticator)
    expect(other.status).toBe(403)
    expect(other.body).toMatchObject({ message: PASSKEY_MESSAGES.otherAccount, code: 'passkey_other_account' })
    expect(await refusals('carol')).toBe(1)

    const renamed = await server.call(`/app/security/passkeys/${davePasskey.id}`, {
      token: dave.token,
      method: 'PUT',
      body: { name: 'Work phone' },
    })
    expect(passkeysSchema.parse(renamed.body).passkeys[0].name).toBe('Work phone')
    expect(
      (await server.call(`/app/security/passkeys/${davePasskey.id}`, { token: dave.token, method: 'PUT', body: { name: ' ' } })).status,
    ).toBe(422)
    expect(
      (await server.call(`/app/security/passkeys/${davePasskey.id}`, { token: carol.token, method: 'PUT', body: { name: 'Mine' } })).status,
    ).toBe(404)
    expect((await server.call(`/app/security/passkeys/${davePasskey.id}`, { token: carol.token, method: 'DELETE' })).status).toBe(404)

    // Removing needs a recent proof; the passkey itself gives it once a later sign-in with the password confirmed
    // it (in the session that added it, it proves nothing: tests/server/attacks.test.ts).
    const daveLater = await server.signIn('dave')
    await server.db
      .update(signIns)
      .set({ provenAt: sql`now() - interval '11 minutes'` })
      .where(eq(signIns.jti, claimsOf(daveLater).jti as string))
    const skipped = await server.call(`/app/security/passkeys/${davePasskey.id}`, { token: daveLater, method: 'DELETE' })
    expect(skipped.status).toBe(403)
    expect(skipped.body.code).toBe(STEP_UP_REQUIRED)
    expect(await server.db.select().from(passkeys).where(eq(passkeys.id, davePasskey.id))).toHaveLength(1)
    const proven = await passkeyStepUp(server, daveLater, dave.authenticator)
    expect(proven.status, proven.text).toBe(200)
    const removed = await server.call(`/app/security/passkeys/${davePasskey.id}`, { token: daveLater, method: 'DELETE' })
    expect(removed.status).toBe(200)
    expect(passkeysSchema.parse(removed.body).passkeys).toEqual([])
    // Gone: it signs nobody in.
    expect((await signInWith(dave.authenticator.assert(await signInOptions()))).body.code).toBe('passkey_unknown')
  })

  it('checks the payload: no answer is a 422', async () => {
    const token = await server.signIn('erin')
    expect((await server.call('/app/security/passkeys', { token, body: {} })).status).toBe(422)
    expect((await server.call('/app/auth/passkey', { body: { response: { id: 'x' } } })).status).toBe(422)
  })
})
