import { expect } from 'vitest'
import type { AnyStateMachine } from 'xstate'
import { describeMachinePaths, type RecordedCall, type StepContext } from '../support/machine-paths'
import {
  codeRequestSamples,
  crmSignInSamples,
  forgotPasswordSamples,
  loginEmailSamples,
  NETWORK,
  passwordSignInSamples,
  RATE_LIMIT_MESSAGE,
  registerSamples,
  resetPasswordSamples,
  token,
  validRegistration,
} from './auth.samples'

const actorCalls = (calls: RecordedCall[], name: string) => calls.filter((c) => c.kind === 'actor' && c.name === name)
const actionCalls = (calls: RecordedCall[], name: string) => calls.filter((c) => c.kind === 'action' && c.name === name)
const EMAIL_MESSAGE = 'Please enter a valid email address. Example: name@example.com'
const PASSWORD_MESSAGE =
  'Invalid password format. Passwords should be at least 6 characters long and contain one capital letter and one number and one symbol'

type FormSnapshot = { context: { errors: Record<string, string | undefined>; formError: string | null; retryAt: number | null } }
type AnyEvent = { type: string; field?: string; error?: unknown } | undefined
type ErrorShape = { status?: number; message?: string; errors?: unknown[] }

/** What every form shows while editing: field errors after a refused submit, the server's message after a failure. */
function expectEditing(
  snapshot: FormSnapshot & { context: { values: Record<string, unknown> } },
  event: AnyEvent,
  invalidMessages: Record<string, string>,
) {
  if (event?.type === 'field.change') expect(snapshot.context.errors[event.field!]).toBeUndefined()
  if (event?.type === 'form.submit') {
    // A refused submit names the failing field(s) and sends nothing.
    const shown = Object.entries(snapshot.context.errors).filter(([, m]) => m)
    expect(shown.length).toBeGreaterThan(0)
    for (const [field, message] of shown) {
      if (!invalidMessages[field]) continue
      // An empty field says it is required; a filled one gets SPEC §5's format message.
      if (snapshot.context.values[field] === '') expect(message).toMatch(/is required$/)
      else expect(message).toBe(invalidMessages[field])
    }
  }
  if (event?.type.startsWith('xstate.error.actor.')) {
    const error = event.error as ErrorShape
    if (error.errors?.length) expect(Object.values(snapshot.context.errors).filter(Boolean).length).toBe(error.errors.length)
    else expect(snapshot.context.formError).toBe(error.message)
  }
}

function expectRateLimited(snapshot: FormSnapshot) {
  expect(snapshot.context.formError).toBe(RATE_LIMIT_MESSAGE)
  expect(snapshot.context.retryAt).toBeGreaterThan(Date.now() + 100_000)
}

/**
 * The two states every rate-limited form has (machines/form.ts `sendingState`, `rateLimitedState`): `sending`
 * is busy, takes no second submit and made exactly one call of `call` with `input`; `rateLimited` shows the
 * server's message and when to try again.
 */
function sendingAndRateLimited(sending: string, call: string, input: unknown) {
  return {
    [sending]: ({ snapshot, stepCalls }: StepContext<AnyStateMachine>) => {
      expect(snapshot.hasTag('busy')).toBe(true)
      // One request per submit: the button is busy, and a second submit is ignored here.
      expect(snapshot.can({ type: 'form.submit' })).toBe(false)
      expect(actorCalls(stepCalls, call)).toEqual([{ kind: 'actor', name: call, input }])
    },
    rateLimited: ({ snapshot }: StepContext<AnyStateMachine>) => expectRateLimited(snapshot),
  }
}

describeMachinePaths({
  ...loginEmailSamples,
  expectations: {
    enteringEmail: ({ snapshot, event, calls }) => {
      expectEditing(snapshot, event, { email: EMAIL_MESSAGE })
      expect(calls.filter((c) => c.name.startsWith('goTo'))).toEqual([])
    },
    continuingWithPassword: ({ stepCalls }) => expect(actionCalls(stepCalls, 'goToPassword')).toHaveLength(1),
    continuingWithCode: ({ stepCalls }) => expect(actionCalls(stepCalls, 'goToCode')).toHaveLength(1),
  },
})

