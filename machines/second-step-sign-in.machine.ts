import { assertEvent, assign, setup } from 'xstate'
import type { AuthToken } from '@contract/auth'
import { isAppCode, isRecoveryCode, SECOND_STEP_CODE, type SecondStepPayload } from '@contract/security'
import { callState, computedDelay, decisionState, withAnswer, type MachineTypes } from './chart'
import { errorOf } from './results'
import { providedByApp } from './provided'

export interface SecondStepSignInContext {
  /**
   * The ticket the first step (password or emailed code) answered, kept by the tab until it runs out; null when the
   * page was opened without one, or after it ran out.
   */
  ticket: string | null
  /** When the ticket runs out (ISO date-time, as the sign-in answered it); null without a ticket. */
  expiresAt: string | null
  code: string
  /** Under the code field. */
  codeError: string | null
}

export type SecondStepSignInEvent =
  /** Typing in the code field (a 6-digit code from the app or a recovery code). */
  | { type: 'code.change'; value: string }
  /** "Verify". */
  | { type: 'code.submit' }

const CODE_RULE = 'Enter the 6-digit code from your app, or a recovery code (like abcde-23456).'

/** The ticket the tab kept for this step and the moment it runs out (src/lib/storage/second-step.ts). */
export interface SecondStepSignInInput {
  ticket: string | null
  expiresAt: string | null
}

/**
 * Time left on the ticket, in ms: none once it has run out or when its end cannot be read. A ticket lasts 5 minutes
 * from the first step (server/security/two-step.ts).
 */
const ticketLifetime = computedDelay(
  5 * 60_000,
  ({ context }: { context: SecondStepSignInContext }) => Math.max(0, Date.parse(context.expiresAt ?? '') - Date.now()) || 0,
)

/**
 * /login-second-step: after a right password or emailed code, a customer with two-step sign-in on types a code from
 * their authenticator app, or one of their recovery codes. A reload keeps the step while its ticket lasts; a ticket
 * that ran out (5 minutes, or 5 wrong codes) sends them back to sign in again, and is forgotten, as is a used one. A
 * page left open on the code field turns to "sign in again" by itself when the ticket's 5 minutes are over.
 */
export const secondStepSignInMachine = setup({
  types: {} as MachineTypes<SecondStepSignInContext, SecondStepSignInEvent, SecondStepSignInInput>,
  actors: {
    /** POST /app/auth/second-step {ticket, code} */
    verifySecondStep: providedByApp<AuthToken, SecondStepPayload>('verifySecondStep'),
  },
  guards: {
    hasTicket: ({ context }) => context.ticket !== null,
    codeLooksRight: ({ context }, figures: typeof SECOND_STEP_CODE) =>
      isAppCode(context.code, figures.appCodeDigits) || isRecoveryCode(context.code, figures.recoveryCodeLength),
    ticketRanOut: ({ event }) => errorOf(event).code === 'ticket_expired',
  },
  actions: {
    typeCode: assign(({ event }) => {
      assertEvent(event, 'code.change')
      return { code: event.value, codeError: null }
    }),
    explainCode: assign({ codeError: CODE_RULE }),
    keepError: assign(({ event }) => ({ codeError: errorOf(event).errors?.[0]?.message ?? errorOf(event).message })),
    /** Stores the token, tells the session and goes where the customer was heading (provided by the app). */
    completeSignIn: (_, _params: AuthToken) => {},
    /** Forgets the ticket the tab kept for a reload (provided by the app): it is used or ended. */
    forgetTicket: () => {},
  },
  delays: { ticketLifetime },
}).createMachine({
  id: 'secondStepSignIn',
  description: 'The second step of a sign-in with two-step on: a code from the authenticator app or a recovery code.',
  context: ({ input }) => ({ ticket: input.ticket, expiresAt: input.expiresAt, code: '', codeError: null }),
  initial: 'opening',
  states: {
    opening: decisionState(
      'Is there a first step to follow?',
      { type: 'hasTicket' },
      {
        enteringCode: 'Yes: ask for the code',
        ticketExpired: 'No (opened directly, or its 5 minutes ran out)',
      },
    ),
    enteringCode: {
      description:
        'The code field ("6-digit code or recovery code") and "Verify"; a refused code says why under the field. The ticket\'s timer runs here, armed on each entry with what is left of it.',
      after: { ticketLifetime: { target: 'ticketExpired', description: 'The ticket ran out with the page open: sign in again' } },
      on: {
        'code.change': { actions: 'typeCode', description: 'Types' },
        'code.submit': [
          { guard: { type: 'codeLooksRight', params: SECOND_STEP_CODE }, target: 'verifying', description: 'Verify' },
          { actions: 'explainCode', description: 'Not a code: says what to type' },
        ],
      },
    },
    verifying: callState(
      'Checking the code; the button spins. No ticket timer here, so a check under way is never cut short: a ticket that runs out meanwhile is answered ticket_expired; a refused code returns to the field with what is left of the ticket.',
      'verifySecondStep',
      {
        input: ({ context }: { context: SecondStepSignInContext }) => ({ ticket: context.ticket ?? '', code: context.code.trim() }),
        onDone: {
          target: 'signedIn',
          actions: ['forgetTicket', withAnswer('completeSignIn')],
          description: 'Right code: the ticket is forgotten, signed in',
        },
        onError: [
          { guard: { type: 'ticketRanOut' }, target: 'ticketExpired', description: 'Too slow or too many tries: sign in again' },
          { target: 'enteringCode', actions: 'keepError', description: 'Wrong, reused or used-up code: says so' },
        ],
      },
    ),
    ticketExpired: {
      description: 'This sign-in took too long: a link back to /login; the ticket is forgotten, so a reload shows the same.',
      entry: 'forgetTicket',
    },
    signedIn: { type: 'final', description: 'Signed in: on to where the customer was heading, else /dashboard.' },
  },
})
