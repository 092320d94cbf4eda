import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { AuthToken } from '@contract/auth'
import { TWO_STEP_MESSAGES, type SecondStepPayload } from '@contract/security'
import { secondStepSignInMachine } from '@machines/second-step-sign-in.machine'
import { describeMachinePaths } from '../support/machine-paths'
import { asked, did } from './expect'
import { CODES, SETUP, TICKET_ENDS, secondStepSignInSamples, twoStepSamples } from './two-step.samples'

describeMachinePaths({
  ...twoStepSamples,
  expectations: {
    loading: ({ snapshot }) => {
      expect(snapshot.hasTag('busy')).toBe(true)
      expect(snapshot.context.recoveryCodes).toBeNull()
    },
    failed: ({ snapshot }) => {
      expect(snapshot.context.error).toBe("We couldn't reach Ring Mobile.")
    },
    off: ({ snapshot, event, stepCalls, input }) => {
      expect(snapshot.context.setup).toBeNull()
      // A support agent's session cannot turn it on (decision 0031).
      expect(snapshot.can({ type: 'twoStep.start' })).toBe(!(input as { assisted?: boolean }).assisted)
      // A refused set-up is told in a notification; the card itself shows no error.
      expect(snapshot.context.error).toBeNull()
      if (event?.type === 'xstate.error.actor.startSetup') expect(did(stepCalls, 'notifyFailed')).toBe(1)
      // "Confirm it's you" cancelled: no secret was asked for.
      if (event?.type === 'xstate.done.actor.stepUp') expect(asked(stepCalls, 'startSetup')).toEqual([])
      if (event?.type === 'xstate.done.actor.disableTwoStep') {
        expect(snapshot.context.status!.enabled).toBe(false)
        expect(did(stepCalls, 'notifySaved')).toBe(1)
      }
    },
    confirmingIdentity: ({ snapshot, stepCalls }) => {
      // "Confirm it's you" comes before any secret is made (and again when the proof ran out).
      expect(snapshot.children.stepUp).toBeDefined()
      expect(snapshot.context.setup).toBeNull()
      expect(asked(stepCalls, 'startSetup')).toEqual([])
    },
    startingSetup: ({ stepCalls }) => {
      expect(asked(stepCalls, 'startSetup')).toHaveLength(1)
    },
    scanning: ({ snapshot, event }) => {
      // The QR code and the secret as text stay up while the first code is typed.
      expect(snapshot.context.setup).toEqual(SETUP)
      if (event?.type === 'code.submit') expect(snapshot.context.codeError).toBe('Enter the 6-digit code from your app.')
      if (event?.type === 'xstate.error.actor.enableTwoStep') expect(snapshot.context.codeError).toBe(TWO_STEP_MESSAGES.wrongCode)
    },
    enabling: ({ stepCalls }) => {
      expect(asked(stepCalls, 'enableTwoStep')).toEqual([{ code: '123456' }])
    },
    showingCodes: ({ snapshot }) => {
      expect(snapshot.context.recoveryCodes).toEqual(CODES)
      expect(snapshot.context.code).toBe('')
    },
    on: ({ snapshot, input }) => {
      expect(snapshot.context.status!.enabled).toBe(true)
      expect(snapshot.context.purpose).toBeNull()
      // A support agent's session can neither turn it off nor make new recovery codes (decision 0031).
      const offered = !(input as { assisted?: boolean }).assisted
      expect(snapshot.can({ type: 'twoStep.turnOff' })).toBe(offered)
      expect(snapshot.can({ type: 'codes.regenerate' })).toBe(offered)
    },
    askingCode: ({ snapshot, event }) => {
      expect(['turnOff', 'newCodes']).toContain(snapshot.context.purpose)
      if (event?.type === 'code.submit')
        expect(snapshot.context.codeError).toBe('Enter the 6-digit code from your app, or a recovery code.')
      if (event?.type.startsWith('xstate.error.actor.')) expect(snapshot.context.codeError).toMatch(/.+/)
    },
    turningOff: ({ snapshot, stepCalls }) => {
      expect(snapshot.context.purpose).toBe('turnOff')
      expect(asked(stepCalls, 'disableTwoStep')).toEqual([{ code: '123456' }])
    },
    makingCodes: ({ snapshot, stepCalls }) => {
      expect(snapshot.context.purpose).toBe('newCodes')
      expect(asked(stepCalls, 'newRecoveryCodes')).toEqual([{ code: '123456' }])
    },
  },
})

/** The password that started the samples' sign-in: the ticket lasts 5 minutes from here. */
const PASSWORD_AT = Date.parse(TICKET_ENDS) - 5 * 60_000