describeMachinePaths({
  ...passwordSignInSamples,
  expectations: {
    editing: ({ snapshot, event, calls }) => {
      expect(snapshot.context.values.email).toBe('dana@example.com')
      expectEditing(snapshot, event, { password: PASSWORD_MESSAGE })
      if (event?.type === 'form.submit') expect(actorCalls(calls, 'signIn')).toEqual([])
    },
    ...sendingAndRateLimited('signingIn', 'signIn', { email: 'dana@example.com', password: 'Demo#2026' }),
    signedIn: ({ stepCalls }) => expect(actionCalls(stepCalls, 'completeSignIn')).toHaveLength(1),
  },
})

describeMachinePaths({
  ...codeRequestSamples,
  expectations: {
    editing: ({ snapshot, event }) => expectEditing(snapshot, event, { email: EMAIL_MESSAGE }),
    ...sendingAndRateLimited('sending', 'sendCode', { email: 'dana@example.com' }),
    sent: ({ stepCalls }) => expect(actionCalls(stepCalls, 'goToCodeEntry')).toHaveLength(1),
  },
})

describeMachinePaths({
  ...registerSamples,
  expectations: {
    editing: ({ snapshot, event }) => {
      expect(snapshot.context.values.countryCode).toBe('+44')
      expectEditing(snapshot, event, { email: EMAIL_MESSAGE, regPassword: PASSWORD_MESSAGE })
      if (event?.type === 'form.submit' && snapshot.context.values.confirmRegPassword === 'Different#1') {
        expect(snapshot.context.errors.confirmRegPassword).toBe('Passwords do not match')
      }
      if (event?.type === 'xstate.error.actor.register' && (event.error as ErrorShape).status === 422) {
        expect(snapshot.context.errors.email).toBe('An account with this email already exists')
      }
    },
    ...sendingAndRateLimited('submitting', 'register', validRegistration),
    registered: ({ stepCalls }) => expect(actionCalls(stepCalls, 'completeSignIn')).toHaveLength(1),
  },
})

describeMachinePaths({
  ...forgotPasswordSamples,
  expectations: {
    editing: ({ snapshot, event }) => {
      expectEditing(snapshot, event, { email: EMAIL_MESSAGE })
      if (event?.type === 'xstate.error.actor.requestReset' && (event.error as ErrorShape).status === 0)
        expect(snapshot.context.formError).toBe(NETWORK)
    },
    ...sendingAndRateLimited('sending', 'requestReset', { email: 'dana@example.com' }),
    sent: ({ snapshot }) => {
      expect(snapshot.context.values.email).toBe('dana@example.com')
      expect(snapshot.can({ type: 'form.again' })).toBe(true)
    },
  },
})

describeMachinePaths({
  ...resetPasswordSamples,
  expectations: {
    missingLink: ({ snapshot, calls }) => {
      expect(snapshot.context.values.token).toBe('')
      expect(calls).toEqual([])
    },
    editing: ({ snapshot, event }) => {
      expectEditing(snapshot, event, { newPassword: PASSWORD_MESSAGE })
      if (event?.type === 'form.submit' && snapshot.context.values.confirmNewPassword === 'Other#2027') {
        expect(snapshot.context.errors.confirmNewPassword).toBe('Passwords do not match')
      }
    },
    ...sendingAndRateLimited('submitting', 'resetPassword', {
      token: 'a'.repeat(43),
      newPassword: 'Fresh#2027',
      confirmNewPassword: 'Fresh#2027',
    }),
    linkInvalid: ({ snapshot }) => expect(snapshot.context.formError).toBe('This link has expired or was already used'),
    done: ({ snapshot }) => expect(snapshot.status).toBe('done'),
  },
})

describeMachinePaths({
  ...crmSignInSamples,
  expectations: {
    missingLink: ({ calls }) => expect(calls).toEqual([]),
    signingIn: ({ stepCalls }) =>
      expect(actorCalls(stepCalls, 'signIn')).toEqual([{ kind: 'actor', name: 'signIn', input: { token: 'c'.repeat(43) } }]),
    failed: ({ snapshot }) => expect(snapshot.context.error).toBe('This assisted sign-in link has expired or was already used'),
    signedIn: ({ stepCalls }) =>
      expect(actionCalls(stepCalls, 'completeSignIn')).toEqual([
        { kind: 'action', name: 'completeSignIn', event: expect.objectContaining({ output: token }), params: token },
      ]),
  },
})
