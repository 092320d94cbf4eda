import type { SnapshotFrom } from 'xstate'
import { loginEmailMachine, type LoginEmailEvent } from '@machines/login-email.machine'
import { useFlow } from '@/lib/flow'
import { connectFields, type BoundFieldProps } from '@/lib/flow/form-fields'
import { rememberedEmail } from '@/lib/storage/sign-in'
import { useGoToStep } from '../shared/sign-in-actions'

type Snapshot = SnapshotFrom<typeof loginEmailMachine>

/** /login as the view needs it: the email field and the two ways on. */
export interface LoginApi {
  emailField: BoundFieldProps
  /** The email as typed. */
  email: string
  /** "Continue with password": checks the email, then /login-with-password. */
  continueWithPassword: () => void
  /** "Email me a sign-in code": checks the email, then /login-without-password. */
  continueWithCode: () => void
}

/** Pure: snapshot and send in, API out. */
function connect(snapshot: Snapshot, send: (event: LoginEmailEvent) => void): LoginApi {
  const fields = connectFields(snapshot.context, send)
  return {
    emailField: fields.getFieldProps('email'),
    email: snapshot.context.values.email,
    continueWithPassword: () => send({ type: 'email.withPassword' }),
    continueWithCode: () => send({ type: 'email.withCode' }),
  }
}

/**
 * Binds the /login machine to the router: `redirect` travels on to the chosen step in the address, the email in
 * browser storage (SPEC §3).
 */
export function useLogin(): LoginApi {
  const goTo = useGoToStep()
  return useFlow(
    loginEmailMachine,
    {
      actions: {
        goToPassword: (_, params) => goTo('/login-with-password', params.email),
        goToCode: (_, params) => goTo('/login-without-password', params.email),
      },
      input: { email: rememberedEmail() },
    },
    connect,
  )
}
