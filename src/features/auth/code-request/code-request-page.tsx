import { MailIcon } from '@/components/ui/icons'
import { authCopy } from '../shared/auth-copy'
import { AuthForm, AuthScreen, EmailField, SubmitRow } from '../shared/auth-ui'
import { useCodeRequest } from './use-code-request'

/** /login-without-password: we email a 6-digit code, then /otp-login says where it went and takes the code. */
export function CodeRequestPage() {
  const api = useCodeRequest()
  return (
    <AuthScreen copy={authCopy.codeRequest} email={api.email}>
      <AuthForm onSubmit={api.submit} busy={api.busy} label="Email me a sign-in code" enterMovesOn>
        <EmailField {...api.emailField} helperText="The code works once and expires after 10 minutes." autoFocus />
        <SubmitRow api={api} icon={<MailIcon size={18} />}>
          Email me a sign-in code
        </SubmitRow>
      </AuthForm>
    </AuthScreen>
  )
}
