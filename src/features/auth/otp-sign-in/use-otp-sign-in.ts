import type { SnapshotFrom } from 'xstate'
import { OTP_LENGTH, otpSignInMachine, type OtpSignInEvent, type OtpSignInInput } from '@machines/otp-sign-in.machine'
import { sendSignInCode, verifySignInCode } from '@/api/auth'
import { apiActor } from '@/lib/api-actor'
import { secondsUntil, useFlow } from '@/lib/flow'
import { useSignInActions } from '../shared/sign-in-actions'

type Snapshot = SnapshotFrom<typeof otpSignInMachine>

/** /otp-login as the view needs it: the code boxes, what went wrong, and the resend with its countdown. */
export interface OtpSignInApi {
  /** Where the code was sent. */
  email: string
  /** How many digits the code has. */
  length: number
  /** Arrived without an email (neither from /login-without-password nor from the emailed link). */
  missingEmail: boolean
  /** The code was right: on to where the customer was going. */
  signedIn: boolean
  /** The digits typed so far. */
  code: string
  /** The code is being checked: the boxes are disabled and a spinner says so. */
  verifying: boolean
  /** Typing is possible only while the machine waits for digits (not while checking, nor after expiry/lockout). */
  codeDisabled: boolean
  /** The boxes show as invalid (the last try failed). */
  codeInvalid: boolean
  /** Only a new code helps (expired, or too many wrong tries). */
  needsNewCode: boolean
  /** What went wrong with the last try, in the machine's own words (OTP_MESSAGES or the server's). */
  error: string | null
  /** When the customer may try again after too many tries from here. */
  retryAt: number | null
  /** "We sent you a new code…" after a resend. */
  notice: string | null
  /** Every digit typed or pasted goes to the machine; the last one submits the code. */
  setCode: (value: string) => void
  /** Resend waits out its countdown. */
  coolingDown: boolean
  /** Whole seconds left of the countdown (0 when not counting down). */
  resendSecondsLeft: number
  /** A new code is being sent. */
  resending: boolean
  canResend: boolean
  resend: () => void
}

/**
 * Pure: snapshot, send and the view's clock in, API out. The countdown is derived from `resendAvailableAt` and
 * `now`; the machine never ticks.
 */
function connect(snapshot: Snapshot, send: (event: OtpSignInEvent) => void, now: number): OtpSignInApi {
  const { email, code, error, notice, resendAvailableAt, retryAt } = snapshot.context
  const entryIs = (state: 'typing' | 'verifying' | 'expired' | 'locked' | 'rateLimited') =>
    snapshot.matches({ waitingForCode: { entry: state } })
  const resendIs = (state: 'coolingDown' | 'available' | 'sending') => snapshot.matches({ waitingForCode: { resend: state } })
  const typing = entryIs('typing')
  const coolingDown = resendIs('coolingDown')
  const secondsLeft = secondsUntil(resendAvailableAt, now)

  return {
    email,
    length: OTP_LENGTH,
    missingEmail: snapshot.matches('missingEmail'),
    signedIn: snapshot.matches('signedIn'),

    code,
    verifying: entryIs('verifying'),
    codeDisabled: !typing,
    codeInvalid: Boolean(error) && !resendIs('sending'),
    needsNewCode: entryIs('expired') || entryIs('locked'),
    error,
    retryAt: entryIs('rateLimited') ? retryAt : null,
    notice,
    setCode: (value: string) => send({ type: 'code.change', value }),

    coolingDown,
    resendSecondsLeft: coolingDown ? secondsLeft : 0,
    resending: resendIs('sending'),
    canResend: resendIs('available'),
    resend: () => send({ type: 'code.resend' }),
  }
}

/** Binds the machine to POST /app/auth/otp/verify and /otp/send, and to the sign-in completion. */
export function useOtpSignIn({ redirect, ...input }: OtpSignInInput & { redirect?: string }): OtpSignInApi {
  const actions = useSignInActions(redirect)
  return useFlow(
    otpSignInMachine,
    {
      actors: {
        verifyCode: apiActor(verifySignInCode),
        sendCode: apiActor<{ email: string }, unknown>(sendSignInCode),
      },
      actions,
      input,
      // One re-render a second while the countdown shows; none otherwise.
      clock: (snapshot) => snapshot.matches({ waitingForCode: { resend: 'coolingDown' } }),
    },
    connect,
  )
}
