import { getRouteApi, Link } from '@tanstack/react-router'
import { Button } from '@/components/ui/button'
import { MailIcon } from '@/components/ui/icons'
import { textLinkStyle } from '@/components/ui/text-link'
import { AuthForm, AuthScreen, EmailField, FormActions, FormMessage } from '../shared/auth-ui'
import { useCodeRequest } from './use-code-request'
import { rememberEmail } from '@/lib/storage/sign-in'

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
        <>
          Prefer your password?{' '}
          <Link
            to="/login-with-password"
            search={{ redirect: search.redirect }}
            onClick={() => rememberEmail(api.email)}
            className={textLinkStyle()}
          >
            Sign in with your password
          </Link>
        </>
      }
    >
      <AuthForm onSubmit={api.submit} busy={api.busy} label="Email me a sign-in code" enterMovesOn>
        <EmailField
          {...api.emailField}
          helperText="The code works once and expires after 10 minutes."
          autoFocus
        />
        <FormMessage formError={api.formError} retryLine={api.retryLine} />
        <FormActions>
          <Button type="submit" size="lg" fullWidth loading={api.busy} disabled={!api.canSubmit}>
            {api.busy ? null : <MailIcon size={18} />}
            Email me a sign-in code
          </Button>
        </FormActions>
      </AuthForm>
    </AuthScreen>
  )
}
