import { getRouteApi, Link } from '@tanstack/react-router'
import { Button } from '@/components/ui/button'
import { MailIcon } from '@/components/ui/icons'
import { textLinkStyle } from '@/components/ui/text-link'
import { AuthForm, AuthScreen, EmailField, FormActions, FormMessage, StatusBlock } from '../shared/auth-ui'
import { useForgotPassword } from './use-forgot-password'
import { rememberEmail } from '@/lib/storage/sign-in'

const route = getRouteApi('/_site/forgot-password')

/** /forgot-password: emails a single-use link (30 minutes) to choose a new password. */
export function ForgotPasswordPage() {
  const search = route.useSearch()
  const api = useForgotPassword()
  return (
    <AuthScreen
      title="Forgot your password?"
      intro="Tell us the email address of your account and we send you a link to choose a new password."
      panelTitle={api.sent ? 'Check your inbox' : 'Reset by email'}
      note={
        <>
          Remembered it?{' '}
          <Link
            to="/login-with-password"
            search={{ redirect: search.redirect }}
            onClick={() => rememberEmail(api.email)}
            className={textLinkStyle()}
          >
            Back to sign in
          </Link>
        </>
      }
    >
      {api.sent ? (
        <StatusBlock
          icon={<MailIcon />}
          tone="accent"
          title="Reset link on its way"
          actions={
            <>
              <Button variant="outline" size="lg" fullWidth loading={api.busy} onClick={api.sendAgain}>
                Send again
              </Button>
              <Button variant="ghost" fullWidth onClick={api.changeEmail}>
                Use a different email
              </Button>
            </>
          }
        >
          {api.sentMessage}
        </StatusBlock>
      ) : (
        <AuthForm onSubmit={api.submit} busy={api.busy} label="Send me a reset link" enterMovesOn>
          <EmailField
            {...api.emailField}
            helperText="The link works once, for 30 minutes. A new password signs you out everywhere else."
            autoFocus
          />
          <FormMessage formError={api.formError} retryLine={api.retryLine} />
          <FormActions>
            <Button type="submit" size="lg" fullWidth loading={api.busy} disabled={!api.canSubmit}>
              Send reset link
            </Button>
          </FormActions>
        </AuthForm>
      )}
    </AuthScreen>
  )
}
