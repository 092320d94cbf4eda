import { getRouteApi, Link } from '@tanstack/react-router'
import { buttonStyle } from '@/components/ui/button'
import { CheckIcon, LockIcon, RefreshIcon } from '@/components/ui/icons'
import { TextInput } from '@/components/ui/text-input'
import { textLinkStyle } from '@/components/ui/text-link'
import { AuthForm, AuthScreen, NewPasswordField, StatusBlock, SubmitRow } from '../shared/auth-ui'
import { type ResetPasswordApi, useResetPassword } from './use-reset-password'

const route = getRouteApi('/_site/reset-password')

/** /reset-password?token=…: a new password from the emailed link (single use, 30 minutes). */
export function ResetPasswordPage() {
  const search = route.useSearch()
  const api = useResetPassword(search)
  return (
    <AuthScreen
      title="Choose a new password"
      intro="Pick a password of at least 6 characters that you do not use anywhere else."
      panelTitle={api.done ? 'All set' : api.missingLink || api.linkInvalid ? 'About your link' : 'Your new password'}
      note={
        api.done ? undefined : (
          <>
            Remembered it?{' '}
            <Link to="/login-with-password" className={textLinkStyle()}>
              Back to sign in
            </Link>
          </>
        )
      }
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
        Sign in with your new password. For your safety, every other device signed in to your account has been signed
        out.
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
        To choose a new password, open the link in the reset email we sent you. It works once, for 30 minutes. No email,
        or the link has expired? We'll send you a new one.
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
