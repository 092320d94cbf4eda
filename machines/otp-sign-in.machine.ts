import { assertEvent, assign, raise, setup } from 'xstate'
import type { SignInAnswer } from '@contract/security'
import { errorOf, retryDelay } from './form'
import { providedByApp } from './provided'
import { decisionState, type MachineTypes } from './chart'
import { RESEND_COOLDOWN_MS, resendCooldown, resendRegion } from './resend'

/** Sign-in codes are 6 digits (DESIGN §3). */
export const OTP_LENGTH = 6

export const OTP_MESSAGES = {
  wrong: 'That code is not right. Check the email we sent and try again.',
  expired: 'This code has expired. Send yourself a new one below.',
  locked: 'Too many wrong tries for this code. Send yourself a new one below.',
  resent: 'We sent you a new code. It replaces the one before.',
} as const

export interface OtpSignInInput {
  email?: string
  /** From the emailed link /otp-login?email=…&code=…: signs in directly. */
  code?: string
  /** When the code was sent on the previous page (ms since the epoch); absent when arriving from a link. */
  sentAt?: number
}

export interface OtpSignInContext {
  email: string
  code: string
  /** What went wrong with the last try, in words for the customer. */
  error: string | null
  /** A short note after a resend. */
  notice: string | null
  /** When resend becomes possible (ms since the epoch): the visible countdown is derived from it. */
  resendAvailableAt: number
  retryAt: number | null
}

export type OtpSignInEvent = { type: 'code.change'; value: string } | { type: 'code.resend' } | { type: 'code.reset' }

const onlyDigits = (value: string) => value.replace(/\D/g, '').slice(0, OTP_LENGTH)

/**
 * /otp-login (DESIGN §3): the 6-digit code submits itself when full; resend waits out a visible 30-second
 * countdown; a wrong code, an expired code and too many tries each say so; the emailed link signs in directly.
 */
