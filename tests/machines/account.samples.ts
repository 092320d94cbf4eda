/**
 * Sample events of the account-area machines (profile edit dialogs, email change, change password, contact form):
 * shared by their path tests and the scenario catalogue.
 */
import { SECURITY_MESSAGES, STEP_UP_REQUIRED } from '@contract/security'
import { changePasswordMachine } from '@machines/change-password.machine'
import { contactMachine } from '@machines/contact.machine'
import { editAddressMachine } from '@machines/edit-address.machine'
import { editEmailMachine } from '@machines/edit-email.machine'
import { editNameMachine } from '@machines/edit-name.machine'
import { editPhoneMachine } from '@machines/edit-phone.machine'
import { changePasswordPayloadSchema, editAddressPayloadSchema, editNamePayloadSchema } from '@contract/user'
import { contactUsPayloadSchema } from '@contract/contact'
import { editPhoneFormSchema } from '@machines/edit-phone.machine'
import type { z } from 'zod/mini'
import type { MachineSamples } from '../support/machine-graph'
import { after, bare, byFieldsFilled, change, done, failed, fieldRefused, NETWORK, valid } from './sample-events'

/** The customer's details as GET /app/users/view answers them. */
export const profile = {
  firstName: 'Dana',
  lastName: 'Reyes',
  email: 'dana@example.com',
  contactNumber: '7700900123',
  streetNumber: '1200',
  streetDirection: '',
  streetName: 'Lake Shore Dr',
  city: 'Chicago',
  state: 'IL',
  zipCode: '60601',
}

type FormSnapshot = { value: unknown; context: { values: Record<string, unknown> } }
/** Graph state: the state value, whether the form would pass its check, and any field named in `keep`. */
const byValidity =
  (schema: z.ZodMiniType, keep: string[] = []) =>
  (s: FormSnapshot) =>
    JSON.stringify([s.value, valid(schema)(s.context.values), ...keep.map((field) => s.context.values[field])])

/** Edit Name, Edit Address and Edit Phone are one machine built three times (machines/profile-edit.ts). */
type ProfileEditMachine = typeof editNameMachine

/**
 * The samples of a profile edit dialog (machines/profile-edit.ts): opened with the profile, typed into, saved with
 * the server's message, refused for one field, or failed.
 */
function profileEditSamples(
  machine: ProfileEditMachine,
  sample: {
    changes: ReturnType<typeof change<string>>[]
    saved: string
    refused: { field: string; message: string }
    failure: { status: number; message: string }
    schema: z.ZodMiniType
    keep?: string[]
  },
) {
  return {
    machine,
    events: {
      'dialog.open': [{ type: 'dialog.open', values: profile }],
      ...bare('dialog.close'),
      'field.change': sample.changes,
      ...bare('form.submit'),
      'xstate.done.actor.save': [done('save', { message: sample.saved })],
      'xstate.error.actor.save': [fieldRefused('save', sample.refused.field, sample.refused.message), failed('save', sample.failure)],
    },
    serializeState: byValidity(sample.schema, sample.keep) as never,
  } satisfies MachineSamples<ProfileEditMachine>
}

export const editNameSamples = profileEditSamples(editNameMachine, {
  changes: [change('firstName', 'D'), change('firstName', 'Amélie'), change('lastName', "O'Neil-Durand")],
  saved: 'Your name has been updated',
  refused: { field: 'lastName', message: "Last name can only contain letters, spaces and , . ' -" },
  failure: { status: 0, message: NETWORK },
  schema: editNamePayloadSchema,
})

export const editAddressSamples = profileEditSamples(editAddressMachine, {
  changes: [
    // A direction chosen, then chosen again (the dropdown clears it).
    change('streetDirection', 'N'),
    change('streetDirection', ''),
    change('zipCode', '606'),
    change('zipCode', '94110'),
  ],
  saved: 'Your address has been updated',
  refused: { field: 'state', message: 'Please select a state' },
  failure: { status: 503, message: 'Ring Mobile is temporarily unavailable. Please try again in a moment.' },
  schema: editAddressPayloadSchema,
  keep: ['streetDirection'],
})

const phoneSamples = profileEditSamples(editPhoneMachine, {
  changes: [change('contactNumber', '12345'), change('contactNumber', '3125550143')],
  saved: 'Your phone number has been updated',
  refused: { field: 'contactNumber', message: 'Please enter a valid phone number' },
  failure: { status: 0, message: NETWORK },
  schema: editPhoneFormSchema,
})
/** The phone number is how the account is reached: "Confirm it's you" comes first (and again when the proof ran out). */
export const editPhoneSamples = {
  ...phoneSamples,
  // A support agent's session (decision 0031): the dialog does not open.
  inputs: { default: {}, 'an assisted session': { assisted: true } },
  events: {
    ...phoneSamples.events,
    'xstate.done.actor.stepUp': [done('stepUp', { proven: true }), done('stepUp', { proven: false })],
    'xstate.error.actor.save': [
      ...phoneSamples.events['xstate.error.actor.save'],
      failed('save', { status: 403, message: SECURITY_MESSAGES.stepUpRequired, code: STEP_UP_REQUIRED }),
    ],
  },
} satisfies MachineSamples<ProfileEditMachine>

