import { describe, expect, it } from 'vitest'
import { blockedStorage, memoryStorage as memory } from '../support/memory-storage'
import { createTokenStore, isTokenUsable, readTokenClaims, TOKEN_KEY } from '@/lib/storage/token'

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

describe('token store', () => {
  const fresh = () => jwt({ sub: 'cus_1', exp: Date.now() / 1000 + 3600 })

  it("keeps the token under the key 'token' and tells subscribers of every change", () => {
    const storage = memory()
    const tokens = createTokenStore(() => storage)
    const seen: (string | null)[] = []
    const unsubscribe = tokens.subscribe((token) => seen.push(token))
    const token = fresh()
    tokens.set(token)
    expect(TOKEN_KEY).toBe('token')
    expect(storage.data.get('token')).toBe(token)
    expect(tokens.get()).toBe(token)
    expect(tokens.usable()).toBe(token)
    tokens.clear()
    expect(storage.data.has('token')).toBe(false)
    unsubscribe()
    tokens.set(token)
    expect(seen).toEqual([token, null])
  })

  it('removes an expired or corrupt token when asked for a usable one', () => {
    for (const stale of [jwt({ sub: 'cus_1', exp: Date.now() / 1000 - 60 }), 'garbage']) {
      const storage = memory({ token: stale })
      const tokens = createTokenStore(() => storage)
      expect(tokens.get()).toBe(stale)
      expect(tokens.usable()).toBeNull()
      expect(storage.data.has('token')).toBe(false)
    }
  })

  it('works without storage (blocked): nothing is kept, nothing throws', () => {
    const blocked = blockedStorage()
    const tokens = createTokenStore(() => blocked)
    expect(() => tokens.set(fresh())).not.toThrow()
    expect(tokens.get()).toBeNull()
    expect(tokens.usable()).toBeNull()
    expect(() => tokens.clear()).not.toThrow()
    expect(createTokenStore(() => undefined).get()).toBeNull()
  })
})
