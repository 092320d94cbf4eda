import { assertEvent, assign, not, setup, stateIn } from 'xstate'
import { editEmailPayloadSchema } from '@contract/user'
import type { MessageAnswer } from '@contract/message'
import { MESSAGES } from '@contract/rules'
import {
  changeField,
  errorMessage,
  formContext,
  formKit,
  outputMessage,
  submitIfValid,
  type FieldChangeEvent,
  type FormContext,
} from './form'
import { providedByApp } from './provided'
import { RESEND_COOLDOWN_MS, resendCooldown, resendRegion } from './resend'
import { callState, closedState, type DialogEvent, type MachineTypes } from './chart'
import { assistedGuards, assistedOf, type AssistedContext, type AssistedInput } from './assisted'

/** Email-change codes are 5 digits (SPEC §9). */
export const EMAIL_CODE_LENGTH = 5
/** SPEC §7: the notice after a resend. */
export const EMAIL_CODE_RESENT = 'Code Re-sent! Please enter the new code'

type Values = { email: string; currentPassword: string; otp: string }

export interface EditEmailContext extends FormContext<Values>, AssistedContext {
  /** The address the code went to (checked and lower-cased); resend and verify use it. */
  newEmail: string
  /** When resend becomes possible (ms since the epoch): the visible countdown is derived from it. */
  resendAvailableAt: number
}

export type EditEmailEvent =
  | DialogEvent
  | FieldChangeEvent
  | { type: 'email.submit' }
  | { type: 'code.change'; value: string }
  | { type: 'code.submit' }
  | { type: 'code.resend' }
  | { type: 'code.cancel' }

const onlyDigits = (value: string) => value.replace(/\D/g, '').slice(0, EMAIL_CODE_LENGTH)
const blank = (): Values => ({ email: '', currentPassword: '', otp: '' })
const form = formKit<EditEmailContext, EditEmailEvent>(editEmailPayloadSchema)

/**
 * Edit Email (SPEC §2, §4): step one, the new email, the current password and 'Send me the code'; step two, the 5-digit code and
 * 'Verify & Save Email Change'. Resend waits out a visible 30-second countdown; resending clears the entered code
 * and restarts it; Cancel during code entry returns to email entry.
 */
