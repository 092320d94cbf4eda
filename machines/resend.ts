import { computedDelay } from './chart'

/**
 * 'Resend code' of the two emailed-code flows (the sign-in code, the email change; SPEC §4): after a code goes
 * out the button waits until `resendAvailableAt`, with a countdown, then may send another.
 */

/** A new code can be asked for 30 s after the last one (DESIGN §3; SPEC §4, §9 for the email change). */
export const RESEND_COOLDOWN_MS = 30_000

/** The wait until the button may send again (the view counts the same timestamp down). */
export const resendCooldown = computedDelay(RESEND_COOLDOWN_MS, ({ context }: { context: { resendAvailableAt: number } }) =>
  Math.max(0, context.resendAvailableAt - Date.now()),
)

/** The `resend` region's first state: the button is disabled until the wait is over, then `available`. */
const resendCoolingDown = {
  description: 'Resend is disabled; a countdown shows the seconds left.',
  after: { resendCooldown: { target: 'available', description: '30 seconds since the last code' } },
} as const

/**
 * The `resend` region of both flows, beside the code entry: cooling down, then `available`, where `code.resend`
 * (`resend`: its target is `sending`, and a guard where the flow has one) goes to `sending`, the flow's own call,
 * which goes back to `coolingDown` when the code went out. Both are checked against the machine like written-out
 * states; a lambda inside them needs its argument typed (it is not inside the machine's config).
 */
export function resendRegion<const TResend extends { target: 'sending' }, const TSending>(resend: TResend, sending: TSending) {
  return {
    description: 'Asking for a new code.',
    initial: 'coolingDown',
    states: {
      coolingDown: resendCoolingDown,
      available: { description: 'Resend is enabled.', on: { 'code.resend': resend } },
      sending,
    },
  } as const
}
