import { Button } from '@/components/ui/button'
import { KeyIcon } from '@/components/ui/icons'
import { FormAlert } from '../shared/auth-ui'
import { usePasskeySignIn } from './use-passkey-sign-in'
import { authMessages } from '@/i18n/catalogues/auth'
import { authTextsMessages } from '@/i18n/catalogues/auth-texts'
import { useT, useTranslateText } from '@/i18n/react'

/** "Sign in with a passkey" (and, started with the page, the browser's passkey suggestions in the email field). */
export function PasskeySignInButton() {
  const api = usePasskeySignIn()
  const t = useT(authMessages)
  const translate = useTranslateText(authTextsMessages)
  return (
    <>
      <Button variant="outline" size="lg" fullWidth onClick={api.start} loading={api.busy}>
        {api.busy ? null : <KeyIcon size={18} />}
        {t('auth.login.passkey')}
      </Button>
      {api.error ? <FormAlert>{translate(api.error)}</FormAlert> : null}
    </>
  )
}