export const editEmailMachine = setup({
  types: {} as MachineTypes<EditEmailContext, EditEmailEvent, AssistedInput>,
  actors: {
    /** POST /app/users/edit {email, currentPassword}: sends a 5-digit code to the new address. */
    requestCode: providedByApp<MessageAnswer, { email: string; currentPassword: string }>('requestCode'),
    /** POST /app/users/validate-otp-update-email {newEmail, otp}. */
    verifyCode: providedByApp<MessageAnswer, { newEmail: string; otp: string }>('verifyCode'),
    /** POST /app/users/resend/otp {email}: the new address of the pending change. */
    resendCode: providedByApp<MessageAnswer, { email: string }>('resendCode'),
  },
  actions: {
    startBlank: assign(() => ({ values: blank(), errors: {}, formError: null, newEmail: '' })),
    /** The email and the current password are typed as fields; the code boxes send code.change. */
    changeField: assign(({ context, event }) => {
      assertEvent(event, 'field.change')
      return event.field === 'email' || event.field === 'currentPassword' ? changeField(context, event) : {}
    }),
    showEmailErrors: form.actions.showErrors,
    showProviderError: form.actions.showProviderError,
    rememberNewEmail: assign(({ context }) => ({ newEmail: editEmailPayloadSchema.parse(context.values).email })),
    /** The password is sent once, with the request for a code; it is not kept while the code is entered. */
    forgetPassword: assign(({ context }) => ({ values: { ...context.values, currentPassword: '' } })),
    startCooldown: assign({ resendAvailableAt: () => Date.now() + RESEND_COOLDOWN_MS }),
    setCode: assign(({ context, event }) => {
      assertEvent(event, 'code.change')
      const errors = { ...context.errors }
      delete errors.otp
      return { values: { ...context.values, otp: onlyDigits(event.value) }, errors }
    }),
    clearCode: assign(({ context }) => {
      const errors = { ...context.errors }
      delete errors.otp
      return { values: { ...context.values, otp: '' }, errors }
    }),
    /** After a refused code: the boxes empty, the message about it stays. */
    clearCodeKeepError: assign(({ context }) => ({ values: { ...context.values, otp: '' } })),
    showIncompleteCode: assign(({ context }) => ({ errors: { ...context.errors, otp: MESSAGES.emailCode } })),
    /** A success notification with the server's message (provided by the app). */
    notifySuccess: (_, _params: { message: string }) => {},
    /** An error notification with the server's message (provided by the app). */
    notifyFailed: (_, _params: { message: string }) => {},
    /** Reloads the session's profile so the page shows the new email (provided by the app). */
    reloadProfile: () => {},
  },
  guards: {
    ...assistedGuards,
    isEmailValid: form.guards.isFormValid,
    /** The code typed has this many digits (a whole code). */
    codeHasDigits: ({ context }, { digits }: { digits: number }) => context.values.otp.length === digits,
    isNotVerifying: not(stateIn('#editEmail.awaitingCode.entry.verifying')),
  },
  delays: { resendCooldown },
}).createMachine({
  id: 'editEmail',
  description: 'Changing the customer’s email: a 5-digit code sent to the new address confirms it.',
  context: ({ input }) => ({ ...formContext(blank()), assisted: assistedOf(input), newEmail: '', resendAvailableAt: 0 }),
  initial: 'closed',
  states: {
    closed: closedState('The profile page; the dialog is not shown. In an assisted session its Edit is disabled, with the reason.', {
      guard: 'notAssisted',
      target: 'enteringEmail',
      actions: 'startBlank',
      description: 'Edit: a blank email field',
    }),
    enteringEmail: {
      description: "Step one: the new email, the current password (re-authentication) and 'Send me the code'.",
      on: {
        'field.change': { actions: 'changeField', description: 'Typing clears that field’s error' },
        'email.submit': submitIfValid({
          guard: 'isEmailValid',
          figures: form.figures,
          target: 'sendingCode',
          actions: 'rememberNewEmail',
          description: 'Both fields pass: ask for a code to the new address',
          invalid: {
            actions: 'showEmailErrors',
            description: 'Not an email address, or no current password: the messages under the fields, nothing sent',
          },
        }),
        'dialog.close': { target: 'closed', description: 'Cancel or the close icon' },
      },
    },
    sendingCode: callState('Sending a code to the new address; the button spins.', 'requestCode', {
      input: ({ context }: { context: EditEmailContext }) => ({ email: context.newEmail, currentPassword: context.values.currentPassword }),
      onDone: {
        target: 'awaitingCode',
        description: 'Code sent: the server’s message, on to the code',
        actions: ['startCooldown', 'forgetPassword', { type: 'notifySuccess', params: outputMessage }],
      },
      onError: {
        target: 'enteringEmail',
        description: 'Refused (wrong current password, taken, same address, too soon): the server’s message',
        actions: ['showProviderError', { type: 'notifyFailed', params: errorMessage }],
      },
    }),
    awaitingCode: {
      description: 'Step two: the 5-digit code boxes and the resend control, side by side.',
      type: 'parallel',
      on: {
        'code.cancel': {
          target: 'enteringEmail',
          actions: 'clearCode',
          description: 'Cancel during code entry: back to the email, as typed (the password is asked again)',
        },
        'dialog.close': { target: 'closed', description: 'The close icon' },
      },
      states: {
        entry: {
          description: 'The code boxes and Verify & Save Email Change.',
          initial: 'typing',
          states: {
            typing: {
              description: 'The customer types the code; Verify is enabled only with exactly 5 digits.',
              on: {
                'code.change': { actions: 'setCode', description: 'A digit typed, pasted or removed' },
                'code.submit': [
                  {
                    guard: { type: 'codeHasDigits', params: { digits: EMAIL_CODE_LENGTH } },
                    target: 'verifying',
                    description: 'All five digits: check the code',
                  },
                  { actions: 'showIncompleteCode', description: 'Fewer than 5 digits: nothing is sent' },
                ],
              },
            },
            verifying: callState('Checking the code; the button spins.', 'verifyCode', {
              input: ({ context }: { context: EditEmailContext }) => ({ newEmail: context.newEmail, otp: context.values.otp }),
              onDone: {
                target: '#editEmail.closed',
                description: 'Email changed: the server’s message, the profile reloads, the dialog closes',
                actions: [{ type: 'notifySuccess', params: outputMessage }, 'reloadProfile'],
              },
              onError: {
                target: 'typing',
                description: 'Wrong or expired code: the server’s message; the boxes empty',
                actions: ['showProviderError', 'clearCodeKeepError', { type: 'notifyFailed', params: errorMessage }],
              },
            }),
          },
        },
        resend: resendRegion(
          {
            guard: 'isNotVerifying',
            target: 'sending',
            description: 'The customer asks for a new code (not while one is being checked)',
          },
          {
            description: 'Sending a new code to the same address.',
            invoke: {
              id: 'resendCode',
              src: 'resendCode',
              input: ({ context }: { context: EditEmailContext }) => ({ email: context.newEmail }),
              onDone: {
                target: 'coolingDown',
                description: "New code sent: 'Code Re-sent! Please enter the new code', the boxes empty, the countdown restarts",
                actions: ['startCooldown', 'clearCode', { type: 'notifySuccess', params: { message: EMAIL_CODE_RESENT } }],
              },
              onError: {
                target: 'available',
                description: 'Could not send: the server’s message; another try is allowed',
                actions: { type: 'notifyFailed', params: errorMessage },
              },
            },
          },
        ),
      },
    },
  },
})
