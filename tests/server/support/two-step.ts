import { expect } from 'vitest'
import { TWO_STEP_MESSAGES } from '@contract/security'
import { totpAt } from '@server/security/totp'
import { emailOf, type TestServer } from './harness'
import { TEST_PASSWORD, type TestCustomerKey } from './fixtures'

/** The two calls of a sign-in with two-step on: the password (answered with a ticket) and the second step. */
export function twoStepSignIn(server: TestServer) {
  return {
    login: (who: TestCustomerKey) => server.call('/app/auth/login', { body: { email: emailOf(who), password: TEST_PASSWORD } }),
    secondStep: (ticket: string, code: string) => server.call('/app/auth/second-step', { token: ticket, body: { code } }),
  }
}

/**
 * At the second step of `ticket`: a code from ten minutes ago is wrong, and `usedCode` (the one that turned two-step
 * on) is a reuse, each a 401 with its own message and code. Answers both refusals.
 */
export async function expectOldAndUsedCodesRefused(server: TestServer, ticket: string, secret: string, usedCode: string) {
  const { secondStep } = twoStepSignIn(server)
  const wrong = await secondStep(ticket, totpAt(secret, Date.now() - 10 * 60_000))
  expect(wrong.status).toBe(401)
  expect(wrong.body).toMatchObject({ message: TWO_STEP_MESSAGES.wrongCode, code: 'code_invalid' })
  const reused = await secondStep(ticket, usedCode)
  expect(reused.status).toBe(401)
  expect(reused.body).toMatchObject({ message: TWO_STEP_MESSAGES.reusedCode, code: 'code_reused' })
  return { wrong, reused }
}
