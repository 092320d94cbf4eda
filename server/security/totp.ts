import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, randomInt } from 'node:crypto'

/**
 * Time-based one-time passwords, RFC 6238 (HMAC-SHA1, 30-second steps, 6 digits: what every authenticator app
 * reads from an otpauth:// QR code), on RFC 4226's HOTP. Written against node:crypto: the RFC's own test vectors
 * check it (tests/server/two-step.test.ts).
 */

const TOTP_STEP_SECONDS = 30
const DIGITS = 6
/** Codes of one step before and after now are accepted too (clocks drift, people type slowly). */
const DRIFT_STEPS = 1

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

/** RFC 4648 base32 without padding, as authenticator apps take secrets. */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0
  let value = 0
  let out = ''
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31]
  return out
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase()
  let bits = 0
  let value = 0
  const out: number[] = []
  for (const char of clean) {
    const index = BASE32.indexOf(char)
    if (index < 0) throw new Error('not base32')
    value = (value << 5) | index
    bits += 5
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255)
      bits -= 8
    }
  }
  return Buffer.from(out)
}

/** RFC 4226 HOTP of a counter, `digits` long. */
export function hotp(key: Buffer, counter: number, digits = DIGITS): string {
  const message = Buffer.alloc(8)
  message.writeBigUInt64BE(BigInt(counter))
  const digest = createHmac('sha1', key).update(message).digest()
  const offset = digest[digest.length - 1] & 0x0f
  const binary = digest.readUInt32BE(offset) & 0x7fffffff
  return String(binary % 10 ** digits).padStart(digits, '0')
}

/** The time step of a moment (ms since the epoch). */
const stepAt = (ms: number) => Math.floor(ms / 1000 / TOTP_STEP_SECONDS)

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation), base32. */
export function newTotpSecret() {
  return base32Encode(randomBytes(20))
}

/** The code an app shows at `ms`. */
export function totpAt(secret: string, ms: number) {
  return hotp(base32Decode(secret), stepAt(ms))
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
  const key = base32Decode(secret)
  const now = stepAt(ms)
  for (let delta = -DRIFT_STEPS; delta <= DRIFT_STEPS; delta += 1) {
    const step = now + delta
    if (hotp(key, step) === code) return lastStep !== null && step <= lastStep ? { refused: 'reused' } : { step }
  }
  return { refused: 'wrong' }
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function otpauthUri(secret: string, account: string) {
  const label = encodeURIComponent(`Ring Mobile:${account}`)
  return `otpauth://totp/${label}?secret=${secret}&issuer=${encodeURIComponent('Ring Mobile')}&algorithm=SHA1&digits=${DIGITS}&period=${TOTP_STEP_SECONDS}`
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
