import type { SnapshotFrom } from 'xstate'
import { EMAIL_CODE_LENGTH, editEmailMachine, type EditEmailEvent } from '@machines/edit-email.machine'
import { editProfile, resendEmailChangeCode, verifyEmailChange } from '@/api/users'
import { useAssisted, useSessionActions } from '@/app/app-context'
import { notify } from '@/components/ui/notifications'
import { apiActor } from '@/lib/api-actor'
import { secondsUntil, useFlow } from '@/lib/flow'
import { filterEmailCode } from '@/lib/filters'
import { connectFields, type BoundFieldProps } from '@/lib/flow/form-fields'

type Snapshot = SnapshotFrom<typeof editEmailMachine>

/** Edit Email as the view needs it: the new email with the password, then the emailed code with its resend. */
export interface EditEmailApi {
  /** The dialog is shown. */
  open: boolean
  /** Step one: the new email and 'Send me the code'. */
  enteringEmail: boolean
  /** Step two: the code boxes and 'Verify & Save Email Change'. */
  awaitingCode: boolean
  /** The code is being sent: the button spins. */
  sendingCode: boolean
  emailField: BoundFieldProps
  currentPasswordField: BoundFieldProps
  /** The address the code went to. */
  newEmail: string
  /** How many digits the code has. */
  codeLength: number
  /** The digits typed so far. */
  code: string
  /** The code's message, or null. */
  codeError: string | null
  /** Digits typed or pasted (filtered to digits) go to the machine. */
  setCode: (value: string) => void
  /** The code is being checked. */
  verifying: boolean
  /** Verify is enabled only with exactly 5 digits (SPEC §5), and not while checking. */
  canVerify: boolean
  /** Resend waits out its countdown. */
  coolingDown: boolean
  /** Whole seconds left of the countdown (0 when not counting down). */
  resendSecondsLeft: number
  /** A new code is being sent. */
  resending: boolean
  canResend: boolean
  /** "Resend code in 27 s", then "Resend code". */
  resendLabel: string
  /** Opens the dialog. */
  edit: () => void
  /** Edit opens the dialog: not in an assisted session, which the page says beside the disabled Edit. */
  offered: boolean
  close: () => void
  /** The primary button of either step. */
  submit: () => void
  resend: () => void
  /** Cancel: from the code, back to the email; from the email, close. */
  cancel: () => void
}

/**
 * Pure: snapshot, send and the view's clock in, API out. The resend countdown is derived from `resendAvailableAt`
 * and `now`; the machine never ticks.
 */
function connect(snapshot: Snapshot, send: (event: EditEmailEvent) => void, now: number): EditEmailApi {
  const { values, newEmail, resendAvailableAt } = snapshot.context
  const fields = connectFields(snapshot.context, send)
  const awaitingCode = snapshot.matches('awaitingCode')
  const verifying = snapshot.matches({ awaitingCode: { entry: 'verifying' } })
  const resendIs = (state: 'coolingDown' | 'available' | 'sending') => snapshot.matches({ awaitingCode: { resend: state } })
  const coolingDown = resendIs('coolingDown')
  const secondsLeft = coolingDown ? secondsUntil(resendAvailableAt, now) : 0

  return {
    open: !snapshot.matches('closed'),
    enteringEmail: snapshot.matches('enteringEmail') || snapshot.matches('sendingCode'),
    awaitingCode,
    sendingCode: snapshot.matches('sendingCode'),
    emailField: fields.getFieldProps('email'),
    currentPasswordField: fields.getFieldProps('currentPassword'),
    newEmail,

    codeLength: EMAIL_CODE_LENGTH,
    code: values.otp,
    codeError: fields.errorOf('otp'),
    setCode: (value: string) => send({ type: 'code.change', value: filterEmailCode(value) }),
    verifying,
    canVerify: values.otp.length === EMAIL_CODE_LENGTH && !verifying,

    coolingDown,
    resendSecondsLeft: secondsLeft,
    resending: resendIs('sending'),
    canResend: resendIs('available') && !verifying,
    resendLabel: coolingDown ? `Resend code in ${secondsLeft} s` : 'Resend code',

    edit: () => send({ type: 'dialog.open' }),
    offered: !snapshot.matches('closed') || snapshot.can({ type: 'dialog.open' }),
    close: () => send({ type: 'dialog.close' }),
    submit: () => send({ type: awaitingCode ? 'code.submit' : 'email.submit' }),
    resend: () => send({ type: 'code.resend' }),
    cancel: () => send({ type: awaitingCode ? 'code.cancel' : 'dialog.close' }),
  }
}

/** Binds the machine to the email-change calls, the notifications and the session's profile reload. */
export function useEditEmail(): EditEmailApi {
  const { reloadProfile } = useSessionActions()
  const assisted = useAssisted()
  return useFlow(
    editEmailMachine,
    {
      input: { assisted },
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
