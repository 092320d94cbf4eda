import type { SnapshotFrom } from 'xstate'
import { EMAIL_CODE_LENGTH, editEmailMachine, type EditEmailEvent } from '@machines/edit-email.machine'
import { editProfile, resendEmailChangeCode, verifyEmailChange } from '@/api/users'
import { useSessionActions } from '@/app/app-context'
import { notify } from '@/components/ui/notifications'
import { apiActor } from '@/lib/api-actor'
import { secondsUntil, useFlow } from '@/lib/flow'
import { filterEmailCode } from '@/lib/filters'
import { connectFields } from '@/lib/flow/form-fields'

type Snapshot = SnapshotFrom<typeof editEmailMachine>

/**
 * Edit Email as the view needs it. Pure: snapshot, send and the view's clock in, API out. The resend countdown is
 * derived from `resendAvailableAt` and `now`; the machine never ticks.
 */
function connect(snapshot: Snapshot, send: (event: EditEmailEvent) => void, now: number) {
  const { values, newEmail, resendAvailableAt } = snapshot.context
  const fields = connectFields(snapshot.context, send)
  const awaitingCode = snapshot.matches('awaitingCode')
  const verifying = snapshot.matches({ awaitingCode: { entry: 'verifying' } })
  const resendIs = (state: 'coolingDown' | 'available' | 'sending') => snapshot.matches({ awaitingCode: { resend: state } })
  const coolingDown = resendIs('coolingDown')
  const secondsLeft = coolingDown ? secondsUntil(resendAvailableAt, now) : 0

  return {
    open: !snapshot.matches('closed'),
    /** Step one: the new email and 'Send me the code'. */
    enteringEmail: snapshot.matches('enteringEmail') || snapshot.matches('sendingCode'),
    /** Step two: the code boxes and 'Verify & Save Email Change'. */
    awaitingCode,
    sendingCode: snapshot.matches('sendingCode'),
    emailField: fields.getFieldProps('email'),
    currentPasswordField: fields.getFieldProps('currentPassword'),
    /** The address the code went to. */
    newEmail,

    codeLength: EMAIL_CODE_LENGTH,
    code: values.otp,
    codeError: fields.errorOf('otp'),
    setCode: (value: string) => send({ type: 'code.change', value: filterEmailCode(value) }),
    verifying,
    /** Verify is enabled only with exactly 5 digits (SPEC §5), and not while checking. */
    canVerify: values.otp.length === EMAIL_CODE_LENGTH && !verifying,

    coolingDown,
    resendSecondsLeft: secondsLeft,
    resending: resendIs('sending'),
    canResend: resendIs('available') && !verifying,
    resendLabel: coolingDown ? `Resend code in ${secondsLeft} s` : 'Resend code',

    edit: () => send({ type: 'dialog.open' }),
    close: () => send({ type: 'dialog.close' }),
    /** The primary button of either step. */
    submit: () => send({ type: awaitingCode ? 'code.submit' : 'email.submit' }),
    resend: () => send({ type: 'code.resend' }),
    /** Cancel: from the code, back to the email; from the email, close. */
    cancel: () => send({ type: awaitingCode ? 'code.cancel' : 'dialog.close' }),
  }
}

export type EditEmailApi = ReturnType<typeof connect>

/** Binds the machine to the email-change calls, the notifications and the session's profile reload. */
export function useEditEmail(): EditEmailApi {
  const { reloadProfile } = useSessionActions()
  return useFlow(
    editEmailMachine,
    {
      actors: {
        requestCode: apiActor((payload: { email: string; currentPassword: string }, signal) => editProfile(payload, signal)),
        verifyCode: apiActor(verifyEmailChange),
        resendCode: apiActor(resendEmailChangeCode),
      },
      actions: {
        notifySuccess: (_, { message }) => notify({ message }),
        notifyFailed: (_, { message }) => notify({ message, error: true }),
        reloadProfile: () => reloadProfile(),
      },
      clock: (snapshot) => snapshot.matches({ awaitingCode: { resend: 'coolingDown' } }),
    },
    connect,
  )
}
