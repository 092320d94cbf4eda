import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '@server/config'
import { clientIp } from '@server/lib/http'
import { LIMITS } from '@server/lib/rate-limit'
import { serverForFile } from './support/harness'

/** Whom the server believes about the client's address (TRUST_PROXY), which keys the per-IP limits. */
// The tests' client comes from 127.0.0.1: one trusted proxy in front of the server.
const server = serverForFile({ trustProxy: { proxies: ['127.0.0.1'] } })

const login = (i: number, forwardedFor: string) =>
  server.call('/app/auth/login', {
    body: { email: `nobody${i}@test.example`, password: 'Wrong#Pass1' },
    headers: { 'x-forwarded-for': forwardedFor },
  })

describe('TRUST_PROXY', () => {
  it('reads the client address from the right of X-Forwarded-For: varied values written by the client do not pass the per-IP limit', async () => {
    const max = LIMITS.loginPerIp.max
    const statuses: number[] = []
    for (let i = 0; i < max + 5; i += 1) statuses.push((await login(i, `10.9.${i}.1, 203.0.113.7`)).status)
    expect(statuses.slice(0, max).every((status) => status === 401)).toBe(true)
    expect(statuses.slice(max)).toEqual(Array(5).fill(429))
    // Another client behind the same proxy has its own count.
    expect((await login(999, '203.0.113.8')).status).toBe(401)
  })

  it('with a number of hops, takes the address that many places left of the socket', async () => {
    const seen = async (hops: number, forwardedFor: string) => {
      const app = new Hono().get('/', (c) => c.text(clientIp(c, { hops })))
      return (await app.request('/', { headers: { 'x-forwarded-for': forwardedFor } })).text()
    }
    // No socket here: it counts as 'unknown', the rightmost place.
    expect(await seen(1, 'forged, 198.51.100.2')).toBe('198.51.100.2')
    expect(await seen(2, 'forged, 198.51.100.2, 10.0.0.5')).toBe('198.51.100.2')
    expect(await seen(3, '198.51.100.2')).toBe('198.51.100.2')
    expect(await seen(0, 'forged')).toBe('unknown')
  })

  it('accepts hops, true, addresses and ranges, and refuses anything else', () => {
    const env = { NODE_ENV: 'test', DATA_DIR: '.data-test/unused', JWT_SECRET: 'x'.repeat(32) }
    expect(loadConfig(env).trustProxy).toEqual({ hops: 0 })
    expect(loadConfig({ ...env, TRUST_PROXY: 'true' }).trustProxy).toEqual({ hops: 1 })
    expect(loadConfig({ ...env, TRUST_PROXY: '2' }).trustProxy).toEqual({ hops: 2 })
    expect(loadConfig({ ...env, TRUST_PROXY: '10.0.0.0/8, 192.168.1.4,::1' }).trustProxy).toEqual({
      proxies: ['10.0.0.0/8', '192.168.1.4', '::1'],
    })
    expect(() => loadConfig({ ...env, TRUST_PROXY: 'yes please' })).toThrow(ConfigError)
    expect(() => loadConfig({ ...env, TRUST_PROXY: '10.0.0.0/99' })).toThrow(/TRUST_PROXY/)
  })
})
