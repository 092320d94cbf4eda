import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm'
import { authEndpoints as endpoints } from '@contract/endpoints/auth'
import type { Services } from '../../context'
import { customers, linkTokens, passkeys, recoveryCodes } from '../../db/schema'
import { refuseCommonPassword } from '../../lib/common-passwords'
import { hashPassword, randomLinkToken, sha256Hex } from '../../lib/crypto'
import { resetPasswordEmail } from '../../lib/emails'
import { badRequest } from '../../lib/errors'
import { endpointRoutes } from '../../lib/endpoints'
import { answer } from '../../lib/http'
import { languageFor } from '../../lib/language'
import { LIMITS, clearLoginFailures, enforce } from '../../lib/rate-limit'
import { judgePassword } from '../../security/password-strength'
import { findByEmail } from './shared'

/** Password reset links (DESIGN §3): single use, 30 minutes. */
const RESET_TTL_SECONDS = 30 * 60
const RESET_SENT = 'If an account exists for this email, we sent a link to reset the password. It expires in 30 minutes.'
const RESET_INVALID = 'This reset link is invalid or has expired. Please request a new one.'

/** A forgotten password: the emailed link, and the new password it sets (every session then ends). */
export function passwordResetRoutes(services: Services) {
  const { db, config } = services
  const { app, route } = endpointRoutes(services)

  route(endpoints.requestPasswordReset, { limit: { perIp: 'forgot', rule: LIMITS.forgotPerIp } }, async (c) => {
    const body = c.req.valid('json')
    await enforce(db, `forgot:email:${body.email}`, LIMITS.forgotPerEmail)
    const customer = await findByEmail(services, body.email)
    if (customer) {
      const token = randomLinkToken()
      await db.insert(linkTokens).values({
        purpose: 'password-reset',
        customerId: customer.id,
        tokenHash: sha256Hex(token),
        expiresAt: sql`now() + make_interval(secs => ${RESET_TTL_SECONDS})`,
      })
      const link = `${config.publicUrl}/reset-password?token=${token}`
      await services.mailer.send({
        to: customer.email,
        ...resetPasswordEmail({ language: languageFor(c, customer), firstName: customer.firstName, link, minutes: RESET_TTL_SECONDS / 60 }),
        devNote: `reset link ${link}`,
        expiresAt: new Date(Date.now() + RESET_TTL_SECONDS * 1000),
      })
    }
    return answer(c, endpoints.requestPasswordReset.answer, { message: RESET_SENT })
  })

  route(endpoints.resetPassword, { limit: { perIp: 'reset', rule: LIMITS.resetPerIp } }, async (c) => {
    const body = c.req.valid('json')
    const tokenHash = sha256Hex(body.token)
    const [link] = await db
      .select()
      .from(linkTokens)
      .where(
        and(
          eq(linkTokens.tokenHash, tokenHash),
          eq(linkTokens.purpose, 'password-reset'),
          isNull(linkTokens.usedAt),
          gt(linkTokens.expiresAt, sql`now()`),
        ),
      )
      .limit(1)
    if (!link) throw badRequest(RESET_INVALID, [{ field: 'token', message: RESET_INVALID }])
    await refuseCommonPassword('newPassword', body.newPassword)
    const passwordHash = await hashPassword(body.newPassword)
    const [owner] = await db.select().from(customers).where(eq(customers.id, link.customerId)).limit(1)
    const passwordStrength = owner ? await judgePassword(body.newPassword, owner) : null
    const email = await db.transaction(async (tx) => {
      // Claim the link first: of two concurrent uses only one gets the row back.
      const claimed = await tx
        .update(linkTokens)
        .set({ usedAt: sql`now()` })
        .where(and(eq(linkTokens.id, link.id), isNull(linkTokens.usedAt)))
        .returning({ id: linkTokens.id })
      if (!claimed.length) return null
      // Every other outstanding reset link of this customer dies with this one.
      await tx
        .update(linkTokens)
        .set({ usedAt: sql`now()` })
        .where(and(eq(linkTokens.customerId, link.customerId), eq(linkTokens.purpose, 'password-reset'), isNull(linkTokens.usedAt)))
      // A factor no later sign-in confirmed may be a thief's way back in: it goes with the old password.
      await tx.delete(passkeys).where(and(eq(passkeys.customerId, link.customerId), isNotNull(passkeys.addedBySession)))
      const dropped = await tx
        .update(customers)
        .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null, totpAddedBySession: null })
        .where(and(eq(customers.id, link.customerId), isNotNull(customers.totpAddedBySession)))
        .returning({ id: customers.id })
      if (dropped.length) await tx.delete(recoveryCodes).where(eq(recoveryCodes.customerId, link.customerId))
      const [updated] = await tx
        .update(customers)
        .set({ passwordHash, passwordStrength, tokensValidAfter: sql`now()`, updatedAt: sql`now()` })
        .where(eq(customers.id, link.customerId))
        .returning({ email: customers.email })
      return updated?.email ?? null
    })
    services.customerChanged(link.customerId)
    if (!email) throw badRequest(RESET_INVALID, [{ field: 'token', message: RESET_INVALID }])
    await clearLoginFailures(db, email)
    return answer(c, endpoints.resetPassword.answer, { message: 'Your password has been reset. Please sign in with your new password.' })
  })

  return app
}
