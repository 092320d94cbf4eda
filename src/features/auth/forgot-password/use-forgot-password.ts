import type { SnapshotFrom } from 'xstate'
import { forgotPasswordMachine, type ForgotPasswordEvent } from '@machines/forgot-password.machine'
import { requestPasswordReset } from '@/api/auth'
import { apiActor } from '@/lib/api-actor'
import { useFlow } from '@/lib/flow'
import { rememberedEmail } from '@/lib/storage/sign-in'
import { connectEmailForm, type EmailFormApi } from '../shared/email-form'

type Snapshot = SnapshotFrom<typeof forgotPasswordMachine>

/**
 * /forgot-password as the view needs it. The "sent" answer reads the same whatever the email, so the page never
 * tells a stranger who is a customer.
 */
export interface ForgotPasswordApi extends EmailFormApi {
  /** The link was asked for: the "sent" answer shows instead of the form. */
  sent: boolean
  /** "Send again": the same email, sent at once. */
  sendAgain: () => void
  /** Back to the form to correct the address. */
  changeEmail: () => void
}

/** Pure: snapshot and send in, API out. */
function connect(snapshot: Snapshot, send: (event: ForgotPasswordEvent) => void): ForgotPasswordApi {
  return {
    ...connectEmailForm(snapshot, send),
    sent: snapshot.matches('sent'),
    sendAgain: () => {
      send({ type: 'form.again' })
      send({ type: 'form.submit' })
    },
    changeEmail: () => send({ type: 'form.again' }),
  }
}

/** Binds the machine to POST /app/auth/forgot-password. */
export function useForgotPassword(): ForgotPasswordApi {
  return useFlow(
    forgotPasswordMachine,
    {
      actors: { requestReset: apiActor<{ email: string }, unknown>(requestPasswordReset) },
      input: { email: rememberedEmail() },
    },
    connect,
  )
}
