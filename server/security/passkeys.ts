import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server'
import { decodeClientDataJSON, isoBase64URL } from '@simplewebauthn/server/helpers'
import { DEFAULT_LANGUAGE, type Language } from '@contract/languages'
import { PASSKEY_MESSAGES } from '@contract/security'
import type { Services } from '../context'
import { passkeys, webauthnChallenges } from '../db/schema'
import type { Customer } from '../db/types'
import { HttpError } from '../lib/errors'
import { translate } from '../lib/i18n'

/** A WebAuthn challenge lives this long (the browser's own timeout is the same). */
const CHALLENGE_TTL_MS = 5 * 60_000
type Purpose = 'register' | 'sign-in' | 'step-up'

/** The relying party: this site's host name and origin, from PUBLIC_URL (a passkey is bound to them). */
function relyingParty(services: Services) {
  const url = new URL(services.config.publicUrl)
  return { rpID: url.hostname, origin: url.origin, rpName: 'Ring Mobile' }
}

const expired = () => new HttpError(401, PASSKEY_MESSAGES.challengeExpired, undefined, undefined, 'challenge_expired')

async function keepChallenge(services: Services, challenge: string, purpose: Purpose, customerId: string | null) {
  // Old challenges go as new ones come: the table holds only the last few minutes'.
  await services.db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, sql`now() - interval '1 hour'`))
  await services.db.insert(webauthnChallenges).values({
    challenge,
    purpose,
    customerId,
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
  })
}

/**
 * Claims the challenge a browser's answer signed: unused, unexpired, of this purpose (and customer). One statement,
 * so a replayed answer finds it used. Answers the challenge, or throws 401 challenge_expired.
 */
async function claimChallenge(services: Services, clientDataJSON: string, purpose: Purpose, customerId: string | null) {
  let challenge: string
  try {
    challenge = decodeClientDataJSON(clientDataJSON).challenge
  } catch {
    throw expired()
  }
  const [claimed] = await services.db
    .update(webauthnChallenges)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(webauthnChallenges.challenge, challenge),
        eq(webauthnChallenges.purpose, purpose),
        customerId ? eq(webauthnChallenges.customerId, customerId) : isNull(webauthnChallenges.customerId),
        isNull(webauthnChallenges.usedAt),
        gt(webauthnChallenges.expiresAt, sql`now()`),
      ),
    )
    .returning({ challenge: webauthnChallenges.challenge })
  if (!claimed) throw expired()
  return claimed.challenge
}

/** Options to register a new passkey: a discoverable credential, none of the customer's existing ones again. */
export async function registrationOptions(services: Services, customer: Customer) {
  const { rpID, rpName } = relyingParty(services)
  const existing = await services.db.select().from(passkeys).where(eq(passkeys.customerId, customer.id))
  const options = await generateRegistrationOptions({
    rpName,
    rpID,
    userName: customer.email,
    userDisplayName: `${customer.firstName} ${customer.lastName}`,
    userID: new TextEncoder().encode(customer.id),
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports as never })),
    // A passkey stands for both sign-in steps, so the authenticator must verify its user (PIN, fingerprint, face).
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  })
  await keepChallenge(services, options.challenge, 'register', customer.id)
  return options
}

/** Checks a new passkey against its challenge and keeps it; answers the row. */
export async function addPasskey(
  services: Services,
  customer: Customer,
  response: RegistrationResponseJSON,
  name: string,
  /** The session adding it: the passkey proves nothing until a later sign-in with an older factor confirms it. */
  addedBySession: string,
) {
  const { rpID, origin } = relyingParty(services)
  const challenge = await claimChallenge(services, response.response.clientDataJSON, 'register', customer.id)
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: true,
  }).catch(() => null)
  if (!verification?.verified) throw new HttpError(422, PASSKEY_MESSAGES.refused, undefined, undefined, 'passkey_refused')
  const { credential } = verification.registrationInfo
  const [row] = await services.db
    .insert(passkeys)
    .values({
      customerId: customer.id,
      credentialId: credential.id,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
      name,
      addedBySession,
    })
    .onConflictDoNothing({ target: passkeys.credentialId })
    .returning()
  if (!row) throw new HttpError(409, 'This passkey is already registered.', undefined, undefined, 'passkey_exists')
  return row
}

/** Options for a passkey sign-in (any discoverable passkey of this site) or a step-up (the customer's own). */
export async function assertionOptions(services: Services, purpose: 'sign-in' | 'step-up', customer: Customer | null) {
  const { rpID } = relyingParty(services)
  const own = customer ? await services.db.select().from(passkeys).where(eq(passkeys.customerId, customer.id)) : []
  const options = await generateAuthenticationOptions({
    rpID,
    userVerification: 'required',
    allowCredentials: own.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports as never })),
  })
  await keepChallenge(services, options.challenge, purpose, customer?.id ?? null)
  return options
}

/**
 * Checks a passkey's answer to its challenge: the challenge claimed first (single use), the passkey found by its
 * credential id, its signature and counter checked; the counter and last use are kept. Answers the passkey row.
 */
export async function checkAssertion(
  services: Services,
  response: AuthenticationResponseJSON,
  purpose: 'sign-in' | 'step-up',
  customer: Customer | null,
) {
  const { rpID, origin } = relyingParty(services)
  const challenge = await claimChallenge(services, response.response.clientDataJSON, purpose, customer?.id ?? null)
  const [passkey] = await services.db.select().from(passkeys).where(eq(passkeys.credentialId, response.id))
  if (!passkey) throw new HttpError(401, PASSKEY_MESSAGES.unknownPasskey, undefined, undefined, 'passkey_unknown')
  if (customer && passkey.customerId !== customer.id)
    throw new HttpError(403, PASSKEY_MESSAGES.otherAccount, undefined, undefined, 'passkey_other_account')
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    credential: {
      id: passkey.credentialId,
      publicKey: isoBase64URL.toBuffer(passkey.publicKey),
      counter: passkey.counter,
      transports: passkey.transports as never,
    },
    requireUserVerification: true,
  }).catch(() => null)
  if (!verification?.verified) throw new HttpError(401, PASSKEY_MESSAGES.refused, undefined, undefined, 'passkey_refused')
  await services.db
    .update(passkeys)
    .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: sql`now()` })
    .where(eq(passkeys.id, passkey.id))
  return passkey
}

/** The browser and system of a user agent, each null when it is none the page names. */
export function deviceOf(userAgent: string): { browser: string | null; system: string | null } {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : null
  const system = /iPhone|iPad/.test(userAgent)
    ? 'iPhone'
    : /Android/.test(userAgent)
      ? 'Android'
      : /Mac OS X/.test(userAgent)
        ? 'Mac'
        : /Windows/.test(userAgent)
          ? 'Windows'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null
  return { browser, system }
}

/**
 * A passkey's default name, and a sign-in's browser on the Security page: the browser and system of the user agent,
 * in `language` ('Chrome on Mac', 'Chrome en Mac'; 'Browser' when the browser is none of ours).
 */
export function passkeyNameFrom(userAgent: string, language: Language = DEFAULT_LANGUAGE) {
  const { browser, system } = deviceOf(userAgent)
  const name = browser ?? translate(language, 'security.browser')
  return system ? translate(language, 'security.browserOn', { browser: name, system }) : name
}
