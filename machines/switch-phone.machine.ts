import { assertEvent, assign, setup } from 'xstate'
import type { LineSwitch, SwitchAnswer, SwitchCheck } from '@contract/line-switch'
import { errorOf } from './form'
import { providedByApp } from './provided'
import { callState, firstRead, lineIdOf, readState, readyWith, retryState, withAnswer, type MachineTypes } from './chart'
import { imeiSchema } from '@contract/rules'
import { figuresOf } from './figures'

type SimType = 'esim' | 'physical'

interface SwitchPhoneContext {
  lineId: string
  line: LineSwitch | null
  imei: string
  /** The new phone as the carrier checked it. */
  check: SwitchCheck | null
  simType: SimType | null
  /** The switch's idempotency key, made when the dialog opened. */
  requestKey: string
  /** The switch's answer ("Your line has a new eSIM…"). */
  message: string | null
  error: string | null
}

export type SwitchPhoneEvent =
  | { type: 'switch.retry' }
  | { type: 'switch.open'; requestKey: string }
  | { type: 'imei.change'; value: string }
  | { type: 'imei.check' }
  | { type: 'simType.choose'; simType: SimType }
  | { type: 'switch.confirm' }
  | { type: 'back' }
  | { type: 'close' }
  | { type: 'kit.changed' }

export const SWITCH_LOAD_ERROR = "We couldn't load this line's SIM."

/** The dialog as it opens, and as closing leaves it: no IMEI, no check, no SIM type, no answer or error. */
const EMPTY_DIALOG = { imei: '', check: null, simType: null, message: null, error: null } as const

/** The dialog closes: the line as it stands, nothing half-entered kept. */
const closed = { target: 'idle', actions: 'forgetDialog', description: 'Close' } as const

const switchPhone = setup({
  types: {} as MachineTypes<SwitchPhoneContext, SwitchPhoneEvent, { lineId: string }>,
  actors: {
    /** GET /app/lines/{lineId}/switch */
    loadSwitch: providedByApp<LineSwitch, { lineId: string }>('loadSwitch'),
    /** POST /app/lines/{lineId}/switch/check {imei} */
    checkPhone: providedByApp<SwitchCheck, { lineId: string; imei: string }>('checkPhone'),
    /** POST /app/lines/{lineId}/switch {imei, simType, requestKey} */
    switchPhone: providedByApp<SwitchAnswer, { lineId: string; imei: string; simType: SimType; requestKey: string }>('switchPhone'),
  },
  actions: {
    rememberLine: assign((_, line: LineSwitch) => ({ line })),
    rememberCheck: assign((_, check: SwitchCheck) => ({ check, simType: check.options[0], error: null })),
    rememberSwitch: assign((_, answer: SwitchAnswer) => ({ line: answer.switch, message: answer.message, error: null })),
    showError: assign(({ event }) => ({ error: errorOf(event).message })),
    open: assign(({ event }) => {
      assertEvent(event, 'switch.open')
      return { ...EMPTY_DIALOG, requestKey: event.requestKey }
    }),
    setImei: assign(({ event }) => {
      assertEvent(event, 'imei.change')
      return { imei: event.value.replace(/\D/g, '').slice(0, 15), check: null, error: null }
    }),
    setSimType: assign(({ event }) => {
      assertEvent(event, 'simType.choose')
      return { simType: event.simType, error: null }
    }),
    forgetCheck: assign({ check: null, simType: null, error: null }),
    /** The switch's answer is the dialog's (switch-phone-section shows it there only): closed, it is gone. */
    forgetDialog: assign(EMPTY_DIALOG),
  },
  guards: {
    canSwitch: ({ context }) => !!context.line && context.line.reason === null && context.line.kit === null,
    /** Only the kit panel of a card on its way reports an activation. */
    hasKitOnItsWay: ({ context }) => !!context.line?.kit,
    imeiComplete: ({ context }, { digits }: { digits: number }) => new RegExp(`^\\d{${digits}}$`).test(context.imei),
    isOption: ({ context, event }) => event.type === 'simType.choose' && (context.check?.options.includes(event.simType) ?? false),
  },
})

