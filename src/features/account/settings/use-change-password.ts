import type { SnapshotFrom } from 'xstate'
import { changePasswordMachine, type ChangePasswordEvent } from '@machines/change-password.machine'
import { changePassword } from '@/api/users'
import { apiActor } from '@/lib/api-actor'
import { useFlow } from '@/lib/flow'
import { tokenStore } from '@/lib/storage/token'
import { connectFields, type BoundFieldProps } from '@/lib/flow/form-fields'

type Snapshot = SnapshotFrom<typeof changePasswordMachine>

/** Change Password as the view needs it: the modal, its error dialog, and the success dialog after it. */
export interface ChangePasswordApi {
  /** The Change Password modal: open while editing, sending, and under the error dialog. */
  open: boolean
  /** Sending: the button spins. */
  busy: boolean
  currentPasswordField: BoundFieldProps
  newPasswordField: BoundFieldProps
  confirmNewPasswordField: BoundFieldProps
  /** The error dialog over the modal, with the server's message. */
  failureOpen: boolean
  failureMessage: string | null
  /** The 'Password changes!' dialog, after the modal closed. */
  successOpen: boolean
  /** The server's message in the success dialog. */
  successMessage: string | null
  openDialog: () => void
  close: () => void
  submit: () => void
  /** 'Try again' on the error dialog: back to the modal as it was. */
  tryAgain: () => void
  closeSuccess: () => void
}

/** Pure: snapshot and send in, API out. */
function connect(snapshot: Snapshot, send: (event: ChangePasswordEvent) => void): ChangePasswordApi {
  const fields = connectFields(snapshot.context, send)
  const failed = snapshot.matches('failed')
  return {
    open: snapshot.matches('idle') || snapshot.matches('submitting') || failed,
    busy: snapshot.hasTag('busy'),
    currentPasswordField: fields.getFieldProps('currentPassword'),
    newPasswordField: fields.getFieldProps('newPassword'),
    confirmNewPasswordField: fields.getFieldProps('confirmNewPassword'),
    failureOpen: failed,
    failureMessage: snapshot.context.failure,
    successOpen: snapshot.matches('succeeded'),
    successMessage: snapshot.context.success,
    openDialog: () => send({ type: 'dialog.open' }),
    close: () => send({ type: 'dialog.close' }),
    submit: () => send({ type: 'form.submit' }),
    tryAgain: () => send({ type: 'failure.dismiss' }),
    closeSuccess: () => send({ type: 'success.dismiss' }),
  }
}

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
