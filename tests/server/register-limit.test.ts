import { describe, expect, it } from 'vitest'
import { serverForFile } from './support/harness'

/** The new-account limit per client address is the server's setting (REGISTER_LIMIT_PER_IP), here 2 an hour. */
const server = serverForFile({ registerLimitPerIp: 2 })

const customer = (n: number) => ({
  firstName: 'Rae',
  lastName: 'Limit',
  email: `rae.limit.${n}@test.example`,
  countryCode: '+1',
  contactNumber: '3125550111',
  regPassword: 'Fresh#Start9',
  confirmRegPassword: 'Fresh#Start9',
  acceptTerms: true,
})

describe('POST /app/auth/register from one address', () => {
  it('creates as many accounts as the setting allows, then answers 429 and creates none', async () => {
    const statuses = []
    for (const n of [1, 2, 3]) statuses.push((await server.call('/app/auth/register', { body: customer(n) })).status)
    expect(statuses).toEqual([201, 201, 429])
    const login = await server.call('/app/auth/login', { body: { email: customer(3).email, password: 'Fresh#Start9' } })
    expect(login.status).toBe(401)
  })
})
