import { authForm } from 'styled-system/recipes/auth-form'
import { PasswordInput } from '@/components/ui/text-input'
import { EmailCarryLink, EmailField, formStep, idleField, idleSubmit, SubmitForm } from '../shared/auth-ui'
import { usePasswordSignIn, type PasswordSignInApi } from './use-password-sign-in'
import { authMessages } from '@/i18n/catalogues/auth'
import { useT } from '@/i18n/react'

function PasswordSignInForm({ api }: { api: PasswordSignInApi }) {
  const t = useT(authMessages)
  return (
    <SubmitForm api={api} label={t('auth.password.title')} submit={t('auth.signIn')} enterMovesOn>
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
    </SubmitForm>
  )
}

const idlePasswordSignIn: PasswordSignInApi = {
  ...idleSubmit,
  emailField: idleField('email'),
  passwordField: idleField('password'),
  email: '',
}

/**
 * /login-with-password: email carried over from /login, password with a visibility toggle, sign in; and its
 * pending page, the same form unseen holding its room.
 */
export const { Page: PasswordSignInPage, Pending: PasswordSignInPending } = formStep(
  'passwordSignIn',
  usePasswordSignIn,
  PasswordSignInForm,
  idlePasswordSignIn,
)
