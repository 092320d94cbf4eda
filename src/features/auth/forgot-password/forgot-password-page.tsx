import { getRouteApi } from '@tanstack/react-router'
import { Button } from '@/components/ui/button'
import { MailIcon } from '@/components/ui/icons'
import { AuthForm, AuthNote, AuthScreen, EmailField, StatusBlock, SubmitRow } from '../shared/auth-ui'
import { useForgotPassword } from './use-forgot-password'

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
        <AuthNote lead="Remembered it?" to="/login-with-password" redirect={search.redirect} email={api.email}>
          Back to sign in
        </AuthNote>
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
          <SubmitRow api={api}>Send reset link</SubmitRow>
        </AuthForm>
      )}
    </AuthScreen>
  )
}
