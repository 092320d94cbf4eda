import { sql } from 'drizzle-orm'
import type { Services } from '../context'
import type { Db } from '../db/client'
import { linkTokens } from '../db/schema'
import { randomLinkToken, sha256Hex } from '../lib/crypto'
import { securityChangeEmail, type SecurityChange } from './emails'
import { mailCustomer } from './number-lock'

/** How long the "If this wasn't you" link of a notice works. */
const SECURE_ACCOUNT_LINK_HOURS = 24

/**
 * Emails the customer at once about a change to how the account is proven or reached (a passkey, two-step sign-in,
 * recovery codes, the phone number), with a one-time link to /reset-password: choosing a new password there ends
 * every session and removes the factors no later sign-in confirmed (server/routes/auth.ts resetPassword), which is
 * what an owner whose session was stolen needs. A reset link, so the page and its checks are the ones every reset
 * uses; it lives SECURE_ACCOUNT_LINK_HOURS, since a notice may be read late.
 */
export async function noticeSecurityChange(services: Services, customerId: string, change: SecurityChange) {
  const link = await secureAccountLink(services.db, services.config.publicUrl, customerId)
  await mailCustomer(services, customerId, (firstName, language) => securityChangeEmail({ language, firstName, change, link }))
}

/**
 * The one-time "If this wasn't you" link of a notice (a reset link that lives SECURE_ACCOUNT_LINK_HOURS), stored
 * with `exec`: the request's database, or the transaction of a change whose notice is written with it.
 */
export async function secureAccountLink(exec: Pick<Db, 'insert'>, publicUrl: string, customerId: string) {
  const token = randomLinkToken()
  await exec.insert(linkTokens).values({
    purpose: 'password-reset',
    customerId,
    tokenHash: sha256Hex(token),
    expiresAt: sql`now() + make_interval(hours => ${SECURE_ACCOUNT_LINK_HOURS})`,
  })
  return `${publicUrl}/reset-password?token=${token}`
}
