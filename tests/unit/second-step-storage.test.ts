import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { blockedStorage, memoryStorage } from '../support/memory-storage'
import { keptSecondStep } from '@/features/auth/second-step/kept-second-step'
import { forgetSecondStep, keepSecondStep } from '@/lib/storage/second-step'

const now = Date.parse('2026-11-27T12:00:00Z')
const inFiveMinutes = new Date(now + 5 * 60_000).toISOString()

describe('the second step ticket kept by the tab', () => {
  let storage: Storage
  beforeEach(() => {
    storage = memoryStorage() as unknown as Storage
    vi.stubGlobal('sessionStorage', storage)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('is there after a reload while the ticket lasts', () => {
    keepSecondStep({ ticket: 'ticket-1', expiresAt: inFiveMinutes })
    // With the moment it runs out: the page turns to "sign in again" by itself then.
    expect(keptSecondStep(now)).toEqual({ ticket: 'ticket-1', expiresAt: inFiveMinutes })
    expect(keptSecondStep(now + 5 * 60_000 - 1)).toEqual({ ticket: 'ticket-1', expiresAt: inFiveMinutes })
  })

  it('is removed when read after its expiry, and stays gone', () => {
    keepSecondStep({ ticket: 'ticket-1', expiresAt: inFiveMinutes })
    expect(keptSecondStep(now + 5 * 60_000)).toBeNull()
    expect(storage.getItem('secondStep')).toBeNull()
    expect(keptSecondStep(now)).toBeNull()
  })

  it('is forgotten on demand (used, ended by the server, signing out)', () => {
    keepSecondStep({ ticket: 'ticket-1', expiresAt: inFiveMinutes })
    forgetSecondStep()
    expect(keptSecondStep(now)).toBeNull()
  })

  it('counts a corrupt entry as none and removes it', () => {
    for (const raw of [
      'not json',
      '{"ticket":"t"}',
      '{"ticket":"","expiresAt":"2999-01-01T00:00:00Z"}',
      '{"ticket":"t","expiresAt":"soon"}',
    ]) {
      storage.setItem('secondStep', raw)
      expect(keptSecondStep(now), raw).toBeNull()
      expect(storage.getItem('secondStep'), raw).toBeNull()
    }
  })

  it('keeps nothing where storage is blocked', () => {
    vi.stubGlobal('sessionStorage', blockedStorage())
    expect(() => keepSecondStep({ ticket: 'ticket-1', expiresAt: inFiveMinutes })).not.toThrow()
    expect(keptSecondStep(now)).toBeNull()
  })
})
