import type { SnapshotFrom } from 'xstate'
import { forgotPasswordMachine, type ForgotPasswordEvent } from '@machines/forgot-password.machine'
import { requestPasswordReset } from '@/api/auth'
import { connectFields, connectSubmit } from '@/lib/flow/form-fields'
import { apiActor } from '@/lib/api-actor'
import { useFlow } from '@/lib/flow'
import { rememberedEmail } from '@/lib/storage/sign-in'

type Snapshot = SnapshotFrom<typeof forgotPasswordMachine>

/**
 * /forgot-password as the view needs it. The "sent" answer reads the same whatever the email, so the page never
 * tells a stranger who is a customer. Pure: snapshot and send in, API out.
 */
function connect(snapshot: Snapshot, send: (event: ForgotPasswordEvent) => void) {
  const fields = connectFields(snapshot.context, send)
  const email = snapshot.context.values.email.trim()
  return {
    emailField: fields.getFieldProps('email'),
    email,
    ...connectSubmit(snapshot, send),
    sent: snapshot.matches('sent'),
    sentMessage: `If an account exists for ${email}, we've sent a link to reset your password. It works for 30 minutes.`,
    /** "Send again": the same email, sent at once. */
    sendAgain: () => {
      send({ type: 'form.again' })
      send({ type: 'form.submit' })
    },
    /** Back to the form to correct the address. */
    changeEmail: () => send({ type: 'form.again' }),
  }
}

export type ForgotPasswordApi = ReturnType<typeof connect>

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
