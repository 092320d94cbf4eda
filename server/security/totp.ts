import { createCipheriv, createDecipheriv, createHash, randomBytes, randomInt } from 'node:crypto'
import { Secret, TOTP } from 'otpauth'

/**
 * Time-based one-time passwords, RFC 6238 (HMAC-SHA1, 30-second steps, 6 digits: what every authenticator app
 * reads from an otpauth:// QR code), by the `otpauth` library. The RFCs' own test vectors check this configuration
 * (tests/server/two-step.test.ts).
 */

const ISSUER = 'Ring Mobile'
const TOTP_STEP_SECONDS = 30
const DIGITS = 6
/** Codes of one step before and after now are accepted too (clocks drift, people type slowly). */
const DRIFT_STEPS = 1

const totpOf = (secret: string, account = '', digits = DIGITS) =>
  new TOTP({
    issuer: ISSUER,
    label: account,
    algorithm: 'SHA1',
    digits,
    period: TOTP_STEP_SECONDS,
    secret: Secret.fromBase32(secret),
  })

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation), base32 without padding. */
export function newTotpSecret() {
  return new Secret({ size: 20 }).base32
}

/** The code an app shows at `ms` (ms since the epoch); `digits` only for the RFC's 8-digit test vectors. */
export function totpAt(secret: string, ms: number, digits = DIGITS) {
  return totpOf(secret, '', digits).generate({ timestamp: ms })
}

/**
 * The step a code belongs to, within the drift window around `ms`, or null. A step at or before `lastStep` (a code
 * already accepted) is refused: `reused`.
 */
export function checkTotp(
  secret: string,
  code: string,
  ms: number,
  lastStep: number | null,
): { step: number } | { refused: 'wrong' | 'reused' } {
  if (!/^\d{6}$/.test(code)) return { refused: 'wrong' }
  const totp = totpOf(secret)
  const delta = totp.validate({ token: code, timestamp: ms, window: DRIFT_STEPS })
  if (delta === null) return { refused: 'wrong' }
  const step = totp.counter({ timestamp: ms }) + delta
  return lastStep !== null && step <= lastStep ? { refused: 'reused' } : { step }
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function otpauthUri(secret: string, account: string) {
  return totpOf(secret, account).toString()
}

/** Secrets are kept encrypted (AES-256-GCM, a key derived from the server secret): a database dump alone cannot make codes. */
const keyOf = (serverSecret: string) => createHash('sha256').update(`totp-secret:${serverSecret}`).digest()

export function sealSecret(serverSecret: string, secret: string) {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyOf(serverSecret), iv)
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.')
}

export function openSecret(serverSecret: string, stored: string) {
  const [iv, tag, sealed] = stored.split('.').map((part) => Buffer.from(part, 'base64url'))
  const decipher = createDecipheriv('aes-256-gcm', keyOf(serverSecret), iv)
  decipher.setAuthTag(tag)
  return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8')
}

/** Ten recovery codes, `xxxxx-xxxxx` from an alphabet without look-alikes. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'
const RECOVERY_CODE_COUNT = 10
export function newRecoveryCodes() {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('')
    return `${chars.slice(0, 5)}-${chars.slice(5)}`
  })
}

/** A recovery code as typed: lower case, spaces dropped, the dash put back. */
export function normaliseRecoveryCode(input: string) {
  const plain = input.toLowerCase().replace(/[\s-]/g, '')
  return plain.length === 10 ? `${plain.slice(0, 5)}-${plain.slice(5)}` : null
}
