import { describe, expect, it } from 'vitest'
import { securityOverviewSchema } from '@contract/security'
import { judgePassword } from '@server/security/password-strength'
import { changePassword, serverForFile } from './support/harness'
import { TEST_PASSWORD } from './support/fixtures'

const server = serverForFile()

const owner = { email: 'dana.reyes@test.example', firstName: 'Dana', lastName: 'Reyes', contactNumber: '3125550100' }

async function passwordItem(token: string) {
  const answer = await server.call('/app/security', { token })
  expect(answer.status).toBe(200)
  return securityOverviewSchema.parse(answer.body).checklist.find((item) => item.key === 'password')!
}

describe('judging a password', () => {
  it.each([
    ['Demo#2026', 'weak'],
    ['Kx9#mPq2vL!', 'weak'],
    ['Password#2026!', 'weak'],
    ['Dana#Reyes1986', 'weak'],
    ['dana.reyes#3125550100', 'weak'],
    ['Journey#Test2026', 'strong'],
    ['Kx9#mPq2vL!z', 'strong'],
    ['Sunset-Ladder-Piano7', 'strong'],
    // The longest password the rules allow, a repeated pattern of the kind that is costly to estimate.
    ['Aa1!'.repeat(32), 'weak'],
  ])('%s is %s', async (password, verdict) => {
    expect(await judgePassword(password, owner)).toBe(verdict)
  })
})

describe('the strength is judged when a password is set and shown on the Security page', () => {
  it('a password set before strength was judged asks its owner to change it', async () => {
    expect((await server.customer('alice')).passwordStrength).toBeNull()
    const item = await passwordItem(await server.signIn('alice'))
    expect(item).toMatchObject({ done: false, next: { label: 'Change your password', to: '/dashboard/setting' } })
    expect(item.detail).toMatch(/can't tell how strong/)
  })

  it('the demo customer’s password is judged when it is seeded', async () => {
    expect((await server.customer('demo')).passwordStrength).toBe('weak')
  })

  it('register: a strong password is done; a weak one that meets the rules is accepted and named weak', async () => {
    const form = { firstName: 'Nora', lastName: 'Lindqvist', countryCode: '+1', contactNumber: '3125550177', acceptTerms: true }
    const strong = await server.call('/app/auth/register', {
      body: { ...form, email: 'nora@test.example', regPassword: 'Sunset#Ladder#Piano7', confirmRegPassword: 'Sunset#Ladder#Piano7' },
    })
    expect(strong.status).toBe(201)
    expect(await passwordItem(strong.body.token)).toMatchObject({ done: true, next: null })

    const weak = await server.call('/app/auth/register', {
      body: { ...form, email: 'nora2@test.example', regPassword: 'Nora#2026x', confirmRegPassword: 'Nora#2026x' },
    })
    expect(weak.status).toBe(201)
    const item = await passwordItem(weak.body.token)
    expect(item).toMatchObject({ done: false, next: { label: 'Change your password', to: '/dashboard/setting' } })
    expect(item.detail).toMatch(/short or easy to guess/)
  })

  it('change: the new password is judged; a refused change keeps the old verdict', async () => {
    const token = await server.signIn('erin')
    const refused = await changePassword(server, token, 'Wrong#2026', 'Journey#Test2026')
    expect(refused.status).toBe(422)
    expect((await server.customer('erin')).passwordStrength).toBeNull()

    const changed = await changePassword(server, token, TEST_PASSWORD, 'Journey#Test2026')
    expect(changed.status).toBe(200)
    expect((await server.customer('erin')).passwordStrength).toBe('strong')
    expect(await passwordItem(changed.body.token)).toMatchObject({ done: true })

    const weaker = await changePassword(server, changed.body.token, 'Journey#Test2026', 'Erin#Tester1')
    expect(weaker.status).toBe(200)
    expect((await server.customer('erin')).passwordStrength).toBe('weak')
  })

  it('reset: the password set through an emailed link is judged', async () => {
    await server.call('/app/auth/forgot-password', { body: { email: 'frank@test.example' } })
    const link = /token=([A-Za-z0-9_-]+)/.exec((await server.lastMail('frank@test.example'))!.text)![1]
    const reset = await server.call('/app/auth/reset-password', {
      body: { token: link, newPassword: 'Kx9#mPq2vL!z', confirmNewPassword: 'Kx9#mPq2vL!z' },
    })
    expect(reset.status).toBe(200)
    expect((await server.customer('frank')).passwordStrength).toBe('strong')
    expect(await passwordItem(await server.signIn('frank', 'Kx9#mPq2vL!z'))).toMatchObject({ done: true })
  })
})
