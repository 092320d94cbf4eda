import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import { LockIcon, MailIcon } from '@/components/ui/icons'
import { authCopy } from '../shared/auth-copy'
import { AuthForm, AuthScreen, EmailField, FormActions } from '../shared/auth-ui'
import { PasskeySignInButton } from '../passkey-sign-in/passkey-sign-in-button'
import { useLogin } from './use-login'
import { authMessages } from '@/i18n/catalogues/auth'
import { useT } from '@/i18n/react'

const divider = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  color: 'fg.subtle',
  fontSize: 'xs',
  fontWeight: '700',
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  '&::before, &::after': { content: '""', flex: '1', height: '1px', bg: 'border.default' },
})

/** /login: who are you? Then sign in with a password or with a code we email (DESIGN §3). */
export function LoginPage() {
  const api = useLogin()
  const t = useT(authMessages)
  return (
    <AuthScreen copy={authCopy.login} email={api.email}>
      <AuthForm onSubmit={api.continueWithPassword} label={t('auth.signIn')} enterMovesOn>
        {/* `webauthn`: the browser offers this site's passkeys among the field's suggestions. */}
        <EmailField {...api.emailField} autoComplete="username webauthn" autoFocus />
        <FormActions>
          <Button type="submit" size="lg" fullWidth>
            <LockIcon size={18} />
            {t('auth.login.withPassword')}
          </Button>
          <p className={divider}>{t('auth.login.or')}</p>
          <Button variant="outline" size="lg" fullWidth onClick={api.continueWithCode}>
            <MailIcon size={18} />
            {t('auth.emailCode')}
          </Button>
          <PasskeySignInButton />
        </FormActions>
      </AuthForm>
    </AuthScreen>
  )
}
