import { expect } from 'vitest'
import { EMAIL_CODE_RESENT } from '@machines/edit-email.machine'
import type { AnyStateMachine } from 'xstate'
import { describeMachinePaths, type RecordedCall } from '../support/machine-paths'
import type { MachineSamples } from '../support/machine-graph'
import {
  changePasswordSamples,
  CODE_SENT,
  CURRENT_PASSWORD,
  contactErrors,
  contactMessage,
  contactSamples,
  editAddressSamples,
  editEmailSamples,
  editNameSamples,
  editPhoneSamples,
  NEW_EMAIL,
  PASSWORD_CHANGED,
  profile,
  TOO_SOON,
  validPasswordChange,
  WRONG_CODE,
  WRONG_PASSWORD,
} from './account.samples'

const actorCalls = (calls: RecordedCall[], name: string) =>
  calls.filter((c): c is Extract<RecordedCall, { kind: 'actor' }> => c.kind === 'actor' && c.name === name)
const actionCalls = (calls: RecordedCall[], name: string) => calls.filter((c) => c.kind === 'action' && c.name === name)

type AnyEvent = { type: string; field?: string; value?: unknown; error?: unknown; output?: unknown } | undefined
type ErrorShape = { status: number; message: string; errors?: { field: string; message: string }[] }
type FormSnapshot = { context: { values: Record<string, unknown>; errors: Record<string, string | undefined>; formError: string | null } }

/**
 * What the customer typed into `field` on this path (the last field.change), else what the dialog started from:
 * the test's own account of the form, never the machine's context.
 */
function typed(events: AnyEvent[], field: string, start: string) {
  const changes = events.filter((e) => e?.type === 'field.change' && e.field === field)
  return changes.length ? String(changes[changes.length - 1]!.value) : start
}

/**
 * The messages a refused contact form shows (SPEC §5), from what the customer typed or had filled in on this path
 * (the test's own account of the form): an empty field is required, 'dana@' is not an email.
 */
function contactErrorsOn(events: AnyEvent[], input: { name?: string; email?: string }) {
  const values: Record<string, string> = { name: input.name ?? '', email: input.email ?? '', message: '' }
  for (const event of events) {
    if (event?.type === 'field.change') values[event.field!] = String(event.value)
    if (event?.type === 'form.prefill') {
      const prefill = event as unknown as { name: string; email: string }
      values.name ||= prefill.name
      values.email ||= prefill.email
    }
  }
  return contactErrors(values)
}

/** The notification a step showed: the recorded action and the message it was given. */
function expectNotified(stepCalls: RecordedCall[], name: string) {
  const shown = actionCalls(stepCalls, name)
  expect(shown, `${name} notification`).toHaveLength(1)
}

/** What a form dialog shows while editing: old errors gone on opening, a field's error gone when it changes. */
function expectEditing(snapshot: FormSnapshot, event: AnyEvent, stepCalls: RecordedCall[], refusedWith: Record<string, string>) {
  if (event?.type === 'dialog.open') {
    expect(snapshot.context.errors).toEqual({})
    expect(snapshot.context.formError).toBeNull()
  }
  if (event?.type === 'field.change') {
    expect(snapshot.context.values[event.field!]).toBe(event.value)
    expect(snapshot.context.errors[event.field!]).toBeUndefined()
  }
  if (event?.type === 'form.submit') {
    // A refused submit names exactly the field the samples make invalid, with SPEC §5's message, and sends nothing.
    const shown = Object.fromEntries(Object.entries(snapshot.context.errors).filter(([, m]) => m))
    expect(shown).toEqual(refusedWith)
    expect(stepCalls.filter((c) => c.kind === 'actor')).toEqual([])
  }
  if (event?.type.startsWith('xstate.error.actor.')) {
    const error = event.error as ErrorShape
    // A server error list sets errors per field; the server's message is the notification either way.
    for (const item of error.errors ?? []) expect(snapshot.context.errors[item.field]).toBe(item.message)
    if (!error.errors?.length) expect(snapshot.context.formError).toBe(error.message)
    expectNotified(stepCalls, 'notifyFailed')
  }
}

/** A profile dialog that is not shown: after a save, the server's message and a profile reload. */
function expectClosedAfterSave(event: AnyEvent, stepCalls: RecordedCall[], message: string) {
  if (event?.type === 'xstate.done.actor.save') {
    expectNotified(stepCalls, 'notifySaved')
    expect(actionCalls(stepCalls, 'reloadProfile')).toHaveLength(1)
    expect((event.output as { message: string }).message).toBe(message)
  } else {
    expect(actionCalls(stepCalls, 'reloadProfile')).toEqual([])
  }
  expect(actorCalls(stepCalls, 'save')).toEqual([])
}

