import { describe, expect, it } from 'vitest'
import { passkeysMachine } from '@machines/passkeys.machine'
import { stepOnPage } from '../../scripts/lib/scenario-steps'
import { unfollowable } from '../support/catalogue-checks'

/** What the testers' catalogue (docs/scenarios) tells a tester to do to make a call fail on the dev server. */
describe('how a scenario makes a call fail', () => {
  const failing = (error: Record<string, unknown>) => stepOnPage(passkeysMachine, { type: 'xstate.error.actor.registerPasskey', error })

  it('a closed passkey prompt is made in the browser, not by going offline', () => {
    const step = failing({ status: 0, message: 'The passkey prompt was closed or timed out. Nothing changed.', code: 'passkey_prompt' })
    expect(step.how).toMatch(/cancel the browser's passkey prompt/)
    expect(step.how).not.toMatch(/offline/)
  })

  it('no answer from the server is armed as a 503 carrying the same message, never by going offline', () => {
    const how = failing({ status: 0, message: "We couldn't reach Ring Mobile." }).how
    expect(how).toContain('/dev/fail-next')
    expect(how).toContain("We couldn'\\''t reach Ring Mobile.")
    expect(how).not.toMatch(/offline/)
  })

  it("a server's refusal is armed with /dev/fail-next, carrying its status and message", () => {
    const how = failing({ status: 422, message: 'Give the passkey a name of 1 to 40 characters' }).how
    expect(how).toContain('/dev/fail-next')
    expect(how).toContain('"status":422')
    expect(how).toContain('Give the passkey a name of 1 to 40 characters')
  })
})

/** The catalogue test refuses a case a person cannot follow: each kind, on a case written the way it once was. */
describe('a test case a person cannot follow', () => {
  const followable = {
    id: 'passkeys-1',
    preconditions: 'Signed in as the demo customer, on /dashboard/settings (Passkeys)',
    steps: [{ action: 'Press Remove on the passkey Work laptop', data: '', expected: 'Asks "Remove this passkey?"' }],
  }

  it('passes one that names the page, the control and what shows', () => {
    expect(unfollowable([followable])).toEqual([])
  })

  it('refuses a step that reads as an event name, from the tables or not', () => {
    const step = stepOnPage(passkeysMachine, { type: 'passkey.unheardOf', id: 'pk-1' })
    expect(step.fromName).toBe(true)
    const steps = [{ ...followable.steps[0]!, action: 'Choose passkey remove (id pk-1)' }]
    expect(unfollowable([{ ...followable, steps }])).toEqual([expect.stringMatching(/reads as an event name/)])
  })

  it('refuses a precondition without a page', () => {
    expect(unfollowable([{ ...followable, preconditions: 'On see docs/flows/twoStep.md' }])).toEqual([
      expect.stringMatching(/names no page/),
    ])
  })

  it('refuses an expected result with a field key or raw state data', () => {
    const keyed = [{ ...followable.steps[0]!, expected: 'billingAccount, pinPassword, Save and Cancel' }]
    const raw = [{ ...followable.steps[0]!, expected: 'no email {}: missingEmail' }]
    expect(unfollowable([{ ...followable, steps: keyed }])).toEqual([expect.stringMatching(/field keys: billingAccount, pinPassword/)])
    expect(unfollowable([{ ...followable, steps: raw }])).toEqual([
      expect.stringMatching(/field keys: missingEmail/),
      expect.stringMatching(/raw data/),
    ])
  })

  it('refuses waiting for an answer and going offline on cue', () => {
    const steps = [{ ...followable.steps[0]!, action: 'Wait for the answer (load cards)' }]
    expect(unfollowable([{ ...followable, steps }])).toEqual([expect.stringMatching(/cannot be done by hand/)])
    const offline = `${followable.preconditions}\nBefore step 7: switch the browser offline (DevTools → Network → Offline)`
    expect(unfollowable([{ ...followable, preconditions: offline }])).toEqual([expect.stringMatching(/offline on cue/)])
  })

  it('folds a server answer into the step that made the call, and arms a missing answer as a 503 with its message', () => {
    expect(stepOnPage(passkeysMachine, { type: 'xstate.done.actor.loadPasskeys', output: [] }).kind).toBe('answer')
    const how = stepOnPage(passkeysMachine, {
      type: 'xstate.error.actor.loadPasskeys',
      error: { status: 0, message: "We couldn't reach Ring Mobile." },
    }).how
    expect(how).toContain('"status":503')
    expect(how).toContain('"reads":true')
  })
})
