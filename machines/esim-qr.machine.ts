import { assertEvent, assign, setup } from 'xstate'
import { closedState, type DialogEvent, type MachineTypes } from './chart'

export interface EsimQrContext {
  /** The active eSIM line whose activation QR code is shown, or null while the dialog is closed. */
  lineId: string | null
}

export type EsimQrEvent =
  /** `dialog.open`: 'Show eSIM QR code' on an active eSIM line; `dialog.close`: 'Close' or the close icon. */
  DialogEvent<{ lineId: string }>

/**
 * The eSIM QR code dialog of /dashboard/plans: closed, or showing one active eSIM line's activation QR code with the
 * steps, and its SM-DP+ address and activation code for typing them in.
 */
export const esimQrMachine = setup({
  types: {} as MachineTypes<EsimQrContext, EsimQrEvent>,
  actions: {
    holdLine: assign(({ event }) => {
      assertEvent(event, 'dialog.open')
      return { lineId: event.lineId }
    }),
    forgetLine: assign({ lineId: null }),
  },
}).createMachine({
  id: 'esimQr',
  description: 'The eSIM QR code of an active eSIM line (/dashboard/plans, Show eSIM QR code).',
  context: { lineId: null },
  initial: 'closed',
  states: {
    closed: closedState('The lines list; no QR code is shown.', {
      target: 'showing',
      actions: 'holdLine',
      description: 'Show eSIM QR code on an active eSIM line',
    }),
    showing: {
      description:
        "'Your eSIM QR code': the line's activation QR code, the steps to scan it, its SM-DP+ address and activation code, and 'Close'.",
      on: {
        'dialog.close': { target: 'closed', actions: 'forgetLine', description: 'Close or the close icon' },
      },
    },
  },
})
