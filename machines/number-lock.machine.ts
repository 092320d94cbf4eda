import { assertEvent, assign, setup } from 'xstate'
import type { LineLocksPayload, LineSecurity, TransferPinAnswer } from '@contract/security'
import { callState, decisionState, firstCall, lineIdOf, readyWith, retryState, withAnswer, type MachineTypes } from './chart'
import { errorMessage, errorOf } from './results'
import { providedByApp } from './provided'
import { confirmingIdentityState, proofRanOut, stepUpGuards, stepUpMachine } from './step-up.machine'
import { assistedGuards, assistedOf, type AssistedContext, type AssistedInput } from './assisted'

/** Which lock a switch is about. */
export type LockName = 'portOut' | 'simChange'

/** The change waiting for the customer to prove who they are. */
type Pending = { kind: 'locks'; patch: LineLocksPayload } | { kind: 'transferPin' }

export interface NumberLockContext extends AssistedContext {
  lineId: string
  security: LineSecurity | null
  pending: Pending | null
  /** The new transfer PIN, shown once. */
  transfer: TransferPinAnswer | null
  /** Why the last change failed, shown on the panel. */
  error: string | null
}

export type NumberLockEvent =
  /** A lock's switch moved to on. */
  | { type: 'lock.turnOn'; lock: LockName }
  /** A lock's switch moved to off: needs a recent proof. */
  | { type: 'lock.turnOff'; lock: LockName }
  /** "Transfer my number": the explanation opens. */
  | { type: 'transfer.open' }
  /** "Get my transfer PIN" in the explanation. */
  | { type: 'transfer.confirm' }
  /** Cancel, the close icon, or "Done" under the PIN. */
  | { type: 'close' }
  /** "Try again" after the panel failed to load. */
  | { type: 'security.retry' }

const PATCH: Record<LockName, (on: boolean) => LineLocksPayload> = {
  portOut: (on) => ({ portOutLocked: on }),
  simChange: (on) => ({ simChangeLocked: on }),
}

/** A refused change: the panel as it was, the server's message on it and in a notification. */
const refused = {
  target: 'ready',
  actions: ['clear', 'keepError', { type: 'notifyFailed', params: errorMessage }],
  description: 'Refused',
} as const

/**
 * A line's number lock (port-out lock, SIM change lock) and "Transfer my number". Turning a lock on is immediate;
 * turning one off and getting a transfer PIN first run "Confirm it's you" (the step-up flow, a child). The PIN is
 * shown once, with the account number.
 */
