/** Sample events of the number lock machine (path tests and scenarios). */
import { numberLockMachine } from '@machines/number-lock.machine'
import { SECURITY_MESSAGES, STEP_UP_REQUIRED, type LineSecurity } from '@contract/security'
import type { MachineSamples } from '../support/machine-graph'
import { bare, done, failed } from './sample-events'

export const LOCKED: LineSecurity = {
  lineId: 'line-1',
  portOutLocked: true,
  simChangeLocked: true,
  accountNumber: '7123456789',
  transferPinExpiresAt: null,
  portedOut: false,
}
/** The line as the panel reads it: a transfer PIN is active, so the port-out lock is off for it. */
export const PORT_OUT_OFF: LineSecurity = { ...LOCKED, portOutLocked: false, transferPinExpiresAt: '2026-03-08T12:00:00.000Z' }
export const PIN = {
  lineId: 'line-1',
  mdn: '2125551234',
  accountNumber: '7123456789',
  pin: '482913',
  expiresAt: '2026-03-08T12:00:00.000Z',
}
const stepUpRequired = { status: 403, message: SECURITY_MESSAGES.stepUpRequired, code: STEP_UP_REQUIRED }

export const numberLockSamples = {
  machine: numberLockMachine,
  inputs: {
    'a line of the customer': { lineId: 'line-1' },
    // A support agent's session (decision 0031): the switches and the transfer are not offered.
    'an assisted session': { lineId: 'line-1', assisted: true },
  },
  events: {
    'lock.turnOn': [{ type: 'lock.turnOn', lock: 'portOut' }],
    'lock.turnOff': [{ type: 'lock.turnOff', lock: 'simChange' }],
    ...bare('transfer.open', 'transfer.confirm', 'close', 'security.retry'),
    'xstate.done.actor.loadLineSecurity': [done('loadLineSecurity', PORT_OUT_OFF)],
    'xstate.error.actor.loadLineSecurity': [failed('loadLineSecurity', { status: 0, message: "We couldn't reach Ring Mobile." })],
    'xstate.done.actor.stepUp': [done('stepUp', { proven: true }), done('stepUp', { proven: false })],
    // The port-out lock back on (the PIN retires with it).
    'xstate.done.actor.setLineLocks': [done('setLineLocks', LOCKED)],
    'xstate.error.actor.setLineLocks': [
      failed('setLineLocks', stepUpRequired),
      failed('setLineLocks', { status: 409, message: SECURITY_MESSAGES.portedOut }),
    ],
    'xstate.done.actor.issueTransferPin': [done('issueTransferPin', PIN)],
    'xstate.error.actor.issueTransferPin': [
      failed('issueTransferPin', stepUpRequired),
      failed('issueTransferPin', { status: 409, message: SECURITY_MESSAGES.noNumber }),
    ],
  },
  serializeState: (s) => JSON.stringify([s.value, s.context.pending?.kind ?? null, s.context.error !== null]),
} satisfies MachineSamples<typeof numberLockMachine>
