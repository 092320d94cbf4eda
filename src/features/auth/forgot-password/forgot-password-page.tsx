import { Button } from '@/components/ui/button'
import { MailIcon } from '@/components/ui/icons'
import { authCopy } from '../shared/auth-copy'
import { AuthScreen, authPending, EmailField, idleField, idleSubmit, StatusBlock, SubmitForm } from '../shared/auth-ui'
import { useForgotPassword, type ForgotPasswordApi } from './use-forgot-password'
import { authMessages } from '@/i18n/catalogues/auth'
import { useT } from '@/i18n/react'

/** /forgot-password: emails a single-use link (30 minutes) to choose a new password. */
export function ForgotPasswordPage() {
  const api = useForgotPassword()
  const t = useT(authMessages)
  return (
    <AuthScreen copy={authCopy.forgotPassword} panel={api.sent ? 'sent' : 'form'} email={api.email}>
      {api.sent ? (
        <StatusBlock
          icon={<MailIcon />}
          tone="accent"
          title={t('auth.forgot.sentTitle')}
          actions={
            <>
              <Button variant="outline" size="lg" fullWidth loading={api.busy} onClick={api.sendAgain}>
                {t('auth.forgot.sendAgain')}
              </Button>
              <Button variant="ghost" fullWidth onClick={api.changeEmail}>
                {t('auth.otp.noteLink')}
              </Button>
            </>
          }
        >
          {t('auth.forgot.sentText', { email: api.email })}
        </StatusBlock>
      ) : (
        <ForgotPasswordForm api={api} />
      )}
    </AuthScreen>
  )
}

function ForgotPasswordForm({ api }: { api: ForgotPasswordApi }) {
  const t = useT(authMessages)
  return (
    <SubmitForm api={api} label={t('auth.forgot.formLabel')} submit={t('auth.forgot.submit')} enterMovesOn>
      <EmailField {...api.emailField} helperText={t('auth.forgot.helper')} autoFocus />
    </SubmitForm>
  )
}

const idleForgotPassword: ForgotPasswordApi = {
  ...idleSubmit,
  emailField: idleField('email'),
  email: '',
  sent: false,
  sendAgain: () => {},
  changeEmail: () => {},
}

/** /forgot-password until the browser draws it: the same form, unseen, holds its room. */
export const ForgotPasswordPending = authPending('forgotPassword', () => <ForgotPasswordForm api={idleForgotPassword} />)
