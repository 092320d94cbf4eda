import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { hash, verify, type Algorithm } from '@node-rs/argon2'

/** argon2id with OWASP's minimum: 19 MiB memory, 2 iterations, 1 lane (DESIGN §3). */
// Algorithm is an ambient const enum (no value under isolatedModules): 2 is Argon2id.
const ARGON2 = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 }

export function hashPassword(password: string) {
  return hash(password, ARGON2)
}

let dummyHash: Promise<string> | undefined
/** A hash to verify against when the email is unknown, so both cases take about the same time. */
function getDummyHash() {
  dummyHash ??= hash(randomBytes(16).toString('hex'), ARGON2)
  return dummyHash
}

/** Verifies a password; with no stored hash it still spends the same work and answers false. */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  try {
    if (!storedHash) {
      await verify(await getDummyHash(), password)
      return false
    }
    return await verify(storedHash, password)
  } catch {
    return false
  }
}

/** Warms the dummy hash at start so the first unknown-email sign-in is not slower than the rest. */
export function warmPasswordHashing() {
  return getDummyHash().then(() => undefined)
}

/** A code of `digits` digits from a cryptographic source (leading zeros kept). */
export function randomCode(digits: number) {
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0')
}

/** Codes are stored as HMAC-SHA256 keyed by the server secret, bound to their purpose and address. */
export function hashCode(secret: string, purpose: string, email: string, code: string) {
  return createHmac('sha256', secret).update(`${purpose}\u0000${email}\u0000${code}`).digest('hex')
}

export function safeEqual(a: string, b: string) {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/** Opaque link tokens (password reset): 32 random bytes; only their SHA-256 is stored. */
export function randomLinkToken() {
  return randomBytes(32).toString('base64url')
}

export function sha256Hex(value: string) {
  return createHash('sha256').update(value).digest('hex')
}

/** The chat user hash (DESIGN §7): HMAC-SHA256 of the user id, hex. */
export function chatUserHash(secret: string, id: string) {
  return createHmac('sha256', secret).update(id).digest('hex')
}