/**
 * The three profile dialogs are one machine with other fields (machines/profile-edit.ts): each opens with the
 * profile's values (`opened`), refuses the samples' invalid field with SPEC §5's message (`refusedWith`), holds
 * the dialog while saving, and sends what was typed (`sent`, the test's own account of the request).
 */
function describeProfileDialog(
  samples: MachineSamples<AnyStateMachine>,
  {
    saved,
    opened,
    refusedWith,
    sent,
    confirmsIdentity = false,
    customerOnly = false,
  }: {
    saved: string
    opened: Record<string, string>
    refusedWith: Record<string, string>
    sent: (events: AnyEvent[]) => Record<string, string>
    /** "Confirm it's you" before saving (the phone number): nothing is sent until it is confirmed. */
    confirmsIdentity?: boolean
    /** The dialog does not open in a support agent's session (the phone number, decision 0031). */
    customerOnly?: boolean
  },
) {
  describeMachinePaths({
    ...samples,
    expectations: {
      ...(confirmsIdentity && {
        confirmingIdentity: ({ snapshot, stepCalls }) => {
          expect(snapshot.children.stepUp).toBeDefined()
          expect(actorCalls(stepCalls, 'save')).toEqual([])
        },
      }),
      closed: ({ snapshot, event, stepCalls, input }) => {
        expectClosedAfterSave(event as AnyEvent, stepCalls, saved)
        const assisted = (input as { assisted?: boolean } | undefined)?.assisted === true
        expect(snapshot.can({ type: 'dialog.open', values: {} })).toBe(!(customerOnly && assisted))
      },
      editing: ({ snapshot, event, stepCalls }) => {
        if (event?.type === 'dialog.open') expect(snapshot.context.values).toEqual(opened)
        expectEditing(snapshot, event as AnyEvent, stepCalls, refusedWith)
      },
      saving: ({ snapshot, stepCalls, events }) => {
        expect(snapshot.hasTag('busy')).toBe(true)
        expect(snapshot.can({ type: 'form.submit' })).toBe(false)
        expect(snapshot.can({ type: 'dialog.close' })).toBe(false)
        expect(actorCalls(stepCalls, 'save')).toEqual([{ kind: 'actor', name: 'save', input: sent(events as AnyEvent[]) }])
      },
    },
  })
}

describeProfileDialog(editNameSamples as unknown as MachineSamples<AnyStateMachine>, {
  saved: 'Your name has been updated',
  opened: { firstName: 'Dana', lastName: 'Reyes' },
  refusedWith: { firstName: 'First name must be at least 2 characters' },
  sent: (events) => ({ firstName: typed(events, 'firstName', 'Dana'), lastName: typed(events, 'lastName', 'Reyes') }),
})

const { streetNumber, streetDirection, streetName, city, state, zipCode } = profile
describeProfileDialog(editAddressSamples as unknown as MachineSamples<AnyStateMachine>, {
  saved: 'Your address has been updated',
  opened: { streetNumber, streetDirection, streetName, city, state, zipCode },
  refusedWith: { zipCode: 'Please enter 5 digit ZIP Code' },
  // SPEC §7's defect fixed: the direction sent is the one the customer chose ('' once cleared).
  sent: (events) => ({
    streetNumber: '1200',
    streetDirection: typed(events, 'streetDirection', ''),
    streetName: 'Lake Shore Dr',
    city: 'Chicago',
    state: 'IL',
    zipCode: typed(events, 'zipCode', '60601'),
  }),
})

describeProfileDialog(editPhoneSamples as unknown as MachineSamples<AnyStateMachine>, {
  saved: 'Your phone number has been updated',
  opened: { contactNumber: '7700900123' },
  refusedWith: { contactNumber: 'Please enter a valid phone number' },
  // The contactNumber field goes out as phoneNumber (SPEC §7).
  sent: (events) => ({ phoneNumber: typed(events, 'contactNumber', '7700900123') }),
  confirmsIdentity: true,
  customerOnly: true,
})

