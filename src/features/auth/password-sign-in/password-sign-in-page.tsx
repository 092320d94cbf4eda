import { getRouteApi } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { TextInput } from '@/components/ui/text-input'
import { AuthForm, AuthNote, AuthScreen, EmailCarryLink, EmailField, SubmitRow } from '../shared/auth-ui'
import { usePasswordSignIn } from './use-password-sign-in'

const route = getRouteApi('/_site/login-with-password')

/** /login-with-password: email carried over from /login, password with a visibility toggle, sign in. */
export function PasswordSignInPage() {
  const search = route.useSearch()
  const api = usePasswordSignIn(search)
  return (
    <AuthScreen
      title="Sign in with your password"
      intro="Enter the email address and password of your Ring Mobile account."
      panelTitle="Your password"
      note={
        <AuthNote lead="No password to hand?" after="instead." to="/login-without-password" redirect={search.redirect} email={api.email}>
          Email me a sign-in code
        </AuthNote>
      }
    >
      <AuthForm onSubmit={api.submit} busy={api.busy} label="Sign in with your password" enterMovesOn>
        <EmailField {...api.emailField} autoFocus={!api.email} />
        <TextInput
          {...api.passwordField}
          label="Password"
          type="password"
          autoComplete="current-password"
          autoFocus={Boolean(api.email)}
        />
        <p className={css({ mt: '-2', textAlign: 'right', fontSize: 'sm' })}>
          <EmailCarryLink to="/forgot-password" redirect={search.redirect} email={api.email}>
            Forgot password?
          </EmailCarryLink>
        </p>
        <SubmitRow api={api}>Sign in</SubmitRow>
      </AuthForm>
    </AuthScreen>
  )
}
