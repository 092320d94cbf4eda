import type { SnapshotFrom } from 'xstate'
import type { esimQrMachine, EsimQrEvent } from '@machines/esim-qr.machine'

type Snapshot = SnapshotFrom<typeof esimQrMachine>

/** The eSIM QR code dialog as its view needs it. */
export interface EsimQrApi {
  /** A line's QR code is shown. */
  open: boolean
  /** The line whose QR code is shown, or null while the dialog is closed. */
  lineId: string | null
  /** 'Close' or the close icon. */
  close: () => void
}

/** The eSIM QR code dialog (machines/esim-qr.machine.ts). Pure: snapshot and send in, API out. */
export function connectEsimQr(snapshot: Snapshot, send: (event: EsimQrEvent) => void): EsimQrApi {
  const open = snapshot.matches('showing')
  return {
    open,
    lineId: open ? snapshot.context.lineId : null,
    close: () => send({ type: 'dialog.close' }),
  }
}
