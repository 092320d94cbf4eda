import { Button } from '@/components/ui/button'
import { MailIcon } from '@/components/ui/icons'
import { authCopy } from '../shared/auth-copy'
import { AuthForm, AuthScreen, EmailField, StatusBlock, SubmitRow } from '../shared/auth-ui'
import { useForgotPassword } from './use-forgot-password'

/** /forgot-password: emails a single-use link (30 minutes) to choose a new password. */
export function ForgotPasswordPage() {
  const api = useForgotPassword()
  return (
    <AuthScreen copy={authCopy.forgotPassword} panel={api.sent ? 'sent' : 'form'} email={api.email}>
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
