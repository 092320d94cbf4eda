/**
 * 'Resend code' of the two emailed-code flows (the sign-in code, the email change; SPEC §4): after a code goes
 * out the button waits until `resendAvailableAt`, with a countdown, then may send another.
 */

/** The wait until the button may send again (the view counts the same timestamp down). */
export const resendCooldown = ({ context }: { context: { resendAvailableAt: number } }) => Math.max(0, context.resendAvailableAt - Date.now())

/** The `resend` region's first state: the button is disabled until the wait is over, then `available`. */
export const resendCoolingDown = {
  description: 'Resend is disabled; a countdown shows the seconds left.',
  after: { resendCooldown: { target: 'available', description: '30 seconds since the last code' } },
} as const
