import { setup } from 'xstate'
import { otpSendPayloadSchema } from '@contract/auth'
import { formContext, formKit, submitIfValid, trimmedEmail, type FieldChangeEvent, type FormContext, type FormTypes } from './form'

type Values = { email: string }

export type LoginEmailEvent = FieldChangeEvent | { type: 'email.withPassword' } | { type: 'email.withCode' }

const form = formKit<FormContext<Values>, LoginEmailEvent>(otpSendPayloadSchema)

/** Either way on: to `target` when the field holds an email, else say so under it and go nowhere. */
const emailValid = <const Target extends string>(target: Target, description: string) =>
  submitIfValid({ guard: 'isEmailValid', figures: form.figures, target, description, invalid: 'Not an email: say so under the field' })

/**
 * /login: the customer gives their email, then chooses how to sign in: with their password, or with a code we
 * email them (DESIGN §3). Nothing is sent from here; the next page carries the email over.
 */
export const loginEmailMachine = setup({
  types: {} as FormTypes<Values, LoginEmailEvent, { email?: string }>,
  actions: {
    changeField: form.actions.changeField,
    showErrors: form.actions.showErrors,
    /** Goes to /login-with-password with the email (provided by the app). */
    goToPassword: (_, _params: { email: string }) => {},
    /** Goes to /login-without-password with the email (provided by the app). */
    goToCode: (_, _params: { email: string }) => {},
  },
  guards: {
    isEmailValid: form.guards.isFormValid,
  },
}).createMachine({
  id: 'loginEmail',
  description: 'Sign in, step one: who are you? Then password or emailed code.',
  context: ({ input }) => formContext({ email: input.email ?? '' }),
  initial: 'enteringEmail',
  states: {
    enteringEmail: {
      description: 'The email field and the two ways on: "Continue with password" and "Email me a sign-in code".',
      on: {
        'field.change': { actions: 'changeField', description: 'Typing clears the field error' },
        'email.withPassword': emailValid('continuingWithPassword', 'An email: on to the password'),
        'email.withCode': emailValid('continuingWithCode', 'An email: on to the emailed code'),
      },
    },
    continuingWithPassword: {
      type: 'final',
      description: 'On to /login-with-password with the email.',
      entry: { type: 'goToPassword', params: trimmedEmail },
    },
    continuingWithCode: {
      type: 'final',
      description: 'On to /login-without-password with the email.',
      entry: { type: 'goToCode', params: trimmedEmail },
    },
  },
})