describe('the second step of a sign-in', () => {
  // The clock stands at the password: the ticket's timer is armed for its 5 minutes and ends only when a test moves
  // the clock (the path tests send its event themselves).
  beforeEach(() => {
    vi.useFakeTimers({ now: PASSWORD_AT })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  describeMachinePaths({
    ...secondStepSignInSamples,
    expectations: {
      enteringCode: ({ snapshot, event }) => {
        expect(snapshot.context.ticket).toBe('ticket-1')
        expect(snapshot.context.expiresAt).toBe(TICKET_ENDS)
        if (event?.type === 'code.submit')
          expect(snapshot.context.codeError).toBe('Enter the 6-digit code from your app, or a recovery code (like abcde-23456).')
        if (event?.type === 'xstate.error.actor.verifySecondStep') expect(snapshot.context.codeError).toBe(TWO_STEP_MESSAGES.reusedCode)
        if (event?.type === 'code.change') expect(snapshot.context.codeError).toBeNull()
      },
      verifying: ({ snapshot, stepCalls }) => {
        expect(snapshot.hasTag('busy')).toBe(true)
        const [sent] = asked(stepCalls, 'verifySecondStep') as { ticket: string; code: string }[]
        expect(sent.ticket).toBe('ticket-1')
        expect(['123456', 'abcde-23456']).toContain(sent.code)
      },
      ticketExpired: ({ snapshot, event, previous, stepCalls }) => {
        expect(snapshot.can({ type: 'code.submit' })).toBe(false)
        expect(snapshot.can({ type: 'code.change', value: '123456' })).toBe(false)
        // The ticket's own timer ends the code field only, never a check under way.
        if (event?.type.startsWith('xstate.after.')) expect(previous?.value).toBe('enteringCode')
        if (event === undefined) expect(snapshot.context.ticket).toBeNull()
        // Ended by the server, or never there: the tab keeps nothing, so a reload asks to sign in again too.
        expect(did(stepCalls, 'forgetTicket')).toBe(1)
      },
      signedIn: ({ stepCalls }) => {
        // Used: the ticket the tab kept for a reload is forgotten before the customer moves on.
        expect(did(stepCalls, 'forgetTicket')).toBe(1)
        expect(did(stepCalls, 'completeSignIn')).toBe(1)
      },
    },
  })

  /** The machine with the server's check held until the test answers it, and the ticket's forgetting counted. */
  function secondStep() {
    const checks: { resolve: (token: AuthToken) => void; reject: (error: unknown) => void }[] = []
    const forgetTicket = vi.fn()
    const actor = createActor(
      secondStepSignInMachine.provide({
        actors: {
          verifySecondStep: fromPromise<AuthToken, SecondStepPayload>(
            () => new Promise((resolve, reject) => checks.push({ resolve, reject })),
          ),
        },
        actions: { forgetTicket },
      }),
      { input: { ticket: 'ticket-1', expiresAt: TICKET_ENDS } },
    ).start()
    const verify = (code: string) => {
      actor.send({ type: 'code.change', value: code })
      actor.send({ type: 'code.submit' })
    }
    return { actor, checks, forgetTicket, verify }
  }

  it('turns to "sign in again" by itself when the ticket runs out with the code field open, not a moment before', () => {
    const { actor, forgetTicket } = secondStep()
    vi.advanceTimersByTime(5 * 60_000 - 1)
    expect(actor.getSnapshot().value).toBe('enteringCode')
    expect(forgetTicket).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(actor.getSnapshot().value).toBe('ticketExpired')
    expect(forgetTicket).toHaveBeenCalledTimes(1)
    actor.stop()
  })

  it('never cuts a check short; back on the code field, the timer counts what is left of the ticket', async () => {
    const { actor, checks, verify } = secondStep()
    vi.advanceTimersByTime(60_000)
    verify('123456')
    vi.advanceTimersByTime(60_000)
    expect(actor.getSnapshot().value).toBe('verifying')
    checks[0].reject({ status: 401, message: TWO_STEP_MESSAGES.reusedCode, code: 'code_reused' })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toBe('enteringCode')
    // Two of the five minutes are gone: three are left, not five.
    vi.advanceTimersByTime(3 * 60_000 - 1)
    expect(actor.getSnapshot().value).toBe('enteringCode')
    vi.advanceTimersByTime(1)
    expect(actor.getSnapshot().value).toBe('ticketExpired')
    actor.stop()
  })

  it('a check still under way when the ticket runs out waits for the server, and a refusal then asks to sign in again at once', async () => {
    const { actor, checks, verify } = secondStep()
    vi.advanceTimersByTime(4 * 60_000)
    verify('123456')
    vi.advanceTimersByTime(2 * 60_000)
    expect(actor.getSnapshot().value).toBe('verifying')
    checks[0].reject({ status: 401, message: TWO_STEP_MESSAGES.wrongCode, code: 'code_invalid' })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toBe('ticketExpired')
    actor.stop()
  })
})
