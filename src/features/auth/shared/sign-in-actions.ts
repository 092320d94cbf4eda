import { type HistoryState, useNavigate, useSearch } from '@tanstack/react-router'
import type { AuthToken } from '@contract/auth'
import type { SecondStepAsked } from '@contract/security'
import { useCompleteSignIn } from '@/app/use-complete-sign-in'
import { keepSecondStep } from '@/lib/storage/second-step'
import { rememberedEmail, rememberEmail } from '@/lib/storage/sign-in'
import type { AuthStep } from './auth-copy'

/**
 * The `completeSignIn` action every sign-in flow provides (password, code, register, assisted): the token stored,
 * the session signed in, then on to `redirect` (or the dashboard).
 */
export function useSignInActions(redirect?: string) {
  const completeSignIn = useCompleteSignIn(redirect)
  const navigate = useNavigate()
  return {
    completeSignIn: (_: unknown, auth: AuthToken | SecondStepAsked) => {
      // Two-step sign-in is on: the password or emailed code was right, the second step comes next, with its ticket
      // kept by the tab (not in the address) for as long as it lasts.
      if ('secondStep' in auth) {
        keepSecondStep(auth)
        void navigate({ to: '/login-second-step', search: { redirect } })
        return
      }
      completeSignIn(auth)
    },
  }
}

/**
 * Where the customer was heading: the `redirect` of the sign-in step's own address (SPEC §3). Read loosely
 * (`strict: false`), so a flow hook also runs outside its route (the inspector test mounts each hook on its own).
 */
export function useRedirect(): string | undefined {
  return useSearch({ strict: false }).redirect
}

/**
 * How a sign-in form's flow starts (password, register), for `useFlow`: its call (`actors`), its `completeSignIn`
 * going on to this address's `redirect`, and the email field starting with the email typed in the last sign-in step.
 */
export function useSignInFormStart<TActors>(actors: TActors) {
  return { actors, actions: useSignInActions(useRedirect()), input: { email: rememberedEmail() } }
}

/**
 * On to the next sign-in step (SPEC §3): the email typed so far remembered for it, this address's `redirect` kept,
 * and `state` (what the step needs that must not be in the address) added to the history entry.
 */
export function useGoToStep() {
  const navigate = useNavigate()
  const redirect = useRedirect()
  return (to: AuthStep | '/otp-login', email: string, state?: HistoryState) => {
    rememberEmail(email)
    void navigate({ to, search: { redirect }, ...(state && { state: (previous) => ({ ...previous, ...state }) }) })
  }
}
