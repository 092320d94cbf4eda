import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm'
import type { Context } from 'hono'
import { authEndpoints as endpoints } from '@contract/endpoints/auth'
import type { Services } from '../context'
import { isUniqueViolation } from '../db/client'
import { customers, linkTokens, passkeys, recoveryCodes, type SignInMethod } from '../db/schema'
import type { Customer } from '../db/types'
import { checkCode, issueCode } from '../lib/codes'
import { refuseCommonPassword } from '../lib/common-passwords'
import { hashPassword, randomLinkToken, sha256Hex, verifyPassword } from '../lib/crypto'
import { resetPasswordEmail, signInCodeEmail } from '../lib/emails'
import { badRequest, conflict, HttpError, unauthorized } from '../lib/errors'
import { endpointRoutes } from '../lib/endpoints'
import { languageFor } from '../lib/language'
import { answer, clientIp } from '../lib/http'
import { LIMITS, claimLoginAttempt, clearLoginFailures, enforce } from '../lib/rate-limit'
import { endAllSessions, endSession } from '../lib/sessions'
import { verifyCrmToken } from '../lib/tokens'
import { judgePassword } from '../security/password-strength'
import { startSession } from '../security/sign-ins'
import { clearSecondStepFailures, signSecondStepTicket } from '../security/two-step'

/** Password reset links (DESIGN §3): single use, 30 minutes. */
const RESET_TTL_SECONDS = 30 * 60

const SIGN_IN_FAILED = 'Email or password is incorrect'
/** What a failed code check says, and the reason the SPA chooses its words by (each its own message). */
const CODE_REASONS = {
  wrong: ['This code is not right. Check the email we sent and try again.', 'code_invalid'],
  expired: ['This code has expired. Please ask for a new one.', 'code_expired'],
  locked: ['Too many wrong tries for this code. Please ask for a new one.', 'code_locked'],
} as const
const CODE_SENT = 'If an account exists for this email, we sent a 6-digit sign-in code to it. It expires in 10 minutes.'
const RESET_SENT = 'If an account exists for this email, we sent a link to reset the password. It expires in 30 minutes.'
const RESET_INVALID = 'This reset link is invalid or has expired. Please request a new one.'
const CRM_INVALID = 'This sign-in link is invalid, has expired or was already used'

async function findByEmail(services: Services, email: string): Promise<Customer | undefined> {
  const [row] = await services.db.select().from(customers).where(eq(customers.email, email)).limit(1)
  return row
}