describeMachinePaths({
  ...editEmailSamples,
  expectations: {
    closed: ({ snapshot, event, stepCalls, input }) => {
      // A support agent's session cannot change the email (decision 0031): the dialog does not open.
      expect(snapshot.can({ type: 'dialog.open' })).toBe(!(input as { assisted?: boolean }).assisted)
      if (event?.type === 'xstate.done.actor.verifyCode') {
        expect(actionCalls(stepCalls, 'notifySuccess')).toHaveLength(1)
        expect(actionCalls(stepCalls, 'reloadProfile')).toHaveLength(1)
      } else expect(actionCalls(stepCalls, 'reloadProfile')).toEqual([])
    },
    enteringEmail: ({ snapshot, event, stepCalls }) => {
      expect(snapshot.context.values.otp).toBe('')
      if (event?.type === 'dialog.open') expect(snapshot.context.values.email).toBe('')
      if (event?.type === 'email.submit') {
        const { email, currentPassword } = snapshot.context.values as { email: string; currentPassword: string }
        // Refused before anything is sent: an invalid email, or no current password (asked again for this change).
        if (email !== 'Dana.New@example.com') {
          expect(snapshot.context.errors.email).toBe(
            email ? 'Please enter a valid email address. Example: name@example.com' : 'Email is required',
          )
        } else expect(snapshot.context.errors.email).toBeUndefined()
        expect(snapshot.context.errors.currentPassword).toBe(currentPassword ? undefined : 'Current password is required')
        expect(actorCalls(stepCalls, 'requestCode')).toEqual([])
      }
      if (event?.type === 'code.cancel') {
        // Back to email entry with the address as typed; the code is gone.
        expect(snapshot.context.values.email).toBe('Dana.New@example.com')
      }
      if (event?.type === 'field.change') expect(snapshot.context.errors[event.field!]).toBeUndefined()
      if (event?.type === 'xstate.error.actor.requestCode') {
        const error = event.error as ErrorShape
        if (error.errors?.[0].field === 'currentPassword') expect(snapshot.context.errors.currentPassword).toBe(WRONG_PASSWORD)
        else if (error.errors) expect(snapshot.context.errors.email).toBe('An account with this email already exists')
        else expect(snapshot.context.formError).toBe(TOO_SOON)
        expectNotified(stepCalls, 'notifyFailed')
      }
    },
    sendingCode: ({ snapshot, stepCalls }) => {
      expect(snapshot.hasTag('busy')).toBe(true)
      // The checked address, lower-cased.
      expect(actorCalls(stepCalls, 'requestCode')).toEqual([
        { kind: 'actor', name: 'requestCode', input: { email: NEW_EMAIL, currentPassword: CURRENT_PASSWORD } },
      ])
    },
    'awaitingCode.entry.typing': ({ snapshot, event, stepCalls }) => {
      expect(snapshot.context.newEmail).toBe(NEW_EMAIL)
      // The password went out with the request for a code; it is not kept.
      expect(snapshot.context.values.currentPassword).toBe('')
      if (event?.type === 'xstate.done.actor.requestCode') {
        expect(actionCalls(stepCalls, 'notifySuccess')).toHaveLength(1)
        expect((event.output as { message: string }).message).toBe(CODE_SENT)
      }
      if (event?.type === 'code.change') expect(snapshot.context.values.otp).toBe(event.value)
      if (event?.type === 'code.submit') {
        // Fewer than 5 digits are never sent.
        expect(snapshot.context.errors.otp).toBe('Please enter the 5-digit code')
        expect(actorCalls(stepCalls, 'verifyCode')).toEqual([])
      }
      if (event?.type === 'xstate.error.actor.verifyCode') {
        expect(snapshot.context.errors.otp).toBe(WRONG_CODE)
        expect(snapshot.context.values.otp).toBe('')
        expectNotified(stepCalls, 'notifyFailed')
      }
      if (event?.type === 'xstate.done.actor.resendCode') {
        // Resending clears the entered code and says so.
        expect(snapshot.context.values.otp).toBe('')
        expect(actionCalls(stepCalls, 'notifySuccess')).toHaveLength(1)
      }
    },
    'awaitingCode.entry.verifying': ({ snapshot, stepCalls, event }) => {
      expect(snapshot.hasTag('busy')).toBe(true)
      if (event?.type === 'code.submit') {
        expect(actorCalls(stepCalls, 'verifyCode')).toEqual([
          { kind: 'actor', name: 'verifyCode', input: { newEmail: NEW_EMAIL, otp: '12345' } },
        ])
      }
      // No new code while one is being checked.
      expect(snapshot.can({ type: 'code.resend' })).toBe(false)
    },
    'awaitingCode.resend.coolingDown': ({ snapshot, event }) => {
      expect(snapshot.can({ type: 'code.resend' })).toBe(false)
      if (event?.type === 'xstate.done.actor.requestCode' || event?.type === 'xstate.done.actor.resendCode') {
        // The visible countdown starts from 30 seconds.
        const left = snapshot.context.resendAvailableAt - Date.now()
        expect(left).toBeGreaterThan(29_000)
        expect(left).toBeLessThanOrEqual(30_000)
      }
    },
    'awaitingCode.resend.available': ({ snapshot, event, stepCalls }) => {
      if (snapshot.matches({ awaitingCode: { entry: 'typing' } })) expect(snapshot.can({ type: 'code.resend' })).toBe(true)
      if (event?.type === 'xstate.error.actor.resendCode') expectNotified(stepCalls, 'notifyFailed')
    },
    'awaitingCode.resend.sending': ({ stepCalls, event }) => {
      if (event?.type === 'code.resend') {
        expect(actorCalls(stepCalls, 'resendCode')).toEqual([{ kind: 'actor', name: 'resendCode', input: { email: NEW_EMAIL } }])
      }
    },
  },
  // Each success says exactly its own words; the resend notice is SPEC §7's text whatever the server says.
  provide: {
    actions: {
      notifySuccess: ({ event }: { event: { type: string } }, params: { message: string }) => {
        const expected: Record<string, string> = {
          'xstate.done.actor.requestCode': CODE_SENT,
          'xstate.done.actor.resendCode': EMAIL_CODE_RESENT,
          'xstate.done.actor.verifyCode': 'Your email has been updated',
        }
        expect(params.message).toBe(expected[event.type])
      },
    },
  } as never,
})

