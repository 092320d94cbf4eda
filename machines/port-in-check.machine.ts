import { assertEvent, assign, setup } from 'xstate'
import { providedByApp } from './provided'
import { portInCheckFormSchema, toMsisdn, type PortInAnswer, type PortInCheckPayload } from '@contract/port-in'
import {
  applyProviderError,
  editingTransitions,
  errorMessage,
  errorOf,
  formContext,
  formKit,
  type FormContext,
  type FormEvent,
} from './form'
import { callState, closedState, type DialogEvent, type MachineTypes } from './chart'

export interface PortInCheckContext extends FormContext<{ portIn: string; zipCode: string }> {
  /** The line the number would move onto (its temporary subscription id). */
  lineId: string | null
}

export type PortInCheckEvent =
  /** Opens the dialog prefilled from the line's item details (subscriber number and ZIP code, when present). */
  | DialogEvent<{ lineId: string; msisdn?: string | null; zipCode?: string | null }>
  /** `form.submit`: Verify. */
  | FormEvent
  /** 'Try again' on the failure dialog. */
  | { type: 'failure.retry' }

const blank = (): PortInCheckContext => ({ ...formContext({ portIn: '', zipCode: '' }), lineId: null })
const form = formKit<PortInCheckContext, PortInCheckEvent>(portInCheckFormSchema)
/** The server names the number msisdn; the form names it portIn (SPEC §3). */
const FORM_NAMES: Record<string, string> = { msisdn: 'portIn' }

/** The failure dialogs: 'Try again' goes back to the fields, the close icon closes. */
const failureDialogOn = {
  'failure.retry': { target: 'editing', description: 'Try again: back to the fields as typed' },
  'dialog.close': { target: 'closed', actions: 'reset', description: 'The close icon' },
} as const

/**
 * Port-in eligibility check (SPEC §2, §4): portIn and zipCode, prefilled from the line; Verify asks the carrier.
 * Eligible: the dialog closes and the port-in details flow opens. Not eligible: an error notification and the
 * failure dialog ('Oops!', 'This number is not eligible for port-in.', 'Try again'). Server trouble: an error
 * notification and the default failure dialog ('That Failed...').
 */
export const portInCheckMachine = setup({
  types: {} as MachineTypes<PortInCheckContext, PortInCheckEvent>,
  actors: {
    /** POST /app/users/portin/check {msisdn, zipCode} */
    checkPortIn: providedByApp<PortInAnswer, PortInCheckPayload>('checkPortIn'),
  },
  actions: {
    start: assign(({ event }) => {
      assertEvent(event, 'dialog.open')
      return { ...blank(), lineId: event.lineId, values: { portIn: event.msisdn ?? '', zipCode: event.zipCode ?? '' } }
    }),
    reset: assign(() => blank()),
    changeField: form.actions.changeField,
    showErrors: form.actions.showErrors,
    showProviderError: assign(({ event }) => {
      const applied = applyProviderError(errorOf(event))
      const errors = Object.fromEntries(Object.entries(applied.errors).map(([field, message]) => [FORM_NAMES[field] ?? field, message]))
      return { ...applied, errors }
    }),
    /** An error notification with the server's message (provided by the app). */
    notifyFailed: (_, _params: { message: string }) => {},
    /** Eligible: opens the port-in flow with the checked number and ZIP code (provided by the app). */
    openPortInDetails: (_, _params: { lineId: string; msisdn: string; zipCode: string }) => {},
  },
  guards: {
    ...form.guards,
    isFieldRefusal: ({ event }) => {
      const error = errorOf(event)
      return error.status === 422 && !!error.errors?.length
    },
    isNotEligible: ({ event }) => {
      const error = errorOf(event)
      return error.code === 'not_eligible' || (error.status === 422 && !error.errors?.length)
    },
  },
}).createMachine({
  id: 'portInCheck',
  description: 'Checking that a number can be brought over before asking for the old carrier details.',
  context: blank,
  initial: 'closed',
  states: {
    closed: closedState('The lines list; the dialog is not shown.', {
      target: 'editing',
      actions: 'start',
      description: 'Port in my number: prefilled from the line',
    }),
    editing: {
      description: "The number and ZIP code fields with 'Verify' and 'Cancel'.",
      on: {
        ...editingTransitions({ target: 'verifying', figures: form.figures }),
        'dialog.close': { target: 'closed', actions: 'reset', description: 'Cancel or the close icon' },
      },
    },
    verifying: callState('Asking the carrier; Verify spins.', 'checkPortIn', {
      input: ({ context }: { context: PortInCheckContext }) => ({
        msisdn: toMsisdn(context.values.portIn) ?? context.values.portIn,
        zipCode: context.values.zipCode,
      }),
      onDone: {
        target: 'closed',
        description: 'Eligible: this dialog closes and the port-in details flow opens',
        actions: [
          {
            type: 'openPortInDetails',
            params: ({ context }: { context: PortInCheckContext }) => ({
              lineId: context.lineId!,
              msisdn: toMsisdn(context.values.portIn) ?? context.values.portIn,
              zipCode: context.values.zipCode,
            }),
          },
          'reset',
        ],
      },
      onError: [
        {
          guard: 'isFieldRefusal',
          target: 'editing',
          description: 'A field refused: its message under it and as a notification',
          actions: ['showProviderError', { type: 'notifyFailed', params: errorMessage }],
        },
        {
          guard: 'isNotEligible',
          target: 'notEligible',
          description: 'Not eligible: an error notification and the failure dialog',
          actions: { type: 'notifyFailed', params: errorMessage },
        },
        {
          target: 'failed',
          description: 'Server trouble: an error notification and the default failure dialog',
          actions: { type: 'notifyFailed', params: errorMessage },
        },
      ],
    }),
    notEligible: {
      description: "The failure dialog: 'Oops!', 'This number is not eligible for port-in.', 'Try again'.",
      on: failureDialogOn,
    },
    failed: {
      description: "The default failure dialog: 'That Failed...', 'Something went wrong. Please try again!', 'Try again'.",
      on: failureDialogOn,
    },
  },
})
