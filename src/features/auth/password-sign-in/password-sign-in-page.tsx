import { css } from 'styled-system/css'
import { TextInput } from '@/components/ui/text-input'
import { authCopy } from '../shared/auth-copy'
import { AuthForm, AuthScreen, EmailCarryLink, EmailField, SubmitRow } from '../shared/auth-ui'
import { usePasswordSignIn } from './use-password-sign-in'
import { authMessages } from '@/i18n/catalogues/auth'
import { useT } from '@/i18n/react'

/** /login-with-password: email carried over from /login, password with a visibility toggle, sign in. */
export function PasswordSignInPage() {
  const api = usePasswordSignIn()
  const t = useT(authMessages)
  return (
    <AuthScreen copy={authCopy.passwordSignIn} email={api.email}>
      <AuthForm onSubmit={api.submit} busy={api.busy} label={t('auth.password.title')} enterMovesOn>
        <EmailField {...api.emailField} autoFocus={!api.email} />
        <TextInput
          {...api.passwordField}
          label={t('auth.password.label')}
          type="password"
          autoComplete="current-password"
          autoFocus={Boolean(api.email)}
        />
        <p className={css({ mt: '-2', textAlign: 'right', fontSize: 'sm' })}>
          <EmailCarryLink to="/forgot-password" email={api.email}>
            {t('auth.password.forgot')}
          </EmailCarryLink>
        </p>
        <SubmitRow api={api}>{t('auth.signIn')}</SubmitRow>
      </AuthForm>
    </AuthScreen>
  )
}
