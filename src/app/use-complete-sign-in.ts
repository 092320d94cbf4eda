import { useNavigate } from '@tanstack/react-router'
import type { AuthToken } from '@contract/auth'
import { readTokenClaims, TOKEN_KEY } from '../lib/token'
import { useSession } from './app-context'

/**
 * What every sign-in flow does on success: store the token under 'token', tell the session (marking an
 * assisted session), and go where the guard sent the customer from, else /dashboard (issue 4, item 8).
 */
export function useCompleteSignIn(redirect?: string) {
  const session = useSession()
  const navigate = useNavigate()
  return (auth: AuthToken) => {
    try {
      localStorage.setItem(TOKEN_KEY, auth.token)
    } catch {
      // Storage blocked: the session still starts for this page; a reload will ask to sign in again.
    }
    session.signIn({ assisted: readTokenClaims(auth.token)?.assisted ?? false })
    void navigate({ to: redirect ?? '/dashboard', replace: true })
  }
}
