import { describe, expect, it } from 'vitest'
import { isTokenUsable, readTokenClaims } from '@/lib/storage/token'

function jwt(payload: object) {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`
}

const now = Date.parse('2026-11-21T12:00:00Z')
const inAnHour = now / 1000 + 3600

describe('stored token', () => {
  it('is usable while well formed and not expired', () => {
    expect(isTokenUsable(jwt({ sub: 'cus_1', exp: inAnHour }), now)).toBe(true)
  })

  it('counts as absent when expired, corrupt or missing', () => {
    expect(isTokenUsable(jwt({ sub: 'cus_1', exp: now / 1000 - 1 }), now)).toBe(false)
    expect(isTokenUsable('not-a-token', now)).toBe(false)
    expect(isTokenUsable('a.%%%.c', now)).toBe(false)
    expect(isTokenUsable(jwt({ sub: 'cus_1' }), now)).toBe(false)
    expect(isTokenUsable(jwt({ exp: inAnHour }), now)).toBe(false)
    expect(isTokenUsable(null, now)).toBe(false)
    expect(isTokenUsable('', now)).toBe(false)
  })

  it('reads the assisted claim of a support agent session, and names with accents', () => {
    expect(readTokenClaims(jwt({ sub: 'cus_é', exp: inAnHour, assisted: true }))).toEqual({
      sub: 'cus_é',
      exp: inAnHour,
      assisted: true,
    })
    expect(readTokenClaims(jwt({ sub: 'c', exp: inAnHour }))?.assisted).toBe(false)
  })
})
