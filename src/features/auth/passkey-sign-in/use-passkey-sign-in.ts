import type { SnapshotFrom } from 'xstate'
import { passkeySignInMachine, type PasskeySignInEvent } from '@machines/passkey-sign-in.machine'
import { signInWithPasskey } from '@/api/passkeys'
import { apiActor } from '@/lib/api-actor'
import { useFlow } from '@/lib/flow'
import { useRedirect, useSignInActions } from '../shared/sign-in-actions'

/** "Sign in with a passkey" as its button needs it. */
export interface PasskeySignInApi {
  busy: boolean
  error: string | null
  start: () => void
}

function connect(snapshot: SnapshotFrom<typeof passkeySignInMachine>, send: (event: PasskeySignInEvent) => void): PasskeySignInApi {
  return {
    busy: snapshot.hasTag('busy') || snapshot.matches('signedIn'),
    error: snapshot.context.error,
    start: () => send({ type: 'passkey.start' }),
  }
}

/** Passkey sign-in on /login, with the browser's prompt and the real calls. */
export function usePasskeySignIn(): PasskeySignInApi {
  return useFlow(
    passkeySignInMachine,
    { actors: { signInWithPasskey: apiActor(signInWithPasskey) }, actions: useSignInActions(useRedirect()) },
    connect,
  )
}
