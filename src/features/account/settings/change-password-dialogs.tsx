import { ErrorRobot, SuccessRobot } from '@/components/illustrations/robots'
import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import { TextInput } from '@/components/ui/text-input'
import { FormDialog } from '@/components/ui/form-dialog'
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
        open={api.open}
        title="Change Password"
        description="Changing your password signs you out everywhere else. You stay signed in here."
        submitLabel="Change Password"
        busy={api.busy}
        onSubmit={api.submit}
        onClose={api.close}
      >
        <TextInput {...api.currentPasswordField} label="Current password" type="password" autoComplete="current-password" />
        <TextInput
          {...api.newPasswordField}
          label="New password"
          type="password"
          autoComplete="new-password"
          helperText={PASSWORD_HINT}
        />
        <TextInput {...api.confirmNewPasswordField} label="Confirm new password" type="password" autoComplete="new-password" />
      </FormDialog>
      <Modal
        open={api.failureOpen}
        size="sm"
        centered
        role="alertdialog"
        picture={<ErrorRobot />}
        title="That Failed..."
        description={api.failureMessage || 'Something went wrong. Please try again!'}
        onClose={api.tryAgain}
        footer={
          <Button size="lg" fullWidth onClick={api.tryAgain}>
            Try again
          </Button>
        }
      />
      <Modal
        open={api.successOpen}
        size="sm"
        centered
        role="alertdialog"
        picture={<SuccessRobot />}
        title="Password changes!"
        description={api.successMessage ?? undefined}
        onClose={api.closeSuccess}
        footer={
          <Button size="lg" fullWidth onClick={api.closeSuccess}>
            Done
          </Button>
        }
      />
    </>
  )
}
