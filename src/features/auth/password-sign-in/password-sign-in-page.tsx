import { getRouteApi, Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import { TextInput } from '@/components/ui/text-input'
import { textLinkStyle } from '@/components/ui/text-link'
import { AuthForm, AuthScreen, EmailField, FormActions, FormMessage } from '../shared/auth-ui'
import { usePasswordSignIn } from './use-password-sign-in'
import { rememberEmail } from '@/lib/storage/sign-in'

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
        <>
          No password to hand?{' '}
          <Link
            to="/login-without-password"
            search={{ redirect: search.redirect }}
            onClick={() => rememberEmail(api.email)}
            className={textLinkStyle()}
          >
            Email me a sign-in code
          </Link>{' '}
          instead.
        </>
      }
    >
      <AuthForm onSubmit={api.submit} busy={api.busy} label="Sign in with your password" enterMovesOn>
        <EmailField
          {...api.emailField}
          autoFocus={!api.email}
        />
        <TextInput
          {...api.passwordField}
          label="Password"
          type="password"
          autoComplete="current-password"
          autoFocus={Boolean(api.email)}
        />
        <p className={css({ mt: '-2', textAlign: 'right', fontSize: 'sm' })}>
          <Link
            to="/forgot-password"
            search={{ redirect: search.redirect }}
            onClick={() => rememberEmail(api.email)}
            className={textLinkStyle()}
          >
            Forgot password?
          </Link>
        </p>
        <FormMessage formError={api.formError} retryLine={api.retryLine} />
        <FormActions>
          <Button type="submit" size="lg" fullWidth loading={api.busy} disabled={!api.canSubmit}>
            Sign in
          </Button>
        </FormActions>
      </AuthForm>
    </AuthScreen>
  )
}
