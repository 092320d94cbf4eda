import { assertEvent, assign, setup, type EventObject } from 'xstate'
import type { ProofState, StepUpAnswer, StepUpPayload } from '@contract/security'
import { STEP_UP_REQUIRED } from '@contract/security-codes'
import { callState, type MachineTypes } from './chart'
import { errorOf } from './results'
import { providedByApp } from './provided'

/** How the customer proves who they are. */
export type StepUpMethod = 'password' | 'code' | 'passkey'

export interface StepUpContext {
  method: StepUpMethod
  /** Which ways this customer has (a code needs two-step on, a passkey needs one registered). */
  methods: ProofState['methods']
  /** The password or the code typed. */
  secret: string
  error: string | null
}

export type StepUpEvent =
  /** Typing the password or code. */
  | { type: 'secret.change'; value: string }
  /** "Use a code from my app instead", "Use my password instead", "Use a passkey". */
  | { type: 'method.choose'; method: StepUpMethod }
  /** "Confirm". */
  | { type: 'stepUp.submit' }
  /** Cancel or the close icon. */
  | { type: 'stepUp.cancel' }

/** What the flow that asked learns: whether the customer proved who they are. */
export interface StepUpOutput {
  proven: boolean
}

const NOTHING_TYPED: Record<StepUpMethod, string> = {
  password: 'Enter your password',
  code: 'Enter the 6-digit code from your app',
  passkey: '',
}

/**
 * "Confirm it's you" before a sensitive change (a lock off, a transfer PIN, removing a passkey): nothing is asked
 * when the session proved itself in the last 10 minutes; otherwise the password, a code from the app (two-step on)
 * or a passkey. Invoked by the flow that needs it, which goes on when it ends proven.
 */
