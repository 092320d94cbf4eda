import { useSearch } from '@tanstack/react-router'
import type { SnapshotFrom } from 'xstate'
import { resetPasswordMachine, type ResetPasswordEvent } from '@machines/reset-password.machine'
import { resetPassword } from '@/api/auth'
import { connectFields, connectSubmit, type BoundFieldProps, type ConnectedSubmit } from '@/lib/flow/form-fields'
import { apiActor } from '@/lib/api-actor'
import { useFlow } from '@/lib/flow'

type Snapshot = SnapshotFrom<typeof resetPasswordMachine>

/** /reset-password?token=… as the view needs it. */
export interface ResetPasswordApi extends ConnectedSubmit {
  /** The address carries no token: explain and offer a new link. */
  missingLink: boolean
  /** The link has expired or was already used (the server's words are in `linkError`). */
  linkInvalid: boolean
  /** Why the link failed, in the server's words (sent as the `token` field's error, or as the message). */
  linkError: string | null
  /** The password was changed: the page says so and offers to sign in. */
  done: boolean
  newPasswordField: BoundFieldProps
  confirmNewPasswordField: BoundFieldProps
}

/** Pure: snapshot and send in, API out. */
function connect(snapshot: Snapshot, send: (event: ResetPasswordEvent) => void): ResetPasswordApi {
  const fields = connectFields(snapshot.context, send)
  return {
    missingLink: snapshot.matches('missingLink'),
    linkInvalid: snapshot.matches('linkInvalid'),
    linkError: fields.errorOf('token') ?? snapshot.context.formError,
    done: snapshot.matches('done'),
    newPasswordField: fields.getFieldProps('newPassword'),
    confirmNewPasswordField: fields.getFieldProps('confirmNewPassword'),
    ...connectSubmit(snapshot, send),
  }
}

/** Binds the machine to POST /app/auth/reset-password. */
export function useResetPassword(): ResetPasswordApi {
  const { token } = useSearch({ strict: false })
  return useFlow(
    resetPasswordMachine,
    {
      actors: { resetPassword: apiActor<Parameters<typeof resetPassword>[0], unknown>(resetPassword) },
      input: { token },
    },
    connect,
  )
}
