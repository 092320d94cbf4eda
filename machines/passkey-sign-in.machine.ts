import { setup } from 'xstate'
import type { AuthToken } from '@contract/auth'
import { callState, withAnswer, type MachineTypes } from './chart'
import { errorActions } from './results'
import { providedByApp } from './provided'

export interface PasskeySignInContext {
  error: string | null
}

/** "Sign in with a passkey". */
export type PasskeySignInEvent = { type: 'passkey.start' }

/**
 * Signing in with a passkey on /login: the browser offers the customer's passkeys in the email field's suggestions
 * (autofill) from the start, and "Sign in with a passkey" opens its prompt. A passkey counts as both steps.
 */
export const passkeySignInMachine = setup({
  types: {} as MachineTypes<PasskeySignInContext, PasskeySignInEvent>,
  actors: {
    /** Options, the browser's prompt (`autofill`: its suggestions), POST /app/auth/passkey */
    signInWithPasskey: providedByApp<AuthToken, { autofill: boolean }>('signInWithPasskey'),
  },
  actions: {
    ...errorActions<PasskeySignInContext, PasskeySignInEvent>(),
    /** Stores the token, tells the session and goes where the customer was heading (provided by the app). */
    completeSignIn: (_, _params: AuthToken) => {},
  },
}).createMachine({
  id: 'passkeySignIn',
  description: 'Signing in with a passkey: from the email field\'s suggestions, or "Sign in with a passkey".',
  context: { error: null },
  initial: 'offeringAutofill',
  states: {
    offeringAutofill: {
      description: 'The email field\'s suggestions include this site\'s passkeys (where the browser can); "Sign in with a passkey".',
      invoke: {
        id: 'autofill',
        src: 'signInWithPasskey',
        input: { autofill: true },
        onDone: { target: 'signedIn', actions: withAnswer('completeSignIn'), description: 'Picked from the suggestions' },
        onError: { target: 'idle', description: 'No suggestions here (or refused): the button stays' },
      },
      on: { 'passkey.start': { target: 'signingIn', actions: 'clearError', description: 'Sign in with a passkey' } },
    },
    idle: {
      description: '"Sign in with a passkey"; a failed try says why under it.',
      on: { 'passkey.start': { target: 'signingIn', actions: 'clearError', description: 'Sign in with a passkey' } },
    },
    signingIn: callState("The browser's passkey prompt; the button spins.", 'signInWithPasskey', {
      input: { autofill: false },
      onDone: { target: 'signedIn', actions: withAnswer('completeSignIn'), description: 'Signed in' },
      onError: { target: 'idle', actions: 'keepError', description: 'Closed, unknown or refused: says why' },
    }),
    signedIn: { type: 'final', description: 'Signed in: on to where the customer was heading, else /dashboard.' },
  },
})
