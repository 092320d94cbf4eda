import { assertEvent, assign, setup } from 'xstate'
import {
  isAppCode,
  isRecoveryCode,
  SECOND_STEP_CODE,
  type AppCodePayload,
  type RecoveryCodes,
  type TwoStepSetup,
  type TwoStepState,
} from '@contract/security'
import { callState, decisionState, fieldDialogOn, firstCall, retryState, withAnswer, type MachineTypes } from './chart'
import { errorMessage, errorOf } from './results'
import { providedByApp } from './provided'
import { confirmingIdentityState, proofRanOut, stepUpGuards, stepUpMachine } from './step-up.machine'
import { assistedGuards, assistedOf, type AssistedContext, type AssistedInput } from './assisted'

export interface TwoStepContext extends AssistedContext {
  status: TwoStepState | null
  /** The secret being set up (QR code and text). */
  setup: TwoStepSetup | null
  /** What the code asked for in `askingCode` is for. */
  purpose: 'turnOff' | 'newCodes' | null
  code: string
  codeError: string | null
  /** Recovery codes to save, shown once. */
  recoveryCodes: string[] | null
  error: string | null
}

export type TwoStepEvent =
  /** "Turn on two-step sign-in". */
  | { type: 'twoStep.start' }
  /** "Turn off". */
  | { type: 'twoStep.turnOff' }
  /** "New recovery codes". */
  | { type: 'codes.regenerate' }
  /** "I saved my codes". */
  | { type: 'codes.saved' }
  | { type: 'code.change'; value: string }
  | { type: 'code.submit' }
  /** Cancel or the close icon. */
  | { type: 'close' }
  | { type: 'twoStep.retry' }

const APP_CODE = 'Enter the 6-digit code from your app.'
const ANY_CODE = 'Enter the 6-digit code from your app, or a recovery code.'

/** The code as typed, without the spaces around it: what each call that checks it sends. */
const typedCode = ({ context }: { context: TwoStepContext }) => ({ code: context.code.trim() })
/** A code the server refused: back to the code's dialog, the reason under the field. */
const wrongCode = { target: 'askingCode', actions: 'keepCodeError', description: 'Wrong code: says so' } as const

/**
 * Two-step sign-in in Settings: turning it on after "Confirm it's you" (a QR code and the secret as text, confirmed
 * by a first code, then ten recovery codes to save), making new recovery codes and turning it off (each with a
 * current code).
 */
