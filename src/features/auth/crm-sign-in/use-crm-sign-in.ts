import { useSearch } from '@tanstack/react-router'
import type { SnapshotFrom } from 'xstate'
import { crmSignInMachine } from '@machines/crm-sign-in.machine'
import { crmLogin } from '@/api/auth'
import { apiActor } from '@/lib/api-actor'
import { useFlow } from '@/lib/flow'
import { useSignInActions } from '../shared/sign-in-actions'

type Snapshot = SnapshotFrom<typeof crmSignInMachine>

/** /crm-login?token=… as the view needs it (the page sends nothing). */
export interface CrmSignInApi {
  /** No token in the address: the page explains it only works from an agent's link. */
  missingLink: boolean
  /** Checking the link with the server; then on to /dashboard. */
  signingIn: boolean
  /** The server refused the link (expired, used or unknown). */
  failed: boolean
  /** Why the link did not work, in the server's words. */
  error: string | null
}

/** Pure: snapshot in, API out. */
function connect(snapshot: Snapshot): CrmSignInApi {
  return {
    missingLink: snapshot.matches('missingLink'),
    signingIn: snapshot.hasTag('busy') || snapshot.matches('signedIn'),
    failed: snapshot.matches('failed'),
    error: snapshot.context.error,
  }
}

/** Binds the machine to POST /app/auth/crm-login; success opens the customer's dashboard, marked assisted. */
export function useCrmSignIn(): CrmSignInApi {
  // An assisted session always starts on the dashboard, never on a `redirect`.
  const actions = useSignInActions()
  const { token } = useSearch({ strict: false })
  return useFlow(
    crmSignInMachine,
    {
      actors: { signIn: apiActor(crmLogin) },
      actions,
      input: { token },
    },
    connect,
  )
}
