/** Sample events of the switch-phone machine: shared by its path tests and the scenario catalogue. */
import { switchPhoneMachine } from '@machines/switch-phone.machine'
import type { LineSwitch, SwitchCheck } from '@contract/line-switch'
import { SECURITY_MESSAGES } from '@contract/security'
import type { MachineSamples } from '../support/machine-graph'
import { bare, done, failed } from './sample-events'

export const ESIM_LINE: LineSwitch = {
  lineId: 'line-1',
  simType: 'esim',
  reason: null,
  esim: { activationCode: 'LPA:1$smdp.ringmobile.example$OLD0000000000000000000000', iccid: '89014100000000000011' },
  kit: null,
}
/** A line suspended for a lost phone cannot move. */
const LOST: LineSwitch = {
  ...ESIM_LINE,
  reason: 'This line is suspended for a lost phone: restore it first, then move it to your new phone.',
}
const NEW_ESIM: LineSwitch = {
  ...ESIM_LINE,
  esim: { activationCode: 'LPA:1$smdp.ringmobile.example$NEW0000000000000000000000', iccid: '89014100000000000029' },
}
/** After a switch to a SIM card: the kit delivered (the customer may activate it), the eSIM still working. */
const KIT_SHIPPING: LineSwitch = {
  ...ESIM_LINE,
  kit: {
    lineId: 'line-1',
    stage: 'delivered',
    steps: [
      { step: 'packed', at: '2026-03-12T12:00:00.000Z' },
      { step: 'shipped', at: '2026-03-12T16:00:00.000Z' },
      { step: 'delivered', at: '2026-03-13T10:00:00.000Z' },
    ],
    trackingNumber: 'RM123456789US',
    expectedAt: null,
    triesLeft: 5,
    canActivate: true,
  },
}
/**
 * The phones typed, each answered as the carrier simulator answers its IMEI (server/carrier/simulator.ts `checkDevice`,
 * server/carrier/line-switch.ts `checkNewPhone`; tests/machines/imei-samples.test.ts checks it).
 */
const PHONE_5G: SwitchCheck = {
  imei: '356938035643809',
  model: 'Ring Test Phone 5G (eSIM)',
  esimCapable: true,
  options: ['esim', 'physical'],
}
const CLASSIC: SwitchCheck = { imei: '490154203237518', model: 'Ring Test Phone Classic', esimCapable: false, options: ['physical'] }
/** A phone that does not work on the network, and 15 digits that fail the Luhn check: both refused on the field. */
const INCOMPATIBLE_IMEI = '012345678901237'
const NOT_AN_IMEI = '356938035643800'
const IMEI_INVALID = "This IMEI is not valid. Dial *#06# to see your phone's IMEI."
const INCOMPATIBLE = "This phone doesn't work on our network. Check the IMEI, or choose another phone."

export const switchPhoneSamples = {
  machine: switchPhoneMachine,
  inputs: { 'the customer opens one of their lines': { lineId: 'line-1' } },
  events: {
    'xstate.done.actor.loadSwitch': [done('loadSwitch', ESIM_LINE), done('loadSwitch', LOST)],
    'xstate.error.actor.loadSwitch': [failed('loadSwitch', { status: 0, message: "We couldn't reach Ring Mobile." })],
    ...bare('switch.retry'),
    'switch.open': [{ type: 'switch.open', requestKey: 'key-switch-1' }],
    'imei.change': [PHONE_5G.imei, CLASSIC.imei, INCOMPATIBLE_IMEI, NOT_AN_IMEI, '35693'].map((value) => ({
      type: 'imei.change' as const,
      value,
    })),
    ...bare('imei.check'),
    // The carrier's answer about the IMEI typed.
    'xstate.done.actor.checkPhone': (s) =>
      [PHONE_5G, CLASSIC].filter((phone) => phone.imei === s.context.imei).map((phone) => done('checkPhone', phone)),
    'xstate.error.actor.checkPhone': (s) => {
      const message = { [INCOMPATIBLE_IMEI]: INCOMPATIBLE, [NOT_AN_IMEI]: IMEI_INVALID }[s.context.imei]
      return message ? [failed('checkPhone', { status: 422, message, errors: [{ field: 'imei', message }] })] : []
    },
    'simType.choose': [
      { type: 'simType.choose', simType: 'physical' },
      { type: 'simType.choose', simType: 'esim' },
    ],
    ...bare('switch.confirm', 'back', 'close'),
    // The switch answers for the SIM chosen: a new eSIM profile, or a SIM card kit on its way.
    'xstate.done.actor.switchPhone': (s) =>
      [
        done('switchPhone', {
          message: 'Your line has a new eSIM. Scan the QR code with your new phone; the old eSIM has stopped working.',
          switch: NEW_ESIM,
        }),
        done('switchPhone', {
          message: 'Your new SIM card is on its way. Once it arrives, activate it here with the number printed on the card.',
          switch: KIT_SHIPPING,
        }),
      ].filter(
        (answer) => ((answer as { output: { switch: LineSwitch } }).output.switch.kit !== null) === (s.context.simType === 'physical'),
      ),
    'xstate.error.actor.switchPhone': [
      failed('switchPhone', {
        status: 409,
        // The server's own refusal (the demo line is seeded with the lock on): armed or not, the same words.
        message: SECURITY_MESSAGES.simChangeLocked,
      }),
    ],
    ...bare('kit.changed'),
  },
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.line?.reason !== null,
      s.context.line?.kit !== null,
      // Each 15-digit IMEI is its own phone (the carrier answers per IMEI).
      s.context.imei.length === 15 ? s.context.imei : s.context.imei.length,
      s.context.check?.esimCapable ?? null,
      s.context.simType,
      s.context.error !== null,
    ]),
} satisfies MachineSamples<typeof switchPhoneMachine>
