/**
 * Sample events and starting inputs of the sign-in machines (/login, /login-with-password,
 * /login-without-password, /register, /forgot-password, /reset-password, /crm-login): shared by their path
 * tests and the scenario catalogue.
 */
import { codeRequestMachine } from '@machines/code-request.machine'
import { crmSignInMachine } from '@machines/crm-sign-in.machine'
import { forgotPasswordMachine } from '@machines/forgot-password.machine'
import { loginEmailMachine } from '@machines/login-email.machine'
import { passwordSignInMachine } from '@machines/password-sign-in.machine'
import { registerMachine } from '@machines/register.machine'
import { resetPasswordMachine } from '@machines/reset-password.machine'
import type { MachineSamples } from '../support/machine-graph'
import { after, bare, byFieldsFilled, change, failed, fieldRefused, NETWORK } from './sample-events'
export { NETWORK } from './sample-events'

export const token = { token: 'h.p.s', expiresAt: '2026-11-22T00:00:00.000Z' }
export const RATE_LIMIT_MESSAGE = 'Too many attempts. Please try again in 2 minutes.'

const done = (id: string, output: unknown = { message: 'ok' }) => ({ type: `xstate.done.actor.${id}`, output }) as never
const rateLimited = (id: string) => failed(id, { status: 429, message: RATE_LIMIT_MESSAGE, retryAfter: 120 })

/** Serialise by state and by whether the form would pass its check: enough to reach both submit branches. */
const byValidity =
  (isValid: (values: Record<string, unknown>) => boolean) => (s: { value: unknown; context: { values: Record<string, unknown> } }) =>
    JSON.stringify([s.value, isValid(s.context.values)])

export const loginEmailSamples = {
  machine: loginEmailMachine,
  inputs: { 'blank form': {} },
  events: {
    'field.change': [change('email', 'not-an-email'), change('email', 'dana@example.com')],
    ...bare('email.withPassword', 'email.withCode'),
  },
  serializeState: byValidity((v) => v.email === 'dana@example.com') as never,
} satisfies MachineSamples<typeof loginEmailMachine>

export const passwordSignInSamples = {
  machine: passwordSignInMachine,
  inputs: { 'email carried over': { email: 'dana@example.com' } },
  events: {
    'field.change': [change('password', 'short'), change('password', 'Demo#2026')],
    ...bare('form.submit'),
    'xstate.done.actor.signIn': [done('signIn', token)],
    'xstate.error.actor.signIn': [
      failed('signIn', { status: 401, message: 'The email or password is not right' }),
      rateLimited('signIn'),
      failed('signIn', { status: 0, message: NETWORK }),
    ],
    'xstate.after.retryDelay': [after('retryDelay', 'passwordSignIn.rateLimited')],
  },
  serializeState: byValidity((v) => v.password === 'Demo#2026') as never,
} satisfies MachineSamples<typeof passwordSignInMachine>

export const codeRequestSamples = {
  machine: codeRequestMachine,
  inputs: { 'email carried over': { email: 'dana@example.com' }, 'no email': {} },
  events: {
    'field.change': [change('email', 'dana@'), change('email', 'dana@example.com')],
    ...bare('form.submit'),
    'xstate.done.actor.sendCode': [done('sendCode')],
    'xstate.error.actor.sendCode': [rateLimited('sendCode'), failed('sendCode', { status: 503, message: 'Mail is down' })],
    'xstate.after.retryDelay': [after('retryDelay', 'codeRequest.rateLimited')],
  },
  serializeState: byValidity((v) => v.email === 'dana@example.com') as never,
} satisfies MachineSamples<typeof codeRequestMachine>

export const validRegistration = {
  firstName: 'Amélie',
  lastName: "O'Neil-Durand",
  email: 'amelie@example.com',
  countryCode: '+44',
  contactNumber: '7700900123',
  regPassword: 'Sunny#2026',
  confirmRegPassword: 'Sunny#2026',
  acceptTerms: true,
}

export const registerSamples = {
  machine: registerMachine,
  inputs: { 'blank form': {} },
  events: {
    'field.change': [
      ...Object.entries(validRegistration).map(([field, value]) => change(field, value)),
      change('confirmRegPassword', 'Different#1'),
    ],
    ...bare('form.submit'),
    'xstate.done.actor.register': [done('register', token)],
    'xstate.error.actor.register': [
      fieldRefused('register', 'email', 'An account with this email already exists', 'Please check the highlighted fields'),
      rateLimited('register'),
    ],
    'xstate.after.retryDelay': [after('retryDelay', 'register.rateLimited')],
  },
  serializeState: byFieldsFilled(validRegistration),
} satisfies MachineSamples<typeof registerMachine>

export const forgotPasswordSamples = {
  machine: forgotPasswordMachine,
  inputs: { 'blank form': {} },
  events: {
    'field.change': [change('email', 'dana'), change('email', 'dana@example.com')],
    ...bare('form.submit', 'form.again'),
    'xstate.done.actor.requestReset': [done('requestReset')],
    'xstate.error.actor.requestReset': [rateLimited('requestReset'), failed('requestReset', { status: 0, message: NETWORK })],
    'xstate.after.retryDelay': [after('retryDelay', 'forgotPassword.rateLimited')],
  },
  serializeState: byValidity((v) => v.email === 'dana@example.com') as never,
} satisfies MachineSamples<typeof forgotPasswordMachine>

export const resetPasswordSamples = {
  machine: resetPasswordMachine,
  inputs: { 'emailed link': { token: 'a'.repeat(43) }, 'no token': {} },
  events: {
    'field.change': [
      change('newPassword', 'Fresh#2027'),
      change('confirmNewPassword', 'Fresh#2027'),
      change('confirmNewPassword', 'Other#2027'),
    ],
    ...bare('form.submit'),
    'xstate.done.actor.resetPassword': [done('resetPassword')],
    'xstate.error.actor.resetPassword': [
      failed('resetPassword', { status: 400, code: 'link_expired', message: 'This link has expired or was already used' }),
      fieldRefused('resetPassword', 'newPassword', 'This password is too common', 'Please choose a less common password'),
      rateLimited('resetPassword'),
    ],
    'xstate.after.retryDelay': [after('retryDelay', 'resetPassword.rateLimited')],
  },
  serializeState: ((s: { value: unknown; context: { values: Record<string, unknown> } }) =>
    JSON.stringify([s.value, s.context.values.newPassword === 'Fresh#2027', s.context.values.confirmNewPassword])) as never,
} satisfies MachineSamples<typeof resetPasswordMachine>

export const crmSignInSamples = {
  machine: crmSignInMachine,
  inputs: { 'agent link': { token: 'c'.repeat(43) }, 'no token': {} },
  events: {
    'xstate.done.actor.signIn': [done('signIn', token)],
    'xstate.error.actor.signIn': [failed('signIn', { status: 401, message: 'This assisted sign-in link has expired or was already used' })],
  },
} satisfies MachineSamples<typeof crmSignInMachine>
