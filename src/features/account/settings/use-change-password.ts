import type { SnapshotFrom } from 'xstate'
import { changePasswordMachine, type ChangePasswordEvent } from '@machines/change-password.machine'
import { changePassword } from '@/api/users'
import { apiActor } from '@/lib/api-actor'
import { useFlow } from '@/lib/flow'
import { tokenStore } from '@/lib/storage/token'
import { connectFields } from '@/lib/flow/form-fields'

type Snapshot = SnapshotFrom<typeof changePasswordMachine>

/** Change Password as the view needs it. Pure: snapshot and send in, API out. */
function connect(snapshot: Snapshot, send: (event: ChangePasswordEvent) => void) {
  const fields = connectFields(snapshot.context, send)
  const failed = snapshot.matches('failed')
  return {
    /** The Change Password modal: open while editing, sending, and under the error dialog. */
    open: snapshot.matches('idle') || snapshot.matches('submitting') || failed,
    busy: snapshot.hasTag('busy'),
    currentPasswordField: fields.getFieldProps('currentPassword'),
    newPasswordField: fields.getFieldProps('newPassword'),
    confirmNewPasswordField: fields.getFieldProps('confirmNewPassword'),
    /** The error dialog over the modal, with the server's message. */
    failureOpen: failed,
    failureMessage: snapshot.context.failure,
    /** The 'Password changes!' dialog, after the modal closed. */
    successOpen: snapshot.matches('succeeded'),
    successMessage: snapshot.context.success,
    openDialog: () => send({ type: 'dialog.open' }),
    close: () => send({ type: 'dialog.close' }),
    submit: () => send({ type: 'form.submit' }),
    tryAgain: () => send({ type: 'failure.dismiss' }),
    closeSuccess: () => send({ type: 'success.dismiss' }),
  }
}

export type ChangePasswordApi = ReturnType<typeof connect>

/** Binds the machine to POST /app/users/changepassword and to the token storage. */
export function useChangePassword(): ChangePasswordApi {
  return useFlow(
    changePasswordMachine,
    {
      actors: { changePassword: apiActor(changePassword) },
      // Keeps this session going: the old token is refused from now on (DESIGN §3), the fresh one replaces it.
      actions: { storeToken: (_, { token }) => tokenStore.set(token) },
    },
    connect,
  )
}
