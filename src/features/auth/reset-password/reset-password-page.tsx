import { Link } from '@tanstack/react-router'
import { buttonStyle } from '@/components/ui/button'
import { CheckIcon, LockIcon, RefreshIcon } from '@/components/ui/icons'
import { TextInput } from '@/components/ui/text-input'
import { authCopy } from '../shared/auth-copy'
import { AuthForm, AuthScreen, NewPasswordField, StatusBlock, SubmitRow } from '../shared/auth-ui'
import { type ResetPasswordApi, useResetPassword } from './use-reset-password'

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

const newLink = (
  <Link to="/forgot-password" className={buttonStyle({ size: 'lg', fullWidth: true })}>
    <RefreshIcon size={18} />
    Send me a new link
  </Link>
)

function ResetBody({ api }: { api: ResetPasswordApi }) {
  if (api.done) {
    return (
      <StatusBlock
        icon={<CheckIcon />}
        tone="success"
        title="Your password has been changed"
        actions={
          <Link to="/login" className={buttonStyle({ size: 'lg', fullWidth: true })}>
            Sign in
          </Link>
        }
      >
        Sign in with your new password. For your safety, every other device signed in to your account has been signed out.
      </StatusBlock>
    )
  }
  if (api.linkInvalid) {
    return (
      <StatusBlock icon={<LockIcon />} tone="danger" title="This link no longer works" actions={newLink}>
        {api.linkError ?? 'This reset link has expired or was already used.'} Reset links work once, for 30 minutes.
      </StatusBlock>
    )
  }
  if (api.missingLink) {
    return (
      <StatusBlock icon={<LockIcon />} title="Open the link from your email" actions={newLink}>
        To choose a new password, open the link in the reset email we sent you. It works once, for 30 minutes. No email, or the link has
        expired? We'll send you a new one.
      </StatusBlock>
    )
  }
  return (
    <AuthForm onSubmit={api.submit} busy={api.busy} label="Choose a new password" enterMovesOn>
      <NewPasswordField {...api.newPasswordField} label="New password" autoFocus />
      <TextInput {...api.confirmNewPasswordField} label="Confirm new password" type="password" autoComplete="new-password" />
      <SubmitRow api={api}>Save new password</SubmitRow>
    </AuthForm>
  )
}
