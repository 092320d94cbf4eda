import { getRouteApi } from '@tanstack/react-router'
import { MailIcon } from '@/components/ui/icons'
import { AuthForm, AuthNote, AuthScreen, EmailField, SubmitRow } from '../shared/auth-ui'
import { useCodeRequest } from './use-code-request'

const route = getRouteApi('/_site/login-without-password')

/** /login-without-password: we email a 6-digit code, then /otp-login says where it went and takes the code. */
export function CodeRequestPage() {
  const search = route.useSearch()
  const api = useCodeRequest(search)
  return (
    <AuthScreen
      title="Sign in with a code"
      intro="No password needed: we email you a 6-digit code that signs you in."
      panelTitle="Where should we send it?"
      note={
        <AuthNote lead="Prefer your password?" to="/login-with-password" redirect={search.redirect} email={api.email}>
          Sign in with your password
        </AuthNote>
      }
    >
      <AuthForm onSubmit={api.submit} busy={api.busy} label="Email me a sign-in code" enterMovesOn>
        <EmailField
          {...api.emailField}
          helperText="The code works once and expires after 10 minutes."
          autoFocus
        />
        <SubmitRow api={api} icon={<MailIcon size={18} />}>Email me a sign-in code</SubmitRow>
      </AuthForm>
    </AuthScreen>
  )
}