/**
 * Switch to a new phone on a line's page: the new phone's IMEI is checked by the carrier
 * (a real IMEI, works on the network, eSIM or not); then a new eSIM profile (QR and manual code) or a SIM card kit
 * shipped and activated by its ICCID (the kit panel). The SIM change lock, when on, refuses with how to unlock.
 */
export const switchPhoneMachine = switchPhone.createMachine({
  id: 'switchPhone',
  description: 'Switch to a new phone: check the new phone, then a new eSIM at once or a SIM card by post.',
  context: ({ input }) => ({ lineId: input.lineId, line: null, requestKey: '', ...EMPTY_DIALOG }),
  initial: 'loading',
  states: {
    loading: firstRead("A spinner while the line's SIM is read.", 'loadSwitch', {
      input: lineIdOf,
      onDone: readyWith('rememberLine', "The line's SIM arrives"),
    }),
    failed: retryState('"We couldn\'t load this line\'s SIM." with Try again.', 'switch.retry'),
    ready: {
      description: "The line's SIM (eSIM or SIM card), Switch to a new phone, and a new SIM card on its way with its activation.",
      initial: 'idle',
      states: {
        idle: {
          description: "The line's SIM and Switch to a new phone (or why it cannot move now, or the card on its way).",
          on: {
            'switch.open': { guard: 'canSwitch', target: 'enteringImei', actions: 'open', description: 'Switch to a new phone' },
            'kit.changed': { guard: 'hasKitOnItsWay', target: 'reloading', description: 'The new SIM card was activated' },
          },
        },
        reloading: readState("The line's SIM read again after the new card was activated.", 'loadSwitch', {
          input: lineIdOf,
          onDone: { target: 'idle', actions: withAnswer('rememberLine'), description: "The line's SIM as it is now" },
          onError: { target: '#switchPhone.failed' },
        }),
        enteringImei: {
          description: "The dialog: the new phone's IMEI (dial *#06#) and Check phone.",
          on: {
            'imei.change': { actions: 'setImei', description: 'Type the IMEI' },
            'imei.check': {
              guard: { type: 'imeiComplete', params: figuresOf(imeiSchema) as { digits: number } },
              target: 'checking',
              description: 'Check phone',
            },
            close: closed,
          },
        },
        checking: callState('Check phone is busy while the carrier checks the IMEI.', 'checkPhone', {
          input: ({ context }: { context: SwitchPhoneContext }) => ({ lineId: context.lineId, imei: context.imei }),
          onDone: { target: 'choosing', actions: withAnswer('rememberCheck'), description: 'The phone works on our network' },
          onError: { target: 'enteringImei', actions: 'showError', description: 'Not a valid or compatible phone: why, under the field' },
        }),
        choosing: {
          description: 'The phone works on our network: eSIM (when it has one) or a SIM card by post, and Switch.',
          on: {
            'simType.choose': { guard: 'isOption', actions: 'setSimType', description: 'eSIM or SIM card' },
            'switch.confirm': { target: 'switching', description: 'Switch' },
            back: { target: 'enteringImei', actions: 'forgetCheck', description: 'Another phone' },
            close: closed,
          },
        },
        switching: callState('Switch is busy while the line moves (a second click sends nothing).', 'switchPhone', {
          input: ({ context }: { context: SwitchPhoneContext }) => ({
            lineId: context.lineId,
            imei: context.imei,
            simType: context.simType!,
            requestKey: context.requestKey,
          }),
          onDone: { target: 'done', actions: withAnswer('rememberSwitch'), description: 'Switched: a new eSIM, or a card on its way' },
          onError: { target: 'choosing', actions: 'showError', description: 'Refused (the SIM change lock, a phone without eSIM): why' },
        }),
        done: {
          description: 'A new eSIM: its QR code and manual code to add it on the new phone; or the SIM card on its way.',
          on: { close: closed },
        },
      },
    },
  },
})