export const NEW_EMAIL = 'dana.new@example.com'
export const CODE_SENT = `We sent a 5-digit code to ${NEW_EMAIL}. Enter it to confirm your new email.`
export const WRONG_CODE = 'This code is incorrect or has expired'
export const TOO_SOON = 'Please wait before asking for another code.'
/** The current password the email change asks for again (re-authentication), and the server's refusal of a wrong one. */
export const CURRENT_PASSWORD = 'Demo#2026'
export const WRONG_PASSWORD = 'Your current password is incorrect'

export const editEmailSamples = {
  // The browser replay's page checks for this machine read a scenario as one pass from a fresh page; walks
  // (`coveringPaths` in tests/support/machine-graph.ts) are not replayed for it.
  cover: 'edges' as const,
  machine: editEmailMachine,
  // A support agent's session (decision 0031): the dialog does not open.
  inputs: { default: {}, 'an assisted session': { assisted: true } },
  events: {
    ...bare('dialog.open', 'dialog.close'),
    'field.change': [change('email', 'dana.new@'), change('email', 'Dana.New@example.com'), change('currentPassword', CURRENT_PASSWORD)],
    ...bare('email.submit'),
    'code.change': [
      { type: 'code.change', value: '123' },
      { type: 'code.change', value: '12345' },
    ],
    ...bare('code.submit', 'code.resend', 'code.cancel'),
    'xstate.done.actor.requestCode': [done('requestCode', { message: CODE_SENT })],
    'xstate.error.actor.requestCode': [
      failed('requestCode', {
        status: 409,
        message: 'An account with this email already exists',
        errors: [{ field: 'email', message: 'An account with this email already exists' }],
      }),
      fieldRefused('requestCode', 'currentPassword', WRONG_PASSWORD),
      failed('requestCode', { status: 429, message: TOO_SOON, retryAfter: 30 }),
    ],
    'xstate.done.actor.verifyCode': [done('verifyCode', { message: 'Your email has been updated' })],
    'xstate.error.actor.verifyCode': [fieldRefused('verifyCode', 'otp', WRONG_CODE)],
    'xstate.done.actor.resendCode': [done('resendCode', { message: 'Code Re-sent! Please enter the new code' })],
    'xstate.error.actor.resendCode': [failed('resendCode', { status: 429, message: TOO_SOON, retryAfter: 30 })],
    'xstate.after.resendCooldown': [after('resendCooldown', 'editEmail.awaitingCode.resend.coolingDown')],
  },
  serializeState: ((s: { value: unknown; context: { values: { email: string; currentPassword: string; otp: string } } }) =>
    JSON.stringify([
      s.value,
      s.context.values.email.includes('.com'),
      s.context.values.currentPassword !== '',
      s.context.values.otp.length === 5,
    ])) as never,
} satisfies MachineSamples<typeof editEmailMachine>

export const validPasswordChange = { currentPassword: 'Demo#2026', newPassword: 'Fresh#2027', confirmNewPassword: 'Fresh#2027' }
export const PASSWORD_CHANGED = {
  message: 'Your password has been changed. Your other sessions were signed out.',
  token: 'f.r.esh',
  expiresAt: '2026-11-22T00:00:00.000Z',
}

export const changePasswordSamples = {
  machine: changePasswordMachine,
  events: {
    ...bare('dialog.open', 'dialog.close'),
    'field.change': [
      ...Object.entries(validPasswordChange).map(([field, value]) => change(field, value)),
      change('confirmNewPassword', 'Other#2027'),
    ],
    ...bare('form.submit', 'failure.dismiss', 'success.dismiss'),
    'xstate.done.actor.changePassword': [done('changePassword', PASSWORD_CHANGED)],
    'xstate.error.actor.changePassword': [
      fieldRefused('changePassword', 'currentPassword', 'Your current password is incorrect'),
      failed('changePassword', { status: 0, message: NETWORK }),
    ],
  },
  serializeState: byFieldsFilled(validPasswordChange, changePasswordPayloadSchema),
} satisfies MachineSamples<typeof changePasswordMachine>

/**
 * The messages a refused contact form shows (SPEC §5) for what its fields hold, written out: an empty field is
 * required, 'dana@' (the samples' only bad email) is not an email.
 */
export function contactErrors(values: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {}
  if (!values.name) errors.name = 'Name is required'
  if (!values.email) errors.email = 'Email is required'
  else if (values.email === 'dana@') errors.email = 'Please enter a valid email address. Example: name@example.com'
  if (!values.message) errors.message = 'Message is required'
  return errors
}

export const contactMessage = { name: 'Dana Reyes', email: 'dana@example.com', message: 'Can I keep my number?' }

export const contactSamples = {
  machine: contactMachine,
  inputs: { visitor: {}, 'signed in': { name: 'Dana Reyes', email: 'dana@example.com' } },
  events: {
    'field.change': [...Object.entries(contactMessage).map(([field, value]) => change(field, value)), change('email', 'dana@')],
    'form.prefill': [{ type: 'form.prefill', name: 'Dana Reyes', email: 'dana@example.com' }],
    ...bare('form.submit'),
    'xstate.done.actor.sendMessage': [
      done('sendMessage', { message: "Thanks for reaching out! We'll get back to you within one business day." }),
    ],
    'xstate.error.actor.sendMessage': [
      failed('sendMessage', { status: 429, message: 'Too many messages. Please try again in 10 minutes.', retryAfter: 600 }),
      fieldRefused('sendMessage', 'message', 'Message is required'),
    ],
  },
  serializeState: byFieldsFilled(contactMessage, contactUsPayloadSchema),
} satisfies MachineSamples<typeof contactMachine>
