import { ErrorRobot, SuccessRobot } from '@/components/illustrations/robots'
import { settingsMessages } from '@/i18n/catalogues/settings'
import { useT } from '@/i18n/react'
import { OutcomeDialog } from '@/components/ui/modal'
import { PasswordInput } from '@/components/ui/text-input'
import { FormDialog, formDialogOf } from '@/components/ui/form-dialog'
import type { ChangePasswordApi } from './use-change-password'

/**
 * Change Password (SPEC §2): the modal with currentPassword, newPassword and confirmNewPassword, 'Change Password'
 * and 'Cancel'; the error dialog over it ('That Failed...', the server's message, 'Try again'); the
 * 'Password changes!' success dialog once it closed.
 */
export function ChangePasswordDialogs({ api }: { api: ChangePasswordApi }) {
  const t = useT(settingsMessages)
  return (
    <>
      <FormDialog
        {...formDialogOf(api)}
        title={t('settings.password.change')}
        description={t('settings.changePassword.description')}
        submitLabel={t('settings.password.change')}
      >
        <PasswordInput {...api.currentPasswordField} label={t('settings.changePassword.current')} autoComplete="current-password" />
        <PasswordInput
          {...api.newPasswordField}
          label={t('settings.changePassword.new')}
          helperText={t('settings.changePassword.hint')}
          autoComplete="new-password"
        />
        <PasswordInput {...api.confirmNewPasswordField} label={t('settings.changePassword.confirm')} autoComplete="new-password" />
      </FormDialog>
      <OutcomeDialog
        open={api.failureOpen}
        picture={<ErrorRobot />}
        title={t('settings.changePassword.failedTitle')}
        description={api.failureMessage || t('settings.changePassword.failedText')}
        actionLabel={t('settings.changePassword.tryAgain')}
        onAction={api.tryAgain}
      />
      <OutcomeDialog
        open={api.successOpen}
        picture={<SuccessRobot />}
        title={t('settings.changePassword.doneTitle')}
        description={api.successMessage ?? undefined}
        actionLabel={t('settings.changePassword.done')}
        onAction={api.closeSuccess}
      />
    </>
  )
}
