import type { SnapshotFrom } from 'xstate'
import { passwordSignInMachine, type PasswordSignInEvent } from '@machines/password-sign-in.machine'
import { login } from '@/api/auth'
import { connectFields, connectSubmit } from '@/lib/flow/form-fields'
import { apiActor } from '@/lib/api-actor'
import { useFlow } from '@/lib/flow'
import { useSignInFormStart } from '../shared/sign-in-actions'

type Snapshot = SnapshotFrom<typeof passwordSignInMachine>

/** /login-with-password as the view needs it. Pure: snapshot and send in, API out. */
function connect(snapshot: Snapshot, send: (event: PasswordSignInEvent) => void) {
  const fields = connectFields(snapshot.context, send)
  return {
    emailField: fields.getFieldProps('email'),
    passwordField: fields.getFieldProps('password'),
    email: snapshot.context.values.email.trim(),
    ...connectSubmit(snapshot, send),
  }
}

export type PasswordSignInApi = ReturnType<typeof connect>

/** Binds the machine to POST /app/auth/login and to the sign-in completion (token, session, redirect). */
export function usePasswordSignIn(): PasswordSignInApi {
  return useFlow(passwordSignInMachine, useSignInFormStart({ signIn: apiActor(login) }), connect)
}