export const stepUpMachine = setup({
  types: {} as MachineTypes<StepUpContext, StepUpEvent> & { output: StepUpOutput },
  actors: {
    /** GET /app/security/step-up */
    checkProof: providedByApp<ProofState>('checkProof'),
    /** POST /app/security/step-up {password} | {code} */
    proveIdentity: providedByApp<StepUpAnswer, StepUpPayload>('proveIdentity'),
    /** The browser's passkey prompt, then POST /app/security/passkeys/step-up */
    proveWithPasskey: providedByApp<StepUpAnswer>('proveWithPasskey'),
  },
  guards: {
    isProven: ({ event }) => 'output' in event && (event.output as ProofState).provenUntil !== null,
    secretTyped: ({ context }) => context.secret.trim().length > 0,
    passkeyChosen: ({ context }) => context.method === 'passkey',
    methodAvailable: ({ context, event }) => {
      assertEvent(event, 'method.choose')
      return event.method === 'password' || (event.method === 'code' ? context.methods.totp : context.methods.passkey)
    },
  },
  actions: {
    keepMethods: assign((_, proof: ProofState) => ({ methods: proof.methods })),
    chooseMethod: assign(({ event }) => {
      assertEvent(event, 'method.choose')
      return { method: event.method, secret: '', error: null }
    }),
    typeSecret: assign(({ event }) => {
      assertEvent(event, 'secret.change')
      return { secret: event.value, error: null }
    }),
    askForSecret: assign(({ context }) => ({ error: NOTHING_TYPED[context.method] })),
    keepError: assign(({ event }) => ({ error: errorOf(event).errors?.[0]?.message ?? errorOf(event).message })),
  },
}).createMachine({
  id: 'stepUp',
  description: "Confirm it's you before a sensitive change: password, a code from the app, or a passkey.",
  context: { method: 'password', methods: { totp: false, passkey: false }, secret: '', error: null },
  initial: 'checking',
  // The final state the flow ended in says (its `output`).
  output: ({ event }) => ({ proven: 'output' in event && (event.output as StepUpOutput).proven }),
  states: {
    checking: {
      description: 'Asking whether the session proved itself in the last 10 minutes; the button that asked spins.',
      tags: ['busy'],
      invoke: {
        id: 'checkProof',
        src: 'checkProof',
        onDone: [
          { guard: { type: 'isProven' }, target: 'proven', description: 'Proven recently: nothing to ask' },
          { target: 'asking', actions: { type: 'keepMethods', params: ({ event }) => event.output }, description: 'Ask' },
        ],
        onError: { target: 'cancelled', description: 'Could not ask: the change does not happen' },
      },
    },
    asking: {
      description:
        '"Confirm it\'s you": the password field (or the code field), links to the other ways this customer has, "Confirm" and "Cancel"; a refusal shows under the field.',
      on: {
        'secret.change': { actions: 'typeSecret', description: 'Types' },
        'method.choose': { guard: { type: 'methodAvailable' }, actions: 'chooseMethod', description: 'Another way' },
        'stepUp.submit': [
          { guard: { type: 'passkeyChosen' }, target: 'usingPasskey', description: 'Use my passkey' },
          { guard: { type: 'secretTyped' }, target: 'verifying', description: 'Confirm' },
          { actions: 'askForSecret', description: 'Nothing typed: says so' },
        ],
        'stepUp.cancel': { target: 'cancelled', description: 'Cancel' },
      },
    },
    verifying: callState('Checking the password or code; the button spins.', 'proveIdentity', {
      input: ({ context }: { context: StepUpContext }) =>
        context.method === 'code' ? { code: context.secret.trim() } : { password: context.secret },
      onDone: { target: 'proven', description: 'Right' },
      onError: { target: 'asking', actions: 'keepError', description: 'Wrong (or too many tries): says so' },
    }),
    usingPasskey: callState("The browser asks for the customer's passkey.", 'proveWithPasskey', {
      onDone: { target: 'proven', description: 'Passkey accepted' },
      onError: { target: 'asking', actions: 'keepError', description: 'Dismissed or refused: says so' },
    }),
    proven: { type: 'final', description: 'Proven: the change goes ahead.', output: { proven: true } },
    cancelled: { type: 'final', description: 'Not proven: nothing changes.', output: { proven: false } },
  },
})

/**
 * The guards of a flow that asks "Confirm it's you" by invoking `stepUp`: `identityConfirmed` (the step-up ended
 * proven) and `stepUpAsked` (the server wants a fresh proof: 403 `step_up_required`, the proof ran out meanwhile).
 */
export const stepUpGuards = {
  identityConfirmed: ({ event }: { event: EventObject }) => 'output' in event && (event.output as StepUpOutput).proven,
  stepUpAsked: ({ event }: { event: EventObject }) => errorOf(event).status === 403 && errorOf(event).code === STEP_UP_REQUIRED,
}

/**
 * A flow's "Confirm it's you" state (SPEC §6 step-up): the step-up flow runs as the child `stepUp`; proven, the flow
 * goes on to `confirmed`; cancelled, it does what `cancelled` says. Plain config, so the Studio export draws the child
 * and both ways out as a written-out state.
 */
export function confirmingIdentityState<const Target extends string, const Cancelled extends object>(
  description: string,
  confirmed: Target,
  cancelled: Cancelled,
) {
  return {
    description,
    invoke: {
      id: 'stepUp',
      src: 'stepUp',
      onDone: [{ guard: { type: 'identityConfirmed' }, target: confirmed, description: 'Confirmed' }, cancelled],
    },
  } as const
}

/** The `onError` of a call that needs a recent proof: the proof ran out meanwhile, so "Confirm it's you" again in `target`. */
export function proofRanOut<const Target extends string, const Extra extends object = object>(target: Target, extra?: Extra) {
  return {
    guard: { type: 'stepUpAsked' },
    target,
    description: 'The proof ran out meanwhile: ask again',
    ...(extra ?? ({} as Extra)),
  } as const
}
