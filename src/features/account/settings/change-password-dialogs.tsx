import { ErrorRobot, SuccessRobot } from '@/components/illustrations/robots'
import { OutcomeDialog } from '@/components/ui/modal'
import { TextInput } from '@/components/ui/text-input'
import { FormDialog, formDialogOf } from '@/components/ui/form-dialog'
import type { ChangePasswordApi } from './use-change-password'

const PASSWORD_HINT = 'At least 6 characters with a capital letter, a number and a symbol (!@#$.%^&*).'

/**
 * Change Password (SPEC §2): the modal with currentPassword, newPassword and confirmNewPassword, 'Change Password'
 * and 'Cancel'; the error dialog over it ('That Failed...', the server's message, 'Try again'); the
 * 'Password changes!' success dialog once it closed.
 */
export function ChangePasswordDialogs({ api }: { api: ChangePasswordApi }) {
  return (
    <>
      <FormDialog
        {...formDialogOf(api)}
        title="Change Password"
        description="Changing your password signs you out everywhere else. You stay signed in here."
        submitLabel="Change Password"
      >
        <TextInput {...api.currentPasswordField} label="Current password" type="password" autoComplete="current-password" />
        <TextInput {...api.newPasswordField} label="New password" type="password" autoComplete="new-password" helperText={PASSWORD_HINT} />
        <TextInput {...api.confirmNewPasswordField} label="Confirm new password" type="password" autoComplete="new-password" />
      </FormDialog>
      <OutcomeDialog
        open={api.failureOpen}
        picture={<ErrorRobot />}
        title="That Failed..."
        description={api.failureMessage || 'Something went wrong. Please try again!'}
        actionLabel="Try again"
        onAction={api.tryAgain}
      />
      <OutcomeDialog
        open={api.successOpen}
        picture={<SuccessRobot />}
        title="Password changes!"
        description={api.successMessage ?? undefined}
        actionLabel="Done"
        onAction={api.closeSuccess}
      />
    </>
  )
}
