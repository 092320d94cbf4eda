import { describe, expect, it } from 'vitest'
import { REQUEST_VALID_HOURS } from '@contract/family'
import { familyPageMachine, type FamilyPageContext } from '@machines/family-page.machine'
import { MEMBER_GROUP } from './family.samples'

/** The page's timer for the soonest pending request, as XState computes it from the machine's delays. */
const delayFor = (expiresAt: string) => {
  const delay = familyPageMachine.implementations.delays.requestExpiry as (args: { context: FamilyPageContext }) => number
  const group = {
    ...MEMBER_GROUP,
    requests: MEMBER_GROUP.requests.map((request) => ({ ...request, status: 'pending' as const, expiresAt })),
  }
  return delay({ context: { group } as FamilyPageContext })
}

describe('the family page reads the group again when the soonest request expires', () => {
  it('waits until that request expires', () => {
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString()
    expect(delayFor(inAnHour)).toBeGreaterThan(3_500_000)
    expect(delayFor(inAnHour)).toBeLessThanOrEqual(3_600_000)
  })

  it("never waits longer than a request's life, so an expiry far ahead on a moved carrier clock cannot overflow the timer", () => {
    const in40Days = new Date(Date.now() + 40 * 24 * 3_600_000).toISOString()
    expect(delayFor(in40Days)).toBe(REQUEST_VALID_HOURS * 3_600_000)
  })
})
