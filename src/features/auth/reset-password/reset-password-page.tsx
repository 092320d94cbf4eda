import { Link } from '@tanstack/react-router'
import { buttonStyle } from '@/components/ui/button'
import { CheckIcon, LockIcon, RefreshIcon } from '@/components/ui/icons'
import { PasswordInput } from '@/components/ui/text-input'
import { authCopy } from '../shared/auth-copy'
import { AuthScreen, NewPasswordField, StatusBlock, SubmitForm } from '../shared/auth-ui'
import { type ResetPasswordApi, useResetPassword } from './use-reset-password'
import { authMessages } from '@/i18n/catalogues/auth'
import { validationMessages } from '@/i18n/catalogues/validation'
import { useT, useTranslateText } from '@/i18n/react'

/** /reset-password?token=…: a new password from the emailed link (single use, 30 minutes). */
export function ResetPasswordPage() {
  const api = useResetPassword()
  // The link back carries no email: the customer typed none here.
  return (
    <AuthScreen
      copy={authCopy.resetPassword}
      panel={api.done ? 'done' : api.missingLink || api.linkInvalid ? 'aboutLink' : 'form'}
      note={!api.done}
    >
      <ResetBody api={api} />
    </AuthScreen>
  )
}

function NewLink() {
  const t = useT(authMessages)
  return (
    <Link to="/forgot-password" className={buttonStyle({ size: 'lg', fullWidth: true })}>
      <RefreshIcon size={18} />
      {t('auth.reset.newLink')}
    </Link>
  )
}

function ResetBody({ api }: { api: ResetPasswordApi }) {
  const t = useT(authMessages)
  const translate = useTranslateText(validationMessages)
  if (api.done) {
    return (
      <StatusBlock
        icon={<CheckIcon />}
        tone="success"
        title={t('auth.reset.doneTitle')}
        actions={
          <Link to="/login" className={buttonStyle({ size: 'lg', fullWidth: true })}>
            {t('auth.signIn')}
          </Link>
        }
      >
        {t('auth.reset.doneText')}
      </StatusBlock>
    )
  }
  if (api.linkInvalid) {
    return (
      <StatusBlock icon={<LockIcon />} tone="danger" title={t('auth.reset.invalidTitle')} actions={<NewLink />}>
        {api.linkError ? translate(api.linkError) : t('auth.reset.invalidText')} {t('auth.reset.invalidRule')}
      </StatusBlock>
    )
  }
  if (api.missingLink) {
    return (
      <StatusBlock icon={<LockIcon />} title={t('auth.reset.missingTitle')} actions={<NewLink />}>
        {t('auth.reset.missingText')}
      </StatusBlock>
    )
  }
  return (
    <SubmitForm api={api} label={t('auth.reset.title')} submit={t('auth.reset.submit')} enterMovesOn>
      <NewPasswordField {...api.newPasswordField} label={t('auth.reset.newPassword')} autoFocus />
      <PasswordInput {...api.confirmNewPasswordField} label={t('auth.reset.confirm')} autoComplete="new-password" />
    </SubmitForm>
  )
}
