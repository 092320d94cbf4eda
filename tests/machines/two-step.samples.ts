/** Sample events of the two-step sign-in machines (path tests and scenarios). */
import { secondStepSignInMachine } from '@machines/second-step-sign-in.machine'
import { twoStepMachine } from '@machines/two-step.machine'
import { SECURITY_MESSAGES, STEP_UP_REQUIRED, TWO_STEP_MESSAGES } from '@contract/security'
import type { MachineSamples } from '../support/machine-graph'
import { after, bare, done, failed, fieldRefused } from './sample-events'

export const SETUP = { secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/Ring%20Mobile%3Adana%40example.com?secret=JBSWY3DPEHPK3PXP' }
export const CODES = [
  'abcde-23456',
  'fghjk-34567',
  'mnpqr-45678',
  'stuvw-56789',
  'xyzab-67892',
  'cdefg-78923',
  'hjkmn-89234',
  'pqrst-92345',
  'uvwxy-23467',
  'zabcd-34578',
]
const ON = { enabled: true, enabledAt: '2026-03-01T12:00:00.000Z', recoveryCodesLeft: 10 }
const OFF = { enabled: false, enabledAt: null, recoveryCodesLeft: 0 }

export const twoStepSamples = {
  machine: twoStepMachine,
  // A support agent's session (decision 0031): turning on or off and new recovery codes are not offered.
  inputs: { default: {}, 'an assisted session': { assisted: true } },
  events: {
    ...bare('twoStep.start', 'twoStep.turnOff', 'codes.regenerate', 'codes.saved', 'code.submit', 'close', 'twoStep.retry'),
    'code.change': [{ type: 'code.change', value: '123456' }],
    'xstate.done.actor.loadTwoStep': [done('loadTwoStep', OFF), done('loadTwoStep', ON)],
    'xstate.error.actor.loadTwoStep': [failed('loadTwoStep', { status: 0, message: "We couldn't reach Ring Mobile." })],
    'xstate.done.actor.startSetup': [done('startSetup', SETUP)],
    'xstate.error.actor.startSetup': [
      failed('startSetup', { status: 409, message: TWO_STEP_MESSAGES.alreadyOn }),
      failed('startSetup', { status: 403, message: SECURITY_MESSAGES.stepUpRequired, code: STEP_UP_REQUIRED }),
    ],
    'xstate.done.actor.enableTwoStep': [done('enableTwoStep', { recoveryCodes: CODES })],
    'xstate.error.actor.enableTwoStep': [
      fieldRefused('enableTwoStep', 'code', TWO_STEP_MESSAGES.wrongCode),
      failed('enableTwoStep', { status: 403, message: SECURITY_MESSAGES.stepUpRequired, code: STEP_UP_REQUIRED }),
    ],
    'xstate.done.actor.stepUp': [done('stepUp', { proven: true }), done('stepUp', { proven: false })],
    'xstate.done.actor.disableTwoStep': [done('disableTwoStep', OFF)],
    'xstate.error.actor.disableTwoStep': [fieldRefused('disableTwoStep', 'code', TWO_STEP_MESSAGES.reusedCode)],
    'xstate.done.actor.newRecoveryCodes': [done('newRecoveryCodes', { recoveryCodes: CODES })],
    'xstate.error.actor.newRecoveryCodes': [fieldRefused('newRecoveryCodes', 'code', TWO_STEP_MESSAGES.wrongRecovery)],
  },
  serializeState: (s) =>
    JSON.stringify([s.value, s.context.status?.enabled ?? null, s.context.purpose, s.context.code !== '', s.context.codeError !== null]),
} satisfies MachineSamples<typeof twoStepMachine>

/** When the samples' ticket runs out: 5 minutes after the password (the path tests' clock stands at that password). */
export const TICKET_ENDS = '2026-03-01T12:05:00.000Z'

export const secondStepSignInSamples = {
  machine: secondStepSignInMachine,
  inputs: {
    'after a right password': { ticket: 'ticket-1', expiresAt: TICKET_ENDS },
    'opened without a ticket': { ticket: null, expiresAt: null },
  },
  events: {
    'code.change': [
      { type: 'code.change', value: '123456' },
      { type: 'code.change', value: 'abcde-23456' },
    ],
    ...bare('code.submit'),
    'xstate.after.ticketLifetime': [after('ticketLifetime', 'secondStepSignIn.enteringCode')],
    'xstate.done.actor.verifySecondStep': [done('verifySecondStep', { token: 'a.b.c', expiresAt: '2026-03-01T12:00:00.000Z' })],
    'xstate.error.actor.verifySecondStep': [
      failed('verifySecondStep', {
        status: 401,
        message: TWO_STEP_MESSAGES.reusedCode,
        code: 'code_reused',
        errors: [{ field: 'code', message: TWO_STEP_MESSAGES.reusedCode }],
      }),
      failed('verifySecondStep', { status: 401, message: TWO_STEP_MESSAGES.ticketExpired, code: 'ticket_expired' }),
    ],
  },
  serializeState: (s) => JSON.stringify([s.value, s.context.code, s.context.codeError !== null]),
} satisfies MachineSamples<typeof secondStepSignInMachine>
