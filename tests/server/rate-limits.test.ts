import { and, desc, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { oneTimeCodes, rateLimits } from '@server/db/schema'
import { CODE_RULES } from '@server/lib/codes'
import { LOGIN_BACKOFF } from '@server/lib/rate-limit'
import { TEST_PASSWORD } from './support/fixtures'
import { codeIn, serverForFile } from './support/harness'

/** Limits hold under parallel requests: each try is counted in one statement before it is checked. */
const server = serverForFile()

const statuses = (results: { status: number }[]) => results.map((result) => result.status)

/**
 * A burst of wrong sign-in codes in parallel, and the right code sent last: once the burst's tries are counted
 * (parallel requests reach the database in any order, so "last" is made sure by waiting for the count, not for
 * the answers, which may still be in flight).
 */
async function burstThenRightCode(email: string, code: string, wrongCount: number) {
  const wrong = code === '000000' ? '111111' : '000000'
  const maxTries = CODE_RULES['sign-in'].maxTries
  const wrongs = Array.from({ length: wrongCount }, () => server.call('/app/auth/otp/verify', { body: { email, otp: wrong } }))
  await expect
    .poll(async () => {
      const [row] = await server.db
        .select({ tries: oneTimeCodes.tries })
        .from(oneTimeCodes)
        .where(and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.purpose, 'sign-in')))
        .orderBy(desc(oneTimeCodes.createdAt))
        .limit(1)
      return row.tries
    })
    .toBe(maxTries)
  const right = server.call('/app/auth/otp/verify', { body: { email, otp: code } })
  return Promise.all([...wrongs, right])
}

describe('parallel bursts', () => {
  it('checks no more wrong passwords than the back-off allows; the rest get 429', async () => {
    const burst = await Promise.all(
      Array.from({ length: 15 }, () => server.call('/app/auth/login', { body: { email: 'carol@test.example', password: 'Wrong#Pass1' } })),
    )
    const checked = statuses(burst).filter((status) => status === 401)
    const refused = burst.filter((result) => result.status === 429)
    expect(checked).toHaveLength(LOGIN_BACKOFF.freeFailures)
    expect(refused).toHaveLength(15 - LOGIN_BACKOFF.freeFailures)
    for (const result of refused) expect(Number(result.headers.get('retry-after'))).toBeGreaterThan(0)
    // The right password waits its turn too.
    expect((await server.call('/app/auth/login', { body: { email: 'carol@test.example', password: TEST_PASSWORD } })).status).toBe(429)
  })

  it('refuses the right sign-in code sent last in a burst of wrong ones once its tries are used up', async () => {
    const email = 'dave@test.example'
    await server.call('/app/auth/otp/send', { body: { email } })
    const code = codeIn((await server.lastMail(email))!.text, 6)
    const maxTries = CODE_RULES['sign-in'].maxTries
    const burst = await burstThenRightCode(email, code, maxTries + 3)
    expect(statuses(burst)).toEqual(Array(maxTries + 4).fill(401))
    const right = burst.at(-1)!
    expect(right.body).toMatchObject({ code: 'code_locked', message: 'Too many wrong tries for this code. Please ask for a new one.' })
    expect(right.body.token).toBeUndefined()
    const [row] = await server.db
      .select({ tries: oneTimeCodes.tries, consumed: oneTimeCodes.consumedAt })
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.purpose, 'sign-in')))
    // No more comparisons than tries allowed, and the code is retired.
    expect(row.tries).toBe(maxTries)
    expect(row.consumed).not.toBeNull()
  })
  it('checks one wrong password of a burst sent right after the back-off wait, and refuses the rest', async () => {
    const email = 'erin@test.example'
    const wrong = { email, password: 'Wrong#Pass1' }
    for (let i = 0; i < LOGIN_BACKOFF.freeFailures; i += 1) expect((await server.call('/app/auth/login', { body: wrong })).status).toBe(401)
    expect((await server.call('/app/auth/login', { body: wrong })).status).toBe(429)
    // The wait is over: the last failure is as old as the first step of the back-off.
    await server.db
      .update(rateLimits)
      .set({ windowStartedAt: sql`now() - make_interval(secs => ${LOGIN_BACKOFF.baseSeconds + 1})` })
      .where(eq(rateLimits.key, `login-fail:${email}`))
    const burst = await Promise.all(Array.from({ length: 10 }, () => server.call('/app/auth/login', { body: wrong })))
    expect(statuses(burst).filter((status) => status === 401)).toHaveLength(1)
    expect(statuses(burst).filter((status) => status === 429)).toHaveLength(9)
  })

  it('never accepts the right sign-in code sent last in a burst of wrong ones, round after round', async () => {
    const email = 'frank@test.example'
    const maxTries = CODE_RULES['sign-in'].maxTries
    for (let round = 0; round < 4; round += 1) {
      await server.resetLimits()
      await server.call('/app/auth/otp/send', { body: { email } })
      const code = codeIn((await server.lastMail(email))!.text, 6)
      const burst = await burstThenRightCode(email, code, maxTries + 3)
      expect(burst.at(-1)!.status).toBe(401)
      expect(burst.at(-1)!.body.token).toBeUndefined()
    }
  })
})
