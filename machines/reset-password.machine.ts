import { setup } from 'xstate'
import { resetPasswordPayloadSchema } from '@contract/auth'
import {
  errorOf,
  fieldErrorsOf,
  hasErrors,
  rateLimitedFormKit,
  rateLimitedState,
  sendingState,
  toProviderError,
  valuesOf,
  type FormEvent,
  type FormTypes,
} from './form'
import { providedByApp } from './provided'
import { decisionState } from './chart'

type Values = { token: string; newPassword: string; confirmNewPassword: string }

export type ResetPasswordEvent = FormEvent

/** Whether a failed reset is about the link itself (expired, used, unknown) rather than the passwords. */
function isLinkError(error: unknown) {
  const e = toProviderError(error)
  return (e.code?.startsWith('link_') ?? false) || (e.errors?.some((item) => item.field === 'token') ?? false)
}

const form = rateLimitedFormKit<Values, ResetPasswordEvent>(resetPasswordPayloadSchema)

/**
 * /reset-password?token=… (DESIGN §3): a new password from the emailed link. The link works once, for 30
 * minutes; an expired or used link says so and offers a new one. Other sessions end on success.
 */
export const resetPasswordMachine = setup({
  types: {} as FormTypes<Values, ResetPasswordEvent, { token?: string }>,
  /** POST /app/auth/reset-password {token, newPassword, confirmNewPassword} */
  actors: { resetPassword: providedByApp<unknown, Values>('resetPassword') },
  actions: form.actions,
  guards: {
    hasToken: ({ context }) => context.values.token.length > 0,
    arePasswordsValid: ({ context }) => {
      const errors = fieldErrorsOf(resetPasswordPayloadSchema, context.values)
      return !hasErrors({ ...errors, token: undefined })
    },
    isLinkInvalid: ({ event }) => isLinkError(errorOf(event)),
    isRateLimited: form.guards.isRateLimited,
  },
  delays: form.delays,
}).createMachine({
  id: 'resetPassword',
  description: 'Choosing a new password from the emailed reset link.',
  context: ({ input }) => form.context({ token: input.token ?? '', newPassword: '', confirmNewPassword: '' }),
  initial: 'checkingLink',
  states: {
    checkingLink: decisionState('On arrival: does the address carry a reset token?', 'hasToken', {
      editing: 'The link carries a reset token',
      missingLink: 'No token in the link',
    }),
    missingLink: {
      description: 'No token in the address: explain, and offer to send a new link.',
    },
    editing: form.editingState('New password and its confirmation, each with its message.', {
      target: 'submitting',
      guard: 'arePasswordsValid',
      invalid: 'Invalid or different passwords: say so, nothing sent',
    }),
    submitting: sendingState({
      description: 'Saving the new password; the button spins.',
      src: 'resetPassword',
      input: valuesOf,
      onDone: { target: 'done' },
      onError: [
        {
          guard: 'isLinkInvalid',
          target: 'linkInvalid',
          actions: 'showProviderError',
          description: 'The link is used up or expired: say so',
        },
      ],
      failed: 'Refused password or server trouble',
    }),
    rateLimited: rateLimitedState('Too many tries: the message says when to try again.'),
    linkInvalid: {
      description: 'The link has expired or was already used: say so and offer a new one (/forgot-password).',
    },
    done: {
      type: 'final',
      description: 'Password changed; older sessions are over. The customer signs in with the new password.',
    },
  },
})