/** The auth calls of DESIGN §2; every call that signs in answers `{ token, expiresAt }`. */
export function authRoutes(services: Services) {
  const { db, config } = services
  const { app, route } = endpointRoutes(services)
  const ip = (c: Parameters<typeof clientIp>[0]) => clientIp(c, config.trustProxy)
  const session = (c: Context, customer: Customer, method: SignInMethod) => startSession(services, c, customer, method)

  route(endpoints.login, async (c) => {
    const body = c.req.valid('json')
    await enforce(db, `login:ip:${ip(c)}`, { ...LIMITS.loginPerIp, max: config.loginLimitPerIp })
    // Counted as a failure until it succeeds: parallel tries cannot pass the back-off.
    await claimLoginAttempt(db, body.email)
    const customer = await findByEmail(services, body.email)
    // Unknown emails verify against a dummy hash: same answer, about the same time.
    const ok = await verifyPassword(customer?.passwordHash, body.password)
    if (!customer || !ok) throw unauthorized(SIGN_IN_FAILED)
    await clearLoginFailures(db, body.email)
    // Two-step sign-in on: the right password only opens the second step.
    if (customer.totpSecret) return answer(c, endpoints.login.answer, await signSecondStepTicket(services, customer, 'password'))
    return answer(c, endpoints.login.answer, await session(c, customer, 'password'))
  })

  route(endpoints.logout, async (c) => {
    const customer = c.get('customer')
    if (c.req.valid('json').everywhere) {
      await endAllSessions(db, customer.id)
      services.customerChanged(customer.id)
      return answer(c, endpoints.logout.answer, { message: 'You have been signed out on every device.' })
    }
    await endSession(db, customer.id, c.get('claims'))
    return answer(c, endpoints.logout.answer, { message: 'You have been signed out.' })
  })

  route(endpoints.sendSignInCode, async (c) => {
    const body = c.req.valid('json')
    await enforce(db, `otp-send:ip:${ip(c)}`, LIMITS.signInCodeSendPerIp)
    await enforce(
      db,
      `code-cooldown:sign-in:${body.email}`,
      { ...LIMITS.codeResendCooldown, windowSeconds: config.codeResendCooldownSeconds },
      'Please wait before asking for another code.',
    )
    await enforce(db, `otp-send:email:${body.email}`, LIMITS.signInCodeSendPerEmail)
    const customer = await findByEmail(services, body.email)
    // A code is recorded for unknown emails too (and never sent), so that a later check answers "expired" or
    // "too many tries" the same way whether or not the email has an account.
    const issued = await issueCode(services, { purpose: 'sign-in', email: body.email, customerId: customer?.id ?? null })
    if (customer) {
      const { code, ttlMinutes, expiresAt } = issued
      const link = `${config.publicUrl}/otp-login?email=${encodeURIComponent(customer.email)}&code=${code}`
      await services.mailer.send({
        to: customer.email,
        ...signInCodeEmail({ language: languageFor(c, customer), firstName: customer.firstName, code, link, minutes: ttlMinutes }),
        devNote: `sign-in code ${code}`,
        expiresAt,
      })
    }
    return answer(c, endpoints.sendSignInCode.answer, { message: CODE_SENT })
  })

  route(endpoints.verifySignInCode, async (c) => {
    const body = c.req.valid('json')
    await enforce(db, `otp-verify:ip:${ip(c)}`, LIMITS.codeVerifyPerIp)
    await enforce(db, `otp-verify:email:${body.email}`, LIMITS.codeVerifyPerEmail)
    const result = await checkCode(services, { purpose: 'sign-in', email: body.email, code: body.otp })
    const customer = result.ok && result.customerId ? await findByEmail(services, body.email) : undefined
    if (!customer) {
      const reason = result.ok ? 'wrong' : result.reason
      const [message, code] = CODE_REASONS[reason === 'missing' ? 'wrong' : reason]
      throw new HttpError(401, message, [{ field: 'otp', message }], undefined, code)
    }
    await clearLoginFailures(db, body.email)
    // An emailed code proves the mailbox: codes from the app work again after too many wrong ones (two-step.ts).
    if (customer.totpSecret) await clearSecondStepFailures(services, customer.id)
    if (customer.totpSecret) return answer(c, endpoints.verifySignInCode.answer, await signSecondStepTicket(services, customer, 'code'))
    return answer(c, endpoints.verifySignInCode.answer, await session(c, customer, 'code'))
  })

  route(endpoints.register, async (c) => {
    const body = c.req.valid('json')
    await enforce(db, `register:ip:${ip(c)}`, { ...LIMITS.registerPerIp, max: config.registerLimitPerIp })
    await refuseCommonPassword('regPassword', body.regPassword)
    const taken = () =>
      conflict('An account with this email already exists. Please sign in instead.', [
        { field: 'email', message: 'An account with this email already exists' },
      ])
    if (await findByEmail(services, body.email)) throw taken()
    let created: Customer
    try {
      ;[created] = await db
        .insert(customers)
        .values({
          email: body.email,
          firstName: body.firstName,
          lastName: body.lastName,
          countryCode: body.countryCode,
          contactNumber: body.contactNumber,
          passwordHash: await hashPassword(body.regPassword),
          passwordStrength: await judgePassword(body.regPassword, body),
        })
        .returning()
    } catch (error) {
      if (isUniqueViolation(error)) throw taken()
      throw error
    }
    return answer(c, endpoints.register.answer, await session(c, created, 'register'), 201)
  })

  route(endpoints.requestPasswordReset, async (c) => {
    const body = c.req.valid('json')
    await enforce(db, `forgot:ip:${ip(c)}`, LIMITS.forgotPerIp)
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

  route(endpoints.resetPassword, async (c) => {
    const body = c.req.valid('json')
    await enforce(db, `reset:ip:${ip(c)}`, LIMITS.resetPerIp)
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

  route(endpoints.crmLogin, async (c) => {
    const body = c.req.valid('json')
    await enforce(db, `crm-login:ip:${ip(c)}`, LIMITS.crmLoginPerIp)
    const claims = await verifyCrmToken(services.jwtKey, body.token)
    const customer = claims ? await findByEmail(services, claims.email.toLowerCase()) : undefined
    if (!claims || !customer) throw unauthorized(CRM_INVALID)
    try {
      // Single use: the token's id is recorded; a second use hits the unique hash.
      await db.insert(linkTokens).values({
        purpose: 'crm-sign-in',
        customerId: customer.id,
        tokenHash: sha256Hex(`crm:${claims.jti}`),
        expiresAt: new Date(claims.exp * 1000),
        usedAt: sql`now()`,
      })
    } catch (error) {
      if (isUniqueViolation(error)) throw unauthorized(CRM_INVALID)
      throw error
    }
    return answer(c, endpoints.crmLogin.answer, await session(c, customer, 'assisted'))
  })

  return app
}
