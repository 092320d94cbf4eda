import { describe, expect, it } from 'vitest'
import { securityOverviewSchema, signOutOthersAnswerSchema } from '@contract/security'
import { serverForFile } from './support/harness'

const server = serverForFile()

const overview = async (token: string) => {
  const answer = await server.call('/app/security', { token })
  expect(answer.status).toBe(200)
  return securityOverviewSchema.parse(answer.body)
}

describe('the Security page', () => {
  it('lists the checklist with the next step, the recent sign-ins, and every refused attempt', async () => {
    const token = await server.signIn('alice')
    const page = await overview(token)
    // The test customers' password was stored without a verdict (as every password set before strength was judged).
    expect(page.checklist.map((item) => [item.key, item.done])).toEqual([
      ['password', false],
      ['twoStep', false],
      ['passkey', false],
      ['numberLock', true],
    ])
    expect(page.checklist.find((item) => item.key === 'twoStep')!.next).toEqual({
      label: 'Turn on two-step sign-in',
      to: '/dashboard/setting',
    })
    const current = page.signIns.find((row) => row.current)!
    expect(current).toMatchObject({ how: 'Password', ip: '127.0.0.1', browser: expect.any(String) })
    expect(page.refusedLast30Days).toBe(0)

    // A wrong password at a step-up: counted and listed, newest first, with the address it came from.
    await server.call('/app/security/step-up', { token, body: { password: 'Wrong#2026' } })
    const after = await overview(token)
    expect(after.refusedLast30Days).toBe(1)
    expect(after.events[0]).toMatchObject({ refused: true, detail: 'Wrong password when confirming it was you', ip: '127.0.0.1' })
  })

  it('signs out every other session and keeps this one going with a new token', async () => {
    const elsewhere = await server.signIn('bob')
    const here = await server.signIn('bob')
    const answer = await server.call('/app/security/sign-out-others', { token: here, method: 'POST' })
    expect(answer.status).toBe(200)
    const { token } = signOutOthersAnswerSchema.parse(answer.body)
    expect((await server.call('/app/users/view', { token: elsewhere })).status).toBe(401)
    expect((await server.call('/app/users/view', { token: here })).status).toBe(401)
    expect((await server.call('/app/users/view', { token })).status).toBe(200)
    const page = await overview(token)
    expect(page.signIns.find((row) => row.current)).toBeDefined()
    expect(page.events[0]).toMatchObject({ refused: false, detail: 'Signed out everywhere else' })
  })
})
