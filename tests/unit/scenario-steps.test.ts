import type { AnyStateMachine } from 'xstate'
import { describe, expect, it } from 'vitest'
import { passkeysMachine } from '@machines/passkeys.machine'
import { twoStepMachine } from '@machines/two-step.machine'
import { lineCareMachine } from '@machines/line-care.machine'
import { contactMachine } from '@machines/contact.machine'
import { messagesShown, signedInAs, startingSituation, stepOnPage, stepUpAnswer } from '../../scripts/lib/scenario-steps'
import { buildScenarios, isWaiting } from '../../scripts/lib/scenarios'
import { slowedWithoutCall, unfollowable, waitsOnCall } from '../support/catalogue-checks'
import { contactSamples } from '../machines/account.samples'
import { registerSamples } from '../machines/auth.samples'
import { lineUsageSamples } from '../machines/line-care.samples'
import { createCoverage, createReplayActor } from '../support/machine-graph'

/** The catalogue's step for the call `actor` of `machine` failing with `error`. */
const failedCall = (machine: AnyStateMachine, actor: string, error: Record<string, unknown>) =>
  stepOnPage(machine, { type: `xstate.error.actor.${actor}`, error })

/** What the testers' catalogue (docs/scenarios) tells a tester to do to make a call fail on the dev server. */
describe('how a scenario makes a call fail', () => {
  const failing = (error: Record<string, unknown>) => failedCall(passkeysMachine, 'registerPasskey', error)

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

/** What a tester found wrong following the catalogue on the running app, each kept from coming back. */
describe('a scenario as a tester follows it on the running app', () => {
  it('arms a failed read with its path: a page opened first reads the profile, which an unaimed read would fail', () => {
    const how = failedCall(lineCareMachine, 'loadLineCare', { status: 404, message: 'We could not find this line' }).how
    expect(how).toContain('"reads":true')
    expect(how).toContain('"path":"/line-care/lines/"')
  })

  it('arms a change behind "Confirm it\'s you" with its path, so the proof\'s own POST is not the one refused', () => {
    const how = failedCall(twoStepMachine, 'startSetup', { status: 409, message: 'Two-step sign-in is already on.' }).how
    expect(how).toContain('"path":"/two-step/setup"')
  })

  it('shows a field error under its label, apart from the message', () => {
    expect(messagesShown({ errors: { yourNumber: 'Please enter a valid number' } }, 'checkout')).toEqual([
      'Under Your current number: “Please enter a valid number”',
    ])
    expect(messagesShown({ formError: 'Not eligible' })).toEqual(['Shows “Not eligible”'])
    // The contact form's refusal is in its notification only: the form itself shows no message.
    expect(messagesShown({ formError: 'Too many messages. Please try again in 10 minutes.' }, 'contact')).toEqual([])
    // Back from the SIM step, its error stays in the form but is not on the phone step's page.
    expect(messagesShown({ errors: { simType: 'Please choose eSIM or SIM card' } }, 'checkout', 'device')).toEqual([])
    expect(messagesShown({ errors: { simType: 'Please choose eSIM or SIM card' } }, 'checkout', 'sim')).toHaveLength(1)
  })

  it('says how to make a starting situation, from the answers the path gets', () => {
    const declined = [{ type: 'xstate.done.actor.getPaymentSession', output: { status: 'failed' } }]
    expect(startingSituation('paymentResult', 'back from paying at checkout', declined)).toContain('4000 0000 0000 0002')
    expect(startingSituation('passwordSignIn', 'email carried over', [])).toContain('press Continue with password')
    const on = [{ type: 'xstate.done.actor.loadTwoStep', output: { enabled: true } }]
    expect(startingSituation('twoStep', 'default', on)).toMatch(/^Starting situation: two-step sign-in turned on first/)
    expect(startingSituation('twoStep', 'default', [])).toBeUndefined()
    // The server takes WELCOME10 on a first order only: a path that applies it needs a customer who has paid none.
    const promo = [{ type: 'xstate.done.actor.getQuote', output: { promoCode: 'WELCOME10' } }]
    expect(startingSituation('checkout', 'Unlimited in the cart', promo)).toMatch(/paid no checkout yet/)
    expect(startingSituation('checkout', 'Unlimited in the cart', [])).not.toMatch(/paid no checkout/)
  })

  it('says how to make each family set-up and who signs in: an invitee with no line is registered and buys none', () => {
    const preview = (output: unknown) => [{ type: 'xstate.done.actor.loadPreview', output }]
    const noLine = preview({ kind: 'moveLine', lines: [] })
    expect(startingSituation('familyJoin', 'link', noLine)).toMatch(/register Kim at \/register with a new address and buy no line/)
    expect(startingSituation('familyJoin', 'link', noLine)).toMatch(/open the link signed in as Kim/)
    expect(signedInAs('familyJoin', noLine)).toMatch(/^Kim, the invitee: .*not the demo customer/)
    const newLine = preview({ kind: 'newLine', lines: [] })
    expect(startingSituation('familyJoin', 'link', newLine)).toMatch(/choose A new line and Starter.*demo@ringmobile\.example/)
    expect(signedInAs('familyJoin', newLine)).toMatch(/^the demo customer demo@ringmobile\.example/)
    // The Family page's set-up follows from the group it first reads: none, the owner's, a member's.
    const group = (value: unknown) => [{ type: 'xstate.done.actor.loadFamily', output: { group: value } }]
    expect(startingSituation('familyPage', 'dana', group(null))).toMatch(/in no group/)
    const owner = { role: 'owner', members: [{}, {}], invites: [{}], pendingTransfer: null }
    expect(startingSituation('familyPage', 'dana', group(owner))).toMatch(/register Sam at \/register.*Send request.*kim@example\.com/)
    const member = { ...owner, role: 'member' }
    expect(startingSituation('familyPage', 'dana', group(member))).toMatch(/register Alex at \/register.*Offer ownership/)
  })

  it('asks "Confirm it\'s you" only without a recent proof: a refused proof forgets them first, the next is given', () => {
    const refused = stepUpAnswer({ type: 'xstate.done.actor.stepUp', output: { proven: false } }, true)
    expect(refused).toMatchObject({ fresh: false, add: expect.stringMatching(/Cancel in “Confirm it's you”/) })
    expect(refused.how).toContain('/dev/security/forget-proofs')
    const given = stepUpAnswer({ type: 'xstate.done.actor.stepUp', output: { proven: true } }, false)
    expect(given).toMatchObject({ fresh: true, add: expect.stringMatching(/type Demo#2026 in Password/) })
    expect(stepUpAnswer({ type: 'xstate.done.actor.stepUp', output: { proven: true } }, true)).toEqual({ fresh: true })
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

  it('refuses an expected result that is only the request going out', () => {
    const steps = [{ ...followable.steps[0]!, expected: "The request goes out (what it answers is another scenario's)" }]
    expect(unfollowable([{ ...followable, steps }])).toEqual([expect.stringMatching(/request going out/)])
  })

  it('refuses a network slowed for a step whose state waits on no call', () => {
    // The contact form fills itself from the profile (a callback nothing awaits); only sending waits on a call.
    expect(waitsOnCall(contactMachine, 'editing')).toBe(false)
    expect(waitsOnCall(contactMachine, 'sending')).toBe(true)
    const slowed = (state: string) => ({
      id: 'contact-1',
      preconditions: ['Signed out (a visitor), on /contact-us', 'Before step 1: in DevTools → Network choose Slow 3G, so that …'],
      testerSteps: [{ states: [state] }, { states: ['editing'] }],
    })
    expect(slowedWithoutCall(contactMachine, [slowed('editing')])).toEqual([expect.stringMatching(/editing waits on no call/)])
    expect(slowedWithoutCall(contactMachine, [slowed('sending')])).toEqual([])
  })

  it('folds a server answer into the step that made the call, and arms a missing answer as a 503 with its message', () => {
    expect(stepOnPage(passkeysMachine, { type: 'xstate.done.actor.loadPasskeys', output: [] }).kind).toBe('answer')
    const how = failedCall(passkeysMachine, 'loadPasskeys', { status: 0, message: "We couldn't reach Ring Mobile." }).how
    expect(how).toContain('"status":503')
    expect(how).toContain('"reads":true')
  })
})

/** What a by-hand run of the catalogue found, each kept from coming back. */
describe('the catalogue as followed by hand', () => {
  it('counts as waiting only a call whose answer the state takes, not a callback filling the form', () => {
    const actor = createReplayActor(contactSamples as never, {} as never, createCoverage(), [])
    actor.start()
    expect(isWaiting(actor.getSnapshot())).toBe(false)
    for (const [field, value] of [
      ['name', 'Dana Reyes'],
      ['email', 'dana@example.com'],
      ['message', 'Can I keep my number?'],
    ])
      actor.send({ type: 'field.change', field, value } as never)
    actor.send({ type: 'form.submit' } as never)
    expect(actor.getSnapshot().value).toBe('sending')
    expect(isWaiting(actor.getSnapshot())).toBe(true)
    actor.stop()
  })

  it('ends a path that stops with a call on its way at the answer the running server gives', () => {
    const { covering } = buildScenarios('lineUsage', lineUsageSamples as never)
    const retried = covering.find((scenario) => scenario.testerSteps.at(-1)?.onPage === 'Press Try again')
    expect(retried?.testerSteps.at(-1)?.expected).toMatch(/^A bar per allowance/)
    expect(retried?.testerSteps.at(-1)?.states.at(-1)).toBe('ready')
  })

  it('arms a 429 with the Retry-After its message words, and waits that long', () => {
    const how = failedCall(contactMachine, 'sendMessage', {
      status: 429,
      message: 'Too many messages. Please try again in 10 minutes.',
      retryAfter: 600,
    }).how
    expect(how).toContain('"retryAfterSeconds":600')
    const steps = buildScenarios('register', registerSamples as never).covering.flatMap((scenario) => scenario.testerSteps)
    const waits = steps.map((step) => step.onPage).filter((action) => action.startsWith('Wait '))
    expect(waits).toContain('Wait 2 minutes, touching nothing')
    expect(waits).not.toContain('Wait 60 seconds, touching nothing')
  })
})
