import { Button } from '@/components/ui/button'
import { KeyIcon } from '@/components/ui/icons'
import { FormAlert } from '../shared/auth-ui'
import { usePasskeySignIn } from './use-passkey-sign-in'

/** "Sign in with a passkey" (and, started with the page, the browser's passkey suggestions in the email field). */
export function PasskeySignInButton() {
  const api = usePasskeySignIn()
  return (
    <>
      <Button variant="outline" size="lg" fullWidth onClick={api.start} loading={api.busy}>
        {api.busy ? null : <KeyIcon size={18} />}
        Sign in with a passkey
      </Button>
      {api.error ? <FormAlert>{api.error}</FormAlert> : null}
    </>
  )
}
