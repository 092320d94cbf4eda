import type { SnapshotFrom } from 'xstate'
import { passwordSignInMachine, type PasswordSignInEvent } from '@machines/password-sign-in.machine'
import { login } from '@/api/auth'
import { connectFields, connectSubmit, type BoundFieldProps, type ConnectedSubmit } from '@/lib/flow/form-fields'
import { apiActor } from '@/lib/api-actor'
import { useFlow } from '@/lib/flow'
import { useSignInFormStart } from '../shared/sign-in-actions'

type Snapshot = SnapshotFrom<typeof passwordSignInMachine>

/** /login-with-password as the view needs it: the two fields and the rate-limited Sign in. */
export interface PasswordSignInApi extends ConnectedSubmit {
  emailField: BoundFieldProps
  passwordField: BoundFieldProps
  /** The email as typed, trimmed (for the links to the other ways in). */
  email: string
}

/** Pure: snapshot and send in, API out. */
function connect(snapshot: Snapshot, send: (event: PasswordSignInEvent) => void): PasswordSignInApi {
  const fields = connectFields(snapshot.context, send)
  return {
    emailField: fields.getFieldProps('email'),
    passwordField: fields.getFieldProps('password'),
    email: snapshot.context.values.email.trim(),
    ...connectSubmit(snapshot, send),
  }
}

/** Binds the machine to POST /app/auth/login and to the sign-in completion (token, session, redirect). */
export function usePasswordSignIn(): PasswordSignInApi {
  return useFlow(passwordSignInMachine, useSignInFormStart({ signIn: apiActor(login) }), connect)
}
