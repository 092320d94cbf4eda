import { createHmac, timingSafeEqual } from 'node:crypto'
import { NOTIFICATION_KINDS, type NotificationKind } from '@contract/notifications'

/**
 * The token of an email's unsubscribe link: the customer and the kind of notice, signed with an HMAC-SHA256 under a
 * key derived from JWT_SECRET. It works without signing in and never expires (a link in an old email still turns
 * the emails off); a changed character fails the signature.
 */
interface UnsubscribeClaims {
  customerId: string
  kind: NotificationKind
}

const keyOf = (secret: string) => `unsubscribe:${secret}`
const sign = (secret: string, body: string) => createHmac('sha256', keyOf(secret)).update(body).digest('base64url')

export function unsubscribeToken(secret: string, claims: UnsubscribeClaims): string {
  const body = Buffer.from(JSON.stringify({ c: claims.customerId, k: claims.kind })).toString('base64url')
  return `${body}.${sign(secret, body)}`
}

/** The claims of a token whose signature holds, else null. */
export function readUnsubscribeToken(secret: string, token: string): UnsubscribeClaims | null {
  const [body, signature, extra] = token.split('.')
  if (!body || !signature || extra !== undefined) return null
  const expected = Buffer.from(sign(secret, body))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  try {
    const parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { c?: unknown; k?: unknown }
    if (typeof parsed.c !== 'string' || !NOTIFICATION_KINDS.includes(parsed.k as NotificationKind)) return null
    return { customerId: parsed.c, kind: parsed.k as NotificationKind }
  } catch {
    return null
  }
}
