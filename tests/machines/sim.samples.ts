/** Sample events of the SIM activation, eSIM reinstall and receipt download machines (path tests and scenarios). */
import { esimReinstallMachine } from '@machines/esim-reinstall.machine'
import { fieldErrorsOf, hasErrors } from '@machines/form'
import { receiptDownloadMachine } from '@machines/receipt-download.machine'
import { simActivationMachine } from '@machines/sim-activation.machine'
import { SIM_ACTIVATION_TRIES, SIM_MESSAGES, simActivationFormSchema, wrongSimMessage, type SimKit } from '@contract/sim'
import { SECURITY_MESSAGES, STEP_UP_REQUIRED } from '@contract/security'
import type { MachineSamples } from '../support/machine-graph'
import { bare, change, done, failed } from './sample-events'

const valid = (values: unknown) => !hasErrors(fieldErrorsOf(simActivationFormSchema, values))

/** The SIM shipped for line-1 (Luhn-valid, our prefix), and another valid one that is not it. */
const KIT_ICCID = '89014100000000000004'
const OTHER_ICCID = '89014100000000000012'

const steps = (reached: number): SimKit['steps'] =>
  (['packed', 'shipped', 'delivered'] as const).map((step, index) => ({
    step,
    at: index < reached ? `2026-03-0${index + 1}T12:00:00.000Z` : null,
  }))

const kit = (overrides: Partial<SimKit>): SimKit => ({
  lineId: 'line-1',
  stage: 'shipped',
  steps: steps(2),
  trackingNumber: 'RM123456789US',
  expectedAt: '2026-03-03T12:00:00.000Z',
  triesLeft: SIM_ACTIVATION_TRIES,
  canActivate: false,
  ...overrides,
})
const SHIPPED = kit({})
const DELIVERED = kit({ stage: 'delivered', steps: steps(3), expectedAt: null, canActivate: true })
const ACTIVATED = kit({ stage: 'activated', steps: steps(3), expectedAt: null })
const LOCKED = kit({ stage: 'delivered', steps: steps(3), expectedAt: null, triesLeft: 0 })

const iccidRefused = (message: string) => failed('activateSim', { status: 422, message, errors: [{ field: 'iccid', message }] })

export const simActivationSamples = {
  machine: simActivationMachine,
  inputs: { 'a physical line with a shipped SIM kit': { lineId: 'line-1' } },
  events: {
    'xstate.done.actor.loadKit': [
      done('loadKit', SHIPPED),
      done('loadKit', DELIVERED),
      done('loadKit', ACTIVATED),
      done('loadKit', LOCKED),
    ],
    'xstate.error.actor.loadKit': [failed('loadKit', { status: 0, message: "We couldn't reach Ring Mobile." })],
    ...bare('kit.refresh'),
    'field.change': [
      change('iccid', '8901 4100'),
      change('iccid', KIT_ICCID.replace(/(\d{4})(?=\d)/g, '$1 ')),
      change('iccid', OTHER_ICCID),
    ],
    ...bare('form.submit'),
    'xstate.done.actor.activateSim': [done('activateSim', ACTIVATED)],
    'xstate.error.actor.activateSim': [
      iccidRefused(wrongSimMessage(4)),
      iccidRefused(SIM_MESSAGES.locked),
      failed('activateSim', { status: 409, message: SIM_MESSAGES.notDelivered }),
    ],
  },
  serializeState: (s) => JSON.stringify([s.value, s.context.kit?.stage ?? null, valid(s.context.values), !!s.context.errors.iccid]),
} satisfies MachineSamples<typeof simActivationMachine>

export const NEW_CODE = 'LPA:1$smdp.ringmobile.example$0123456789ABCDEF01234567'

export const esimReinstallSamples = {
  machine: esimReinstallMachine,
  inputs: {
    'an active eSIM line': { lineId: 'line-1' },
    // A support agent's session (decision 0031): never proven, so "Reinstall eSIM" is not offered.
    'an assisted session': { lineId: 'line-1', assisted: true },
  },
  events: {
    ...bare('reinstall.open'),
    confirm: [{ type: 'confirm' }],
    close: [{ type: 'close' }],
    'xstate.done.actor.reinstallEsim': [
      done('reinstallEsim', { lineId: 'line-1', esimActivationCode: NEW_CODE, issuedAt: '2026-03-01T00:00:00.000Z' }),
    ],
    'xstate.error.actor.reinstallEsim': [
      failed('reinstallEsim', { status: 409, message: SIM_MESSAGES.noEsim }),
      failed('reinstallEsim', { status: 403, message: SECURITY_MESSAGES.stepUpRequired, code: STEP_UP_REQUIRED }),
    ],
    'xstate.done.actor.stepUp': [done('stepUp', { proven: true }), done('stepUp', { proven: false })],
  },
  serializeState: (s) => JSON.stringify([s.value, s.context.code !== null, s.context.error !== null]),
} satisfies MachineSamples<typeof esimReinstallMachine>

export const receiptDownloadSamples = {
  machine: receiptDownloadMachine,
  events: {
    'receipt.download': [{ type: 'receipt.download', transactionId: 'txn-1' }],
    'xstate.done.actor.downloadReceipt': [done('downloadReceipt', undefined)],
    'xstate.error.actor.downloadReceipt': [failed('downloadReceipt', { status: 404, message: 'No such receipt' })],
  },
  serializeState: (s) => JSON.stringify([s.value, s.context.error !== null]),
} satisfies MachineSamples<typeof receiptDownloadMachine>
