import { describe, expect, it } from 'vitest'
import { LINE_STATE_MESSAGES, LINE_STATES, lineAllows, lineEnded, lineRefusal, lineStateOf, type LineState } from '@contract/line-state'

const billing = (state: string, lost = false) => ({ state, lost })

describe('a line state from what is stored', () => {
  it.each([
    [{ simStatus: 'active', portedOut: false, billing: billing('current') }, 'active'],
    [{ simStatus: 'active', portedOut: false, billing: null }, 'active'],
    [{ simStatus: 'active', portedOut: false, billing: billing('pastDue') }, 'grace'],
    [{ simStatus: 'active', portedOut: false, billing: billing('grace') }, 'grace'],
    [{ simStatus: 'suspended', portedOut: false, billing: billing('suspended') }, 'suspended'],
    [{ simStatus: 'active', portedOut: false, billing: billing('suspended') }, 'suspended'],
    [{ simStatus: 'suspended', portedOut: false, billing: billing('current', true) }, 'lost'],
    [{ simStatus: 'suspended', portedOut: false, billing: billing('suspended', true) }, 'lost'],
    [{ simStatus: 'cancelled', portedOut: false, billing: billing('current') }, 'cancelled'],
    [{ simStatus: 'cancelled', portedOut: true, billing: billing('current') }, 'portedOut'],
    [{ simStatus: 'cancelled', portedOut: true, billing: billing('pastDue') }, 'portedOut'],
    [{ simStatus: 'pending', portedOut: false, billing: null }, 'pendingActivation'],
    [{ simStatus: 'inprogress', portedOut: false, billing: null }, 'pendingActivation'],
    [{ simStatus: 'failed', portedOut: false, billing: null }, 'pendingActivation'],
    [{ simStatus: 'not active', portedOut: false, billing: null }, 'pendingActivation'],
  ] as const)('%j is %s', (facts, state) => {
    expect(lineStateOf(facts)).toBe(state)
  })
})

describe('what may be done in each state', () => {
  /** What an active line offers besides its receipts: every service but restoring it. */
  const activeServices = ['pay', 'autopay', 'changePlan', 'addOns', 'usage', 'switchPhone', 'numberLock', 'suspendLost'] as const
  const offered = (state: LineState) =>
    ([...activeServices, 'restoreLost', 'receipts'] as const).filter((action) => lineAllows(state, action))

  it('keeps the receipts in every state', () => {
    for (const state of LINE_STATES) expect(lineAllows(state, 'receipts')).toBe(true)
  })

  it('offers a ported-out or cancelled line nothing but its receipts', () => {
    expect(offered('portedOut')).toEqual(['receipts'])
    expect(offered('cancelled')).toEqual(['receipts'])
    expect(LINE_STATES.filter(lineEnded)).toEqual(['cancelled', 'portedOut'])
  })

  it('lets an active line do everything but restore', () => {
    expect(offered('active')).toEqual([...activeServices, 'receipts'])
  })

  it('keeps service in grace but asks for the payment before a plan change or an add-on', () => {
    expect(offered('grace')).toEqual(['pay', 'autopay', 'usage', 'switchPhone', 'numberLock', 'suspendLost', 'receipts'])
  })

  it('lets a suspended line be paid, not moved; a lost one restored, not paid', () => {
    expect(offered('suspended')).toEqual(['pay', 'autopay', 'usage', 'numberLock', 'receipts'])
    expect(offered('lost')).toEqual(['autopay', 'usage', 'numberLock', 'restoreLost', 'receipts'])
  })

  it('waits for activation before billing, usage or a new phone', () => {
    expect(offered('pendingActivation')).toEqual(['numberLock', 'receipts'])
  })
})

describe('the refusal of an action', () => {
  it('is null where the action applies, the state’s message or the action’s own words where not', () => {
    expect(lineRefusal('active', 'pay')).toBeNull()
    expect(lineRefusal('portedOut', 'pay')).toBe(LINE_STATE_MESSAGES.portedOut)
    expect(lineRefusal('portedOut', 'numberLock', { portedOut: 'moved' })).toBe('moved')
    expect(lineRefusal('suspended', 'switchPhone')).toBe(LINE_STATE_MESSAGES.suspended)
    expect(lineRefusal('grace', 'addOns', { grace: 'pay first' })).toBe('pay first')
    expect(lineRefusal('active', 'restoreLost', { active: 'not lost' })).toBe('not lost')
  })
})
