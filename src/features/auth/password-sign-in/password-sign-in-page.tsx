import { authForm } from 'styled-system/recipes/auth-form'
import { PasswordInput } from '@/components/ui/text-input'
import { authCopy } from '../shared/auth-copy'
import { AuthForm, AuthScreen, authPending, EmailCarryLink, EmailField, idleField, idleSubmit, SubmitRow } from '../shared/auth-ui'
import { usePasswordSignIn, type PasswordSignInApi } from './use-password-sign-in'
import { authMessages } from '@/i18n/catalogues/auth'
import { useT } from '@/i18n/react'

/** /login-with-password: email carried over from /login, password with a visibility toggle, sign in. */
export function PasswordSignInPage() {
  const api = usePasswordSignIn()
  return (
    <AuthScreen copy={authCopy.passwordSignIn} email={api.email}>
      <PasswordSignInForm api={api} />
    </AuthScreen>
  )
}

function PasswordSignInForm({ api }: { api: PasswordSignInApi }) {
  const t = useT(authMessages)
  return (
    <AuthForm onSubmit={api.submit} busy={api.busy} label={t('auth.password.title')} enterMovesOn>
      <EmailField {...api.emailField} autoFocus={!api.email} />
      <PasswordInput
        {...api.passwordField}
        label={t('auth.password.label')}
        autoComplete="current-password"
        autoFocus={Boolean(api.email)}
      />
      <p className={authForm().fieldLink}>
        <EmailCarryLink to="/forgot-password" email={api.email}>
          {t('auth.password.forgot')}
        </EmailCarryLink>
      </p>
      <SubmitRow api={api}>{t('auth.signIn')}</SubmitRow>
    </AuthForm>
  )
}

const idlePasswordSignIn: PasswordSignInApi = {
  ...idleSubmit,
  emailField: idleField('email'),
  passwordField: idleField('password'),
  email: '',
}

/** /login-with-password until the browser draws it: the same form, unseen, holds its room. */
export const PasswordSignInPending = authPending('passwordSignIn', () => <PasswordSignInForm api={idlePasswordSignIn} />)
