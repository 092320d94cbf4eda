import type { SnapshotFrom } from 'xstate'
import { codeRequestMachine, type CodeRequestEvent } from '@machines/code-request.machine'
import { sendSignInCode } from '@/api/auth'
import { apiActor } from '@/lib/api-actor'
import { useFlow } from '@/lib/flow'
import '../shared/history-state'
import { rememberedEmail } from '@/lib/storage/sign-in'
import { connectEmailForm, type EmailFormApi } from '../shared/email-form'
import { useGoToStep } from '../shared/sign-in-actions'

/** /login-without-password as the view needs it: the email field and the rate-limited "Email me a sign-in code". */
export type CodeRequestApi = EmailFormApi

/** Pure: snapshot and send in, API out. */
function connect(snapshot: SnapshotFrom<typeof codeRequestMachine>, send: (event: CodeRequestEvent) => void): CodeRequestApi {
  return connectEmailForm(snapshot, send)
}

/**
 * Binds the machine to POST /app/auth/otp/send; once sent, /otp-login takes over. The time the code was sent
 * travels in the history state, so the resend countdown there starts at 30 s (and survives a reload).
 */
export function useCodeRequest(): CodeRequestApi {
  const goTo = useGoToStep()
  return useFlow(
    codeRequestMachine,
    {
      actors: { sendCode: apiActor<{ email: string }, unknown>(sendSignInCode) },
      actions: {
        goToCodeEntry: (_, params) => goTo('/otp-login', params.email, { codeSentAt: params.sentAt }),
      },
      input: { email: rememberedEmail() },
    },
    connect,
  )
}
