import { Link } from '@tanstack/react-router'
import { Button, buttonStyle } from '@/components/ui/button'
import { LockIcon } from '@/components/ui/icons'
import { TextInput } from '@/components/ui/text-input'
import { authCopy } from '../shared/auth-copy'
import { AuthForm, AuthScreen, authPending, FormActions, StatusBlock } from '../shared/auth-ui'
import { useRedirect } from '../shared/sign-in-actions'
import { useSecondStep, type SecondStepApi } from './use-second-step'
import { authMessages } from '@/i18n/catalogues/auth'
import { authTextsMessages } from '@/i18n/catalogues/auth-texts'
import { useT, useTranslateText } from '@/i18n/react'

/** /login-second-step: a code from the authenticator app, or a recovery code, after a right password or emailed code. */
export function SecondStepPage() {
  const api = useSecondStep()
  const redirect = useRedirect()
  const t = useT(authMessages)
  if (api.expired) {
    return (
      <AuthScreen copy={authCopy.secondStep} panel="expired" note={false}>
        <StatusBlock
          icon={<LockIcon />}
          tone="danger"
          title={t('auth.secondStep.expiredTitle')}
          actions={
            <Link to="/login" search={{ redirect }} className={buttonStyle({ size: 'lg', fullWidth: true })}>
              {t('auth.signIn')}
            </Link>
          }
        >
          <p>{t('auth.secondStep.expiredText')}</p>
        </StatusBlock>
      </AuthScreen>
    )
  }
  return (
    <AuthScreen copy={authCopy.secondStep}>
      <SecondStepForm api={api} />
    </AuthScreen>
  )
}

function SecondStepForm({ api }: { api: SecondStepApi }) {
  const t = useT(authMessages)
  const translate = useTranslateText(authTextsMessages)
  return (
    <AuthForm onSubmit={api.submit} busy={api.busy} label={t('auth.secondStep.title')} enterMovesOn>
      <TextInput
        name="code"
        label={t('auth.secondStep.codeLabel')}
        helperText={t('auth.secondStep.codeHelper')}
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        autoFocus
        value={api.code}
        error={api.codeError ? translate(api.codeError) : null}
        onChange={(event) => api.change(event.target.value)}
      />
      <FormActions>
        <Button type="submit" size="lg" fullWidth loading={api.busy}>
          {t('auth.secondStep.verify')}
        </Button>
      </FormActions>
    </AuthForm>
  )
}

const idleSecondStep: SecondStepApi = { code: '', codeError: null, busy: false, expired: false, change: () => {}, submit: () => {} }

/** /login-second-step until the browser draws it: the same form, unseen, holds its room. */
export const SecondStepPending = authPending('secondStep', () => <SecondStepForm api={idleSecondStep} />)
