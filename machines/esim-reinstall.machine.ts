import { assign, setup } from 'xstate'
import type { EsimReinstallAnswer } from '@contract/sim'
import { errorMessage, errorOf } from './form'
import { providedByApp } from './provided'
import { callState, lineIdOf, withAnswer, type MachineTypes } from './chart'
import { confirmingIdentityState, proofRanOut, stepUpGuards, stepUpMachine } from './step-up.machine'
import { assistedGuards, assistedOf, type AssistedContext, type AssistedInput } from './assisted'

export interface EsimReinstallContext extends AssistedContext {
  lineId: string
  /** The new activation code once issued (the QR code shows it). */
  code: string | null
  error: string | null
}

export type EsimReinstallEvent =
  /** 'Reinstall eSIM' on the line. */
  | { type: 'reinstall.open' }
  /** 'Reinstall eSIM' in the confirmation dialog. */
  | { type: 'confirm' }
  /** 'Cancel', the close icon, or 'Done' once the new code is shown. */
  | { type: 'close' }

/**
 * Reinstalling an eSIM: a confirmation dialog says the current QR code stops working, "Confirm it's you" (the code
 * puts the number on any phone, so the server issues it only to a session proven in the last 10 minutes), then a
 * new activation code is issued and shown as a QR code; the lines reload so "Show eSIM QR code" shows the new one.
 */
export const esimReinstallMachine = setup({
  types: {} as MachineTypes<EsimReinstallContext, EsimReinstallEvent, { lineId: string } & AssistedInput> & {
    children: { stepUp: 'stepUp' }
  },
  actors: {
    /** POST /app/lines/{lineId}/esim/reinstall */
    reinstallEsim: providedByApp<EsimReinstallAnswer, { lineId: string }>('reinstallEsim'),
    /** "Confirm it's you" (machines/step-up.machine.ts), provided with its calls by the app. */
    stepUp: stepUpMachine,
  },
  guards: { ...stepUpGuards, ...assistedGuards },
  actions: {
    keepCode: assign((_, answer: EsimReinstallAnswer) => ({ code: answer.esimActivationCode, error: null })),
    keepError: assign(({ event }) => ({ error: errorOf(event).message })),
    reset: assign({ code: null, error: null }),
    /** Reloads the lines (provided by the app). */
    reloadLines: () => {},
    /** An error notification with the server's message (provided by the app). */
    notifyFailed: (_, _params: { message: string }) => {},
  },
}).createMachine({
  id: 'esimReinstall',
  description: 'Reinstall eSIM: confirm, then a new activation code and QR code (the old one stops working).',
  context: ({ input }) => ({ lineId: input.lineId, assisted: assistedOf(input), code: null, error: null }),
  initial: 'idle',
  states: {
    idle: {
      description:
        'The "Reinstall eSIM" button on an active eSIM line; disabled in an assisted session (never proven, so never given a code), with the reason.',
      on: { 'reinstall.open': { guard: 'notAssisted', target: 'confirming', actions: 'reset', description: 'Reinstall eSIM' } },
    },
    confirming: {
      description:
        'The confirmation dialog: a new QR code is issued and the current one stops working; "Reinstall eSIM" and "Cancel". A failed try shows its message here.',
      on: {
        confirm: { target: 'confirmingIdentity', description: 'Reinstall eSIM' },
        close: { target: 'idle', actions: 'reset', description: 'Cancel: nothing changes' },
      },
    },
    confirmingIdentity: confirmingIdentityState(
      '"Confirm it\'s you" (the step-up flow); nothing is asked within 10 minutes of a proof.',
      'reinstalling',
      { target: 'idle', actions: 'reset', description: 'Cancelled: nothing changes' },
    ),
    reinstalling: callState('Issuing the new code; the button spins and the dialog stays open.', 'reinstallEsim', {
      input: lineIdOf,
      onDone: { target: 'issued', actions: [withAnswer('keepCode'), 'reloadLines'], description: 'Issued' },
      onError: [
        proofRanOut('confirmingIdentity'),
        {
          target: 'confirming',
          actions: ['keepError', { type: 'notifyFailed', params: errorMessage }],
          description: 'Refused: the message',
        },
      ],
    }),
    issued: {
      description: 'The new QR code and activation code, with the steps to add the eSIM; "Done".',
      on: { close: { target: 'idle', actions: 'reset', description: 'Done' } },
    },
  },
})
