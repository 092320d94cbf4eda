import { useNavigate } from '@tanstack/react-router'
import type { AuthToken } from '@contract/auth'
import { forgetOrderKey } from '@/lib/storage/checkout-draft'
import { forgetSecondStep } from '@/lib/storage/second-step'
import { rememberedMid, rememberMid } from '@/lib/storage/sign-in'
import { readTokenClaims } from '@/lib/storage/token'
import { useAppActors, useSessionActions } from './app-context'

/**
 * What every sign-in flow does on success: hand the token to the token store, remember the member id (`mid`, SPEC
 * §3), tell the session (marking an assisted session), and go where the guard sent the customer from, else
 * /dashboard. When another customer than the last one signs in in this tab, the last one's
 * checkout draft (shipping address, IMEI) and order key are forgotten, so nobody sees or reuses them.
 */
export function useCompleteSignIn(redirect?: string) {
  const session = useSessionActions()
  const { tokens } = useAppActors()
  const navigate = useNavigate()
  return (auth: AuthToken) => {
    tokens.set(auth.token)
    // Signed in, whichever way: a second step left half done in this tab has nothing more to do.
    forgetSecondStep()
    const claims = readTokenClaims(auth.token)
    const previous = rememberedMid()
    if (previous && claims && previous !== claims.sub) forgetOrderKey()
    rememberMid(claims?.sub)
    session.signIn({ assisted: claims?.assisted ?? false })
    void navigate({ to: redirect ?? '/dashboard', replace: true })
  }
}