export const numberLockMachine = setup({
  types: {} as MachineTypes<NumberLockContext, NumberLockEvent, { lineId: string } & AssistedInput> & { children: { stepUp: 'stepUp' } },
  actors: {
    /** GET /app/lines/{lineId}/security */
    loadLineSecurity: providedByApp<LineSecurity, { lineId: string }>('loadLineSecurity'),
    /** PUT /app/lines/{lineId}/locks */
    setLineLocks: providedByApp<LineSecurity, { lineId: string; patch: LineLocksPayload }>('setLineLocks'),
    /** POST /app/lines/{lineId}/transfer-pin */
    issueTransferPin: providedByApp<TransferPinAnswer, { lineId: string }>('issueTransferPin'),
    /** "Confirm it's you" (machines/step-up.machine.ts), provided with its calls by the app. */
    stepUp: stepUpMachine,
  },
  guards: { ...stepUpGuards, ...assistedGuards, pendingIsLocks: ({ context }) => context.pending?.kind === 'locks' },
  actions: {
    keepSecurity: assign((_, security: LineSecurity) => ({ security, error: null })),
    pendLocks: assign(({ event }) => {
      assertEvent(event, ['lock.turnOn', 'lock.turnOff'])
      return { pending: { kind: 'locks' as const, patch: PATCH[event.lock](event.type === 'lock.turnOn') }, error: null }
    }),
    pendTransfer: assign({ pending: { kind: 'transferPin' as const }, error: null }),
    keepError: assign(({ event }) => ({ error: errorOf(event).message })),
    keepTransfer: assign((_, transfer: TransferPinAnswer) => ({ transfer })),
    clear: assign({ pending: null, transfer: null }),
    /** A success notification (provided by the app). */
    notifySaved: (_, _params: { message: string }) => {},
    /** An error notification with the server's message (provided by the app). */
    notifyFailed: (_, _params: { message: string }) => {},
  },
}).createMachine({
  id: 'numberLock',
  description: 'A line\'s number lock and transfer PIN, with "Confirm it\'s you" before turning a lock off or getting a PIN.',
  context: ({ input }) => ({
    lineId: input.lineId,
    assisted: assistedOf(input),
    security: null,
    pending: null,
    transfer: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: firstCall("Reading the line's locks; the panel shows a spinner.", 'loadLineSecurity', {
      input: lineIdOf,
      onDone: readyWith('keepSecurity', 'Read'),
    }),
    failed: retryState('The panel says the locks could not be read, with "Try again".', 'security.retry'),
    ready: {
      description:
        'Both switches (Port-out lock, SIM change lock) and "Transfer my number"; a failed change shows its message. In an assisted session both switches and the button are disabled, with the reason beside them.',
      on: {
        'lock.turnOn': { guard: 'notAssisted', target: 'savingLocks', actions: 'pendLocks', description: 'Switch on: no proof needed' },
        'lock.turnOff': {
          guard: 'notAssisted',
          target: 'confirmingIdentity',
          actions: 'pendLocks',
          description: "Switch off: confirm it's you first",
        },
        'transfer.open': { guard: 'notAssisted', target: 'explainingTransfer', description: 'Transfer my number' },
      },
    },
    explainingTransfer: {
      description:
        'A dialog explains the transfer: the port-out lock goes off for it, the PIN and account number go to the new carrier, the line ends when the number moves; "Get my transfer PIN" and "Cancel".',
      on: {
        'transfer.confirm': { target: 'confirmingIdentity', actions: 'pendTransfer', description: 'Get my transfer PIN' },
        close: { target: 'ready', actions: 'clear', description: 'Cancel' },
      },
    },
    confirmingIdentity: confirmingIdentityState(
      '"Confirm it\'s you" (the step-up flow): nothing is asked when the customer proved who they are in the last 10 minutes.',
      'proceeding',
      { target: 'ready', actions: 'clear', description: 'Cancelled: nothing changes' },
    ),
    proceeding: decisionState(
      'Proven: on to the change waiting for it.',
      { type: 'pendingIsLocks' },
      {
        savingLocks: 'A lock off',
        issuingPin: 'A transfer PIN',
      },
    ),
    savingLocks: callState('Saving the switch; it spins.', 'setLineLocks', {
      input: ({ context }: { context: NumberLockContext }) => ({
        lineId: context.lineId,
        patch: context.pending?.kind === 'locks' ? context.pending.patch : {},
      }),
      onDone: {
        target: 'ready',
        actions: [withAnswer('keepSecurity'), 'clear', { type: 'notifySaved', params: { message: 'Your number lock is saved.' } }],
        description: 'Saved',
      },
      onError: [proofRanOut('confirmingIdentity'), refused],
    }),
    issuingPin: callState('Making the transfer PIN.', 'issueTransferPin', {
      input: lineIdOf,
      onDone: { target: 'showingPin', actions: withAnswer('keepTransfer'), description: 'Made' },
      onError: [proofRanOut('confirmingIdentity'), refused],
    }),
    showingPin: {
      description: 'The account number, the 6-digit transfer PIN and until when it works, to give the new carrier; "Done".',
      on: { close: { target: 'loading', actions: 'clear', description: 'Done: the panel reads the line again' } },
    },
  },
})
