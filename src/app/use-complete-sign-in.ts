import { useNavigate } from '@tanstack/react-router'
import type { AuthToken } from '@contract/auth'
import { readTokenClaims } from '@/lib/storage/token'
import { useAppActors, useSession } from './app-context'

/**
 * What every sign-in flow does on success: hand the token to the token store, tell the session (marking an
 * assisted session), and go where the guard sent the customer from, else /dashboard (issue 4, item 8).
 */
export function useCompleteSignIn(redirect?: string) {
  const session = useSession()
  const { tokens } = useAppActors()
  const navigate = useNavigate()
  return (auth: AuthToken) => {
    tokens.set(auth.token)
    session.signIn({ assisted: readTokenClaims(auth.token)?.assisted ?? false })
    void navigate({ to: redirect ?? '/dashboard', replace: true })
  }
}