export const otpSignInMachine = setup({
  types: {} as MachineTypes<OtpSignInContext, OtpSignInEvent, OtpSignInInput>,
  actors: {
    /** POST /app/auth/otp/verify {email, otp} */
    verifyCode: providedByApp<SignInAnswer, { email: string; otp: string }>('verifyCode'),
    /** POST /app/auth/otp/send {email} */
    sendCode: providedByApp<unknown, { email: string }>('sendCode'),
  },
  actions: {
    /** Stores the token, tells the session and goes where the customer was heading (provided by the app). */
    completeSignIn: (_, _params: SignInAnswer) => {},
    setCode: assign(({ event }) => {
      assertEvent(event, 'code.change')
      return { code: onlyDigits(event.value), error: null, notice: null }
    }),
    clearCode: assign({ code: '' }),
    showWrongCode: assign({ error: OTP_MESSAGES.wrong, code: '' }),
    showExpired: assign({ error: OTP_MESSAGES.expired, code: '' }),
    showLocked: assign({ error: OTP_MESSAGES.locked, code: '' }),
    showRateLimited: assign(({ event }) => {
      const error = errorOf(event)
      return { error: error.message, retryAt: Date.now() + (error.retryAfter ?? 60) * 1000, code: '' }
    }),
    showProviderError: assign(({ event }) => ({ error: errorOf(event).message, code: '' })),
    showResendError: assign(({ event }) => ({ error: errorOf(event).message, notice: null })),
    startCooldown: assign({ resendAvailableAt: () => Date.now() + RESEND_COOLDOWN_MS }),
    noteResent: assign({ notice: OTP_MESSAGES.resent, error: null }),
    resetCodeEntry: raise({ type: 'code.reset' }),
  },
  guards: {
    hasEmail: ({ context }) => context.email.length > 0,
    /** The code held has this many digits (a whole code). */
    codeHasDigits: ({ context }, { digits }: { digits: number }) => context.code.length === digits,
    /** The code as typed has this many digits: the last one was just typed. */
    typedCodeHasDigits: ({ event }, { digits }: { digits: number }) =>
      event.type === 'code.change' && onlyDigits(event.value).length === digits,
    isCodeExpired: ({ event }) => errorOf(event).code === 'code_expired',
    isCodeLocked: ({ event }) => errorOf(event).code === 'code_locked',
    isCodeWrong: ({ event }) => errorOf(event).code === 'code_invalid',
    isRateLimited: ({ event }) => errorOf(event).status === 429,
  },
  delays: {
    resendCooldown,
    retryDelay,
  },
}).createMachine({
  id: 'otpSignIn',
  description: 'Signing in with the 6-digit code we emailed (/otp-login).',
  context: ({ input }) => ({
    email: input.email ?? '',
    code: onlyDigits(input.code ?? ''),
    error: null,
    notice: null,
    resendAvailableAt: (input.sentAt ?? 0) + RESEND_COOLDOWN_MS,
    retryAt: null,
  }),
  initial: 'checkingLink',
  states: {
    checkingLink: decisionState('On arrival: did an emailed link bring the email and a whole code?', 'hasEmail', {
      waitingForCode: 'An email to sign in',
      missingEmail: 'Arrived without an email',
    }),
    missingEmail: {
      description: 'No email to sign in with: the customer is offered the way back to /login.',
    },
    waitingForCode: {
      description: 'The code boxes and the resend control, side by side.',
      type: 'parallel',
      states: {
        entry: {
          description: 'The 6-box code input.',
          initial: 'checkingCode',
          states: {
            checkingCode: {
              description: 'A whole code from the emailed link is checked at once.',
              always: [
                {
                  guard: { type: 'codeHasDigits', params: { digits: OTP_LENGTH } },
                  target: 'verifying',
                  description: 'The link carried a whole code',
                },
                { target: 'typing' },
              ],
            },
            typing: {
              description: 'The customer types the code; a message shows what went wrong with the last one.',
              on: {
                'code.change': [
                  {
                    guard: { type: 'typedCodeHasDigits', params: { digits: OTP_LENGTH } },
                    target: 'verifying',
                    actions: 'setCode',
                    description: 'The sixth digit submits the code',
                  },
                  { actions: 'setCode', description: 'A digit typed or removed' },
                ],
              },
            },
            verifying: {
              description: 'Checking the code with the server; the boxes are disabled.',
              tags: ['busy'],
              invoke: {
                id: 'verifyCode',
                src: 'verifyCode',
                input: ({ context }) => ({ email: context.email, otp: context.code }),
                onDone: {
                  target: '#otpSignIn.signedIn',
                  actions: { type: 'completeSignIn', params: ({ event }) => event.output },
                  description: 'The right code: signed in, on to My Account',
                },
                onError: [
                  {
                    guard: 'isCodeExpired',
                    target: 'expired',
                    actions: 'showExpired',
                    description: 'The code expired: say so, offer a new one',
                  },
                  {
                    guard: 'isCodeLocked',
                    target: 'locked',
                    actions: 'showLocked',
                    description: 'Too many wrong tries for this code: say so, offer a new one',
                  },
                  {
                    guard: 'isRateLimited',
                    target: 'rateLimited',
                    actions: 'showRateLimited',
                    description: 'Too many tries (429): wait as long as the server says',
                  },
                  {
                    guard: 'isCodeWrong',
                    target: 'typing',
                    actions: 'showWrongCode',
                    description: 'A wrong code: say so, empty the boxes',
                  },
                  { target: 'typing', actions: 'showProviderError', description: 'Server trouble: say so, keep the page' },
                ],
              },
            },
            expired: {
              description: 'The code has expired: only a new code helps.',
            },
            locked: {
              description: 'Too many wrong tries for this code: only a new code helps.',
            },
            rateLimited: {
              description: 'Too many tries from here: the message says when to try again.',
              after: { retryDelay: { target: 'typing', description: 'The wait is over' } },
            },
          },
          on: {
            'code.reset': { target: '.typing', actions: 'clearCode', description: 'A new code was sent: start again' },
          },
        },
        resend: resendRegion(
          { target: 'sending', description: 'The customer asks for a new code' },
          {
            description: 'Sending a new code.',
            tags: ['busy'],
            invoke: {
              id: 'sendCode',
              src: 'sendCode',
              input: ({ context }: { context: OtpSignInContext }) => ({ email: context.email }),
              onDone: {
                target: 'coolingDown',
                actions: ['startCooldown', 'noteResent', 'resetCodeEntry'],
                description: 'A new code went out: say so, empty the boxes, wait 30 seconds again',
              },
              onError: { target: 'available', actions: 'showResendError', description: 'Could not send: say why, allow another try' },
            },
          },
        ),
      },
    },
    signedIn: {
      type: 'final',
      description: 'Signed in: the customer goes where they were heading, else /dashboard.',
    },
  },
})