describeMachinePaths({
  ...changePasswordSamples,
  expectations: {
    closed: ({ snapshot, event, calls }) => {
      expect(snapshot.context.failure).toBeNull()
      if (!event) expect(calls).toEqual([])
    },
    idle: ({ snapshot, event, stepCalls }) => {
      if (event?.type === 'dialog.open') {
        // The fields reset each time the dialog opens.
        expect(snapshot.context.values).toEqual({ currentPassword: '', newPassword: '', confirmNewPassword: '' })
        expect(snapshot.context.errors).toEqual({})
      }
      if (event?.type === 'form.submit' && snapshot.context.values.confirmNewPassword === 'Other#2027') {
        expect(snapshot.context.errors.confirmNewPassword).toBe('Passwords do not match')
      }
      if (event?.type === 'form.submit') expect(actorCalls(stepCalls, 'changePassword')).toEqual([])
      if (event?.type === 'failure.dismiss') expect(snapshot.context.values.currentPassword).not.toBe('')
    },
    submitting: ({ snapshot, stepCalls }) => {
      expect(snapshot.hasTag('busy')).toBe(true)
      expect(actorCalls(stepCalls, 'changePassword')).toEqual([{ kind: 'actor', name: 'changePassword', input: validPasswordChange }])
    },
    failed: ({ snapshot, event }) => {
      // The error dialog shows the server's message; the modal (and what was typed) stays.
      const error = (event as { error?: unknown }).error as ErrorShape
      expect(snapshot.context.failure).toBe(error.message)
      expect(snapshot.context.values).toEqual(validPasswordChange)
      if (error.errors) expect(snapshot.context.errors.currentPassword).toBe('Your current password is incorrect')
    },
    succeeded: ({ snapshot, stepCalls }) => {
      // The fresh token is stored so this session goes on; the success dialog has the server's words.
      const stored = actionCalls(stepCalls, 'storeToken')
      expect(stored).toHaveLength(1)
      expect(snapshot.context.success).toBe(PASSWORD_CHANGED.message)
    },
  },
  provide: {
    actions: { storeToken: (_: unknown, params: unknown) => expect(params).toEqual(PASSWORD_CHANGED) },
  } as never,
})

describeMachinePaths({
  ...contactSamples,
  expectations: {
    editing: ({ snapshot, event, stepCalls, previous, events, input }) => {
      if (!event && snapshot.context.values.name) expect(snapshot.context.values.email).toBe('dana@example.com')
      if (event?.type === 'form.prefill') {
        // Only empty fields are filled in.
        const before = previous!.context.values
        expect(snapshot.context.values.name).toBe(before.name || 'Dana Reyes')
        expect(snapshot.context.values.email).toBe(before.email || 'dana@example.com')
      }
      expectEditing(snapshot, event, stepCalls, contactErrorsOn(events, input as { name?: string; email?: string }))
      if (event?.type === 'xstate.done.actor.sendMessage') {
        expect(actionCalls(stepCalls, 'notifySent')).toHaveLength(1)
        expect(snapshot.context.values.message).toBe('')
        expect(snapshot.context.values.email).toBe('dana@example.com')
      }
    },
    sending: ({ snapshot, stepCalls }) => {
      expect(snapshot.hasTag('busy')).toBe(true)
      expect(actorCalls(stepCalls, 'sendMessage')).toEqual([{ kind: 'actor', name: 'sendMessage', input: contactMessage }])
    },
  },
})
