import type { SnapshotFrom } from 'xstate'
import { passwordSignInMachine, type PasswordSignInEvent } from '@machines/password-sign-in.machine'
import { login } from '@/api/auth'
import { connectFields, type BoundFieldProps } from '@/lib/flow/form-fields'
import { apiActor } from '@/lib/api-actor'
import { useFlow } from '@/lib/flow'
import { connectEmailForm, type EmailFormApi } from '../shared/email-form'
import { useSignInFormStart } from '../shared/sign-in-actions'

type Snapshot = SnapshotFrom<typeof passwordSignInMachine>

/** /login-with-password as the view needs it: the two fields and the rate-limited Sign in. */
export interface PasswordSignInApi extends EmailFormApi {
  passwordField: BoundFieldProps
}

/** Pure: snapshot and send in, API out. */
function connect(snapshot: Snapshot, send: (event: PasswordSignInEvent) => void): PasswordSignInApi {
  return { ...connectEmailForm(snapshot, send), passwordField: connectFields(snapshot.context, send).getFieldProps('password') }
}

/** Binds the machine to POST /app/auth/login and to the sign-in completion (token, session, redirect). */
export function usePasswordSignIn(): PasswordSignInApi {
  return useFlow(passwordSignInMachine, useSignInFormStart({ signIn: apiActor(login) }), connect)
}
