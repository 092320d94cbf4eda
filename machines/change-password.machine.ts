import { assign, setup } from 'xstate'
import { changePasswordPayloadSchema } from '@contract/user'
import { applyProviderError, editingTransitions, errorOf, formContext, formKit, type FormContext, type FormEvent } from './form'
import { providedByApp } from './provided'
import { callState, closedState, withAnswer, type DialogEvent, type MachineTypes } from './chart'

type Values = { currentPassword: string; newPassword: string; confirmNewPassword: string }

/** What POST /app/users/changepassword answers: a fresh token, since every older one is now refused. */
export interface PasswordChanged {
  message: string
  token: string
  expiresAt: string
}

export interface ChangePasswordContext extends FormContext<Values> {
  /** The server's message for the error dialog. */
  failure: string | null
  /** The server's message for the success dialog. */
  success: string | null
}

export type ChangePasswordEvent =
  | DialogEvent
  | FormEvent
  /** 'Try again' (or closing) on the error dialog. */
  | { type: 'failure.dismiss' }
  /** Closing the 'Password changes!' dialog. */
  | { type: 'success.dismiss' }

const blank = (): Values => ({ currentPassword: '', newPassword: '', confirmNewPassword: '' })
const form = formKit<ChangePasswordContext, ChangePasswordEvent>(changePasswordPayloadSchema)

/**
 * Change Password (SPEC §2, §4; /dashboard/setting): fields reset each time the dialog opens; idle, submitting,
 * then success (the modal closes, the 'Password changes!' dialog shows) or error (the error dialog with the
 * server's message; the modal stays open). The answer's fresh token is stored so this session goes on while the
 * customer's other sessions are signed out.
 */
export const changePasswordMachine = setup({
  types: {} as MachineTypes<ChangePasswordContext, ChangePasswordEvent>,
  actors: {
    /** POST /app/users/changepassword {currentPassword, newPassword, confirmNewPassword}. */
    changePassword: providedByApp<PasswordChanged, Values>('changePassword'),
  },
  actions: {
    startBlank: assign(() => ({ values: blank(), errors: {}, formError: null, failure: null, success: null })),
    showSuccess: assign((_, answer: PasswordChanged) => ({ success: answer.message })),
    changeField: form.actions.changeField,
    showErrors: form.actions.showErrors,
    showFailure: assign(({ event }) => {
      const error = errorOf(event)
      return { ...applyProviderError(error), failure: error.message }
    }),
    /** Stores the fresh token in place of the old one (provided by the app). */
    storeToken: (_, _params: PasswordChanged) => {},
  },
  guards: form.guards,
}).createMachine({
  id: 'changePassword',
  description: 'Changing the password from the settings page; the customer’s other sessions are signed out.',
  context: { ...formContext(blank()), failure: null, success: null },
  initial: 'closed',
  states: {
    closed: closedState('The settings page; no dialog is shown.', {
      target: 'idle',
      actions: 'startBlank',
      description: 'Change Password: empty fields every time',
    }),
    idle: {
      description: "The Change Password dialog: current, new and confirm fields, 'Change Password' and 'Cancel'.",
      on: {
        ...editingTransitions({ target: 'submitting', figures: form.figures }),
        'dialog.close': { target: 'closed', description: 'Cancel or the close icon: nothing changes' },
      },
    },
    submitting: callState('Changing the password; the button spins.', 'changePassword', {
      input: ({ context }: { context: ChangePasswordContext }) => context.values,
      onDone: {
        target: 'succeeded',
        description: 'Changed: this session keeps going on the fresh token',
        actions: [withAnswer('storeToken'), withAnswer('showSuccess')],
      },
      onError: { target: 'failed', actions: 'showFailure', description: 'Refused: the error dialog with the server’s message' },
    }),
    failed: {
      description: "The error dialog ('That Failed...', the server's message, 'Try again') over the still-open modal.",
      on: { 'failure.dismiss': { target: 'idle', description: 'Try again: back to the fields as typed' } },
    },
    succeeded: {
      description:
        "The modal has closed; the 'Password changes!' success dialog shows. It is modal too: the page behind it, with its Change Password button, answers only after Done.",
      on: {
        'success.dismiss': { target: 'closed', description: 'Done (or closing the success dialog): back to the settings page' },
      },
    },
  },
})
