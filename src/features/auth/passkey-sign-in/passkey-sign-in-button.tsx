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
  const translate = useTranslateText(authTextsMessages)
  return (
    <>
      <PasskeyButton busy={api.busy} onClick={api.start} />
      {api.error ? <FormAlert>{translate(api.error)}</FormAlert> : null}
    </>
  )
}

/** The button alone, without the passkey flow (the pending page's unseen form draws it so). */
export function PasskeyButton({ busy = false, onClick }: { busy?: boolean; onClick?: () => void }) {
  const t = useT(authMessages)
  return (
    <Button variant="outline" size="lg" fullWidth onClick={onClick} loading={busy}>
      {busy ? null : <KeyIcon size={18} />}
      {t('auth.login.passkey')}
    </Button>
  )
}
