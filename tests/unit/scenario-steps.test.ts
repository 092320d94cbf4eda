import { describe, expect, it } from 'vitest'
import { passkeysMachine } from '@machines/passkeys.machine'
import { stepOnPage } from '../../scripts/lib/scenario-steps'

/** What the testers' catalogue (docs/scenarios) tells a tester to do to make a call fail on the dev server. */
describe('how a scenario makes a call fail', () => {
  const failing = (error: Record<string, unknown>) => stepOnPage(passkeysMachine, { type: 'xstate.error.actor.registerPasskey', error })

  it('a closed passkey prompt is made in the browser, not by going offline', () => {
    const step = failing({ status: 0, message: 'The passkey prompt was closed or timed out. Nothing changed.', code: 'passkey_prompt' })
    expect(step.how).toMatch(/cancel the browser's passkey prompt/)
    expect(step.how).not.toMatch(/offline/)
  })

  it('no answer from the server is made by going offline', () => {
    expect(failing({ status: 0, message: "We couldn't reach Ring Mobile." }).how).toMatch(/switch the browser offline/)
  })

  it("a server's refusal is armed with /dev/fail-next, carrying its status and message", () => {
    const how = failing({ status: 422, message: 'Give the passkey a name of 1 to 40 characters' }).how
    expect(how).toContain('/dev/fail-next')
    expect(how).toContain('"status":422')
    expect(how).toContain('Give the passkey a name of 1 to 40 characters')
  })
})
