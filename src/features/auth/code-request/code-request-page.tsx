import { MailIcon } from '@/components/ui/icons'
import { authCopy } from '../shared/auth-copy'
import { AuthForm, AuthScreen, EmailField, SubmitRow } from '../shared/auth-ui'
import { useCodeRequest } from './use-code-request'
import { authMessages } from '@/i18n/catalogues/auth'
import { useT } from '@/i18n/react'

/** /login-without-password: we email a 6-digit code, then /otp-login says where it went and takes the code. */
export function CodeRequestPage() {
  const api = useCodeRequest()
  const t = useT(authMessages)
  return (
    <AuthScreen copy={authCopy.codeRequest} email={api.email}>
      <AuthForm onSubmit={api.submit} busy={api.busy} label={t('auth.emailCode')} enterMovesOn>
        <EmailField {...api.emailField} helperText={t('auth.code.helper')} autoFocus />
        <SubmitRow api={api} icon={<MailIcon size={18} />}>
          {t('auth.emailCode')}
        </SubmitRow>
      </AuthForm>
    </AuthScreen>
  )
}
