import type { AuthToken } from '@contract/auth'
import { useCompleteSignIn } from '@/app/use-complete-sign-in'

/**
 * The `completeSignIn` action every sign-in flow provides (password, code, register, assisted): the token stored,
 * the session signed in, then on to `redirect` (or the dashboard).
 */
export function useSignInActions(redirect?: string) {
  const completeSignIn = useCompleteSignIn(redirect)
  return { completeSignIn: (_: unknown, auth: AuthToken) => completeSignIn(auth) }
}
