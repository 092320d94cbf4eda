import { MailIcon } from '@/components/ui/icons'
import { authCopy } from '../shared/auth-copy'
import { AuthForm, AuthScreen, authPending, EmailField, idleField, idleSubmit, SubmitRow } from '../shared/auth-ui'
import { useCodeRequest, type CodeRequestApi } from './use-code-request'
import { authMessages } from '@/i18n/catalogues/auth'
import { useT } from '@/i18n/react'

/** /login-without-password: we email a 6-digit code, then /otp-login says where it went and takes the code. */
export function CodeRequestPage() {
  const api = useCodeRequest()
  return (
    <AuthScreen copy={authCopy.codeRequest} email={api.email}>
      <CodeRequestForm api={api} />
    </AuthScreen>
  )
}

function CodeRequestForm({ api }: { api: CodeRequestApi }) {
  const t = useT(authMessages)
  return (
    <AuthForm onSubmit={api.submit} busy={api.busy} label={t('auth.emailCode')} enterMovesOn>
      <EmailField {...api.emailField} helperText={t('auth.code.helper')} autoFocus />
      <SubmitRow api={api} icon={<MailIcon size={18} />}>
        {t('auth.emailCode')}
      </SubmitRow>
    </AuthForm>
  )
}

const idleCodeRequest: CodeRequestApi = { ...idleSubmit, emailField: idleField('email'), email: '' }

/** /login-without-password until the browser draws it: the same form, unseen, holds its room. */
export const CodeRequestPending = authPending('codeRequest', () => <CodeRequestForm api={idleCodeRequest} />)