export const twoStepMachine = setup({
  types: {} as MachineTypes<TwoStepContext, TwoStepEvent, AssistedInput> & { children: { stepUp: 'stepUp' } },
  actors: {
    /** GET /app/security/two-step */
    loadTwoStep: providedByApp<TwoStepState>('loadTwoStep'),
    /** POST /app/security/two-step/setup */
    startSetup: providedByApp<TwoStepSetup>('startSetup'),
    /** POST /app/security/two-step/enable {code} */
    enableTwoStep: providedByApp<RecoveryCodes, AppCodePayload>('enableTwoStep'),
    /** POST /app/security/two-step/disable {code} */
    disableTwoStep: providedByApp<TwoStepState, AppCodePayload>('disableTwoStep'),
    /** POST /app/security/two-step/recovery-codes {code} */
    newRecoveryCodes: providedByApp<RecoveryCodes, AppCodePayload>('newRecoveryCodes'),
    /** "Confirm it's you" (machines/step-up.machine.ts), provided with its calls by the app. */
    stepUp: stepUpMachine,
  },
  guards: {
    isOn: ({ event }) => 'output' in event && (event.output as TwoStepState).enabled,
    appCodeTyped: ({ context }, { appCodeDigits }: { appCodeDigits: number }) => isAppCode(context.code, appCodeDigits),
    anyCodeTyped: ({ context }, figures: typeof SECOND_STEP_CODE) =>
      isAppCode(context.code, figures.appCodeDigits) || isRecoveryCode(context.code, figures.recoveryCodeLength),
    turningOff: ({ context }) => context.purpose === 'turnOff',
    ...stepUpGuards,
    ...assistedGuards,
  },
  actions: {
    keepStatus: assign((_, status: TwoStepState) => ({ status, error: null })),
    keepSetup: assign((_, setup: TwoStepSetup) => ({ setup, code: '', codeError: null })),
    keepCodes: assign((_, answer: RecoveryCodes) => ({ recoveryCodes: answer.recoveryCodes, code: '', codeError: null, setup: null })),
    askToTurnOff: assign({ purpose: 'turnOff' as const, code: '', codeError: null }),
    askForNewCodes: assign({ purpose: 'newCodes' as const, code: '', codeError: null }),
    typeCode: assign(({ event }) => {
      assertEvent(event, 'code.change')
      return { code: event.value, codeError: null }
    }),
    explainAppCode: assign({ codeError: APP_CODE }),
    explainAnyCode: assign({ codeError: ANY_CODE }),
    keepCodeError: assign(({ event }) => ({ codeError: errorOf(event).errors?.[0]?.message ?? errorOf(event).message })),
    keepError: assign(({ event }) => ({ error: errorOf(event).message })),
    clear: assign({ setup: null, purpose: null, code: '', codeError: null, recoveryCodes: null }),
    /** A success notification (provided by the app). */
    notifySaved: (_, _params: { message: string }) => {},
    /** An error notification with the server's message (provided by the app). */
    notifyFailed: (_, _params: { message: string }) => {},
  },
}).createMachine({
  id: 'twoStep',
  description: 'Two-step sign-in with an authenticator app: turn on (QR code, first code, recovery codes), new recovery codes, turn off.',
  context: ({ input }) => ({
    assisted: assistedOf(input),
    status: null,
    setup: null,
    purpose: null,
    code: '',
    codeError: null,
    recoveryCodes: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: firstCall('Reading whether two-step sign-in is on.', 'loadTwoStep', {
      onDone: [
        { guard: { type: 'isOn' }, target: 'on', actions: withAnswer('keepStatus'), description: 'On' },
        { target: 'off', actions: withAnswer('keepStatus'), description: 'Off' },
      ],
    }),
    failed: retryState('The card says two-step sign-in could not be read, with "Try again".', 'twoStep.retry'),
    off: {
      description: 'Off: what it is, and "Turn on two-step sign-in" (disabled in an assisted session, with the reason).',
      on: { 'twoStep.start': { guard: 'notAssisted', target: 'confirmingIdentity', description: 'Turn on' } },
    },
    confirmingIdentity: confirmingIdentityState(
      '"Confirm it\'s you" (the step-up flow) before a new secret is made: with the password or a way the account had before; nothing is asked within 10 minutes of a proof.',
      'startingSetup',
      { target: 'off', actions: 'clear', description: 'Cancelled: stays off' },
    ),
    startingSetup: callState('Making a new secret.', 'startSetup', {
      onDone: { target: 'scanning', actions: withAnswer('keepSetup'), description: 'Made' },
      onError: [
        proofRanOut('confirmingIdentity'),
        { target: 'off', actions: { type: 'notifyFailed', params: errorMessage }, description: 'Refused: a notification says why' },
      ],
    }),
    scanning: {
      description: 'A dialog: the QR code, the secret as text for typing in, and a field for the first code; "Turn on" and "Cancel".',
      on: fieldDialogOn({
        field: 'code',
        typing: 'typeCode',
        submit: {
          guard: 'appCodeTyped',
          params: { appCodeDigits: SECOND_STEP_CODE.appCodeDigits },
          target: 'enabling',
          description: 'Turn on',
        },
        invalid: { actions: 'explainAppCode', description: 'Not 6 digits: says so' },
        close: { target: 'off', actions: 'clear', description: 'Cancel: stays off' },
      }),
    },
    enabling: callState('Checking the first code; the button spins.', 'enableTwoStep', {
      input: typedCode,
      onDone: { target: 'showingCodes', actions: withAnswer('keepCodes'), description: 'On: the recovery codes' },
      onError: [
        proofRanOut('confirmingIdentity', {
          actions: 'clear',
          description: 'The proof ran out while scanning: ask again, then a new QR code',
        }),
        { target: 'scanning', actions: 'keepCodeError', description: 'Wrong code: says so under the field' },
      ],
    }),
    showingCodes: {
      description: 'Ten recovery codes, each working once, to save; "I saved my codes".',
      on: { 'codes.saved': { target: 'loading', actions: 'clear', description: 'Saved: the card reads the state again' } },
    },
    on: {
      description:
        'On: since when, recovery codes left; "New recovery codes" and "Turn off" (both disabled in an assisted session, with the reason).',
      on: {
        'twoStep.turnOff': { guard: 'notAssisted', target: 'askingCode', actions: 'askToTurnOff', description: 'Turn off' },
        'codes.regenerate': { guard: 'notAssisted', target: 'askingCode', actions: 'askForNewCodes', description: 'New recovery codes' },
      },
    },
    askingCode: {
      description: 'A dialog asks for a current code (from the app, or a recovery code) before turning off or making new codes.',
      on: fieldDialogOn({
        field: 'code',
        typing: 'typeCode',
        submit: { guard: 'anyCodeTyped', params: SECOND_STEP_CODE, target: 'confirming', description: 'Confirm' },
        invalid: { actions: 'explainAnyCode', description: 'Not a code: says so' },
        close: { target: 'on', actions: 'clear', description: 'Cancel: nothing changes' },
      }),
    },
    confirming: decisionState(
      'On to what the code was asked for.',
      { type: 'turningOff' },
      {
        turningOff: 'Turn off',
        makingCodes: 'New recovery codes',
      },
    ),
    turningOff: callState('Turning two-step sign-in off.', 'disableTwoStep', {
      input: typedCode,
      onDone: {
        target: 'off',
        actions: [withAnswer('keepStatus'), 'clear', { type: 'notifySaved', params: { message: 'Two-step sign-in is off.' } }],
        description: 'Off',
      },
      onError: wrongCode,
    }),
    makingCodes: callState('Making new recovery codes (the old ones stop working).', 'newRecoveryCodes', {
      input: typedCode,
      onDone: { target: 'showingCodes', actions: withAnswer('keepCodes'), description: 'Made' },
      onError: wrongCode,
    }),
  },
})
