import type { ReactNode } from 'react'
import { authForm } from 'styled-system/recipes/auth-form'
import { Button } from '@/components/ui/button'
import { LockIcon, MailIcon } from '@/components/ui/icons'
import { authCopy } from '../shared/auth-copy'
import { AuthForm, AuthScreen, authPending, EmailField, FormActions, idleField } from '../shared/auth-ui'
import { PasskeyButton, PasskeySignInButton } from '../passkey-sign-in/passkey-sign-in-button'
import { useLogin, type LoginApi } from './use-login'
import { authMessages } from '@/i18n/catalogues/auth'
import { useT } from '@/i18n/react'

/** /login: who are you? Then sign in with a password or with a code we email (DESIGN §3). */
export function LoginPage() {
  const api = useLogin()
  return (
    <AuthScreen copy={authCopy.login} email={api.email}>
      <LoginForm api={api} passkey={<PasskeySignInButton />} />
    </AuthScreen>
  )
}

/** The email, then the ways in; `passkey` is the passkey button (the pending page draws it without its flow). */
function LoginForm({ api, passkey }: { api: LoginApi; passkey: ReactNode }) {
  const t = useT(authMessages)
  return (
    <AuthForm onSubmit={api.continueWithPassword} label={t('auth.signIn')} enterMovesOn>
      {/* `webauthn`: the browser offers this site's passkeys among the field's suggestions. */}
      <EmailField {...api.emailField} autoComplete="username webauthn" autoFocus />
      <FormActions>
        <Button type="submit" size="lg" fullWidth>
          <LockIcon size={18} />
          {t('auth.login.withPassword')}
        </Button>
        <p className={authForm().divider}>{t('auth.login.or')}</p>
        <Button variant="outline" size="lg" fullWidth onClick={api.continueWithCode}>
          <MailIcon size={18} />
          {t('auth.emailCode')}
        </Button>
        {passkey}
      </FormActions>
    </AuthForm>
  )
}

const idleLogin: LoginApi = { emailField: idleField('email'), email: '', continueWithPassword: () => {}, continueWithCode: () => {} }

/** /login until the browser draws it: the same form, unseen, holds its room. */
export const LoginPending = authPending('login', () => <LoginForm api={idleLogin} passkey={<PasskeyButton />} />)
