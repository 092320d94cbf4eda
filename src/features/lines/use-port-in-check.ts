import type { SnapshotFrom } from 'xstate'
import type { portInCheckMachine, PortInCheckEvent } from '@machines/port-in-check.machine'
import { filterYourNumber, filterZipCode } from '@/lib/filters'
import { connectFields, type BoundFieldProps } from '@/lib/flow/form-fields'

type Snapshot = SnapshotFrom<typeof portInCheckMachine>

/** Port-in eligibility check (SPEC §2) as the view needs it: the dialog, then its failure dialogs. */
export interface PortInCheckApi {
  /** The check dialog is open (also while verifying). */
  open: boolean
  /** The number to bring over. */
  portInField: BoundFieldProps
  zipCodeField: BoundFieldProps
  formError: string | null
  /** Verifying with the carrier: the button spins, the dialog cannot close. */
  busy: boolean
  /** Verify. */
  submit: () => void
  /** Which failure dialog shows: 'notEligible' ('Oops!') or 'failed' (the default 'That Failed...'), or none. */
  failure: 'notEligible' | 'failed' | null
  /** 'Try again' on a failure dialog: back to the fields as typed. */
  retry: () => void
  /** Cancel or the close icon (not while busy). */
  close: () => void
}

/** Pure: snapshot and send in, API out. */
export function connectPortInCheck(snapshot: Snapshot, send: (event: PortInCheckEvent) => void): PortInCheckApi {
  const fields = connectFields(snapshot.context, send)
  const busy = snapshot.hasTag('busy')
  return {
    open: snapshot.matches('editing') || snapshot.matches('verifying'),
    portInField: fields.getFieldProps('portIn', filterYourNumber),
    zipCodeField: fields.getFieldProps('zipCode', filterZipCode),
    formError: snapshot.context.formError,
    busy,
    submit: () => send({ type: 'form.submit' }),
    failure: snapshot.matches('notEligible') ? 'notEligible' : snapshot.matches('failed') ? 'failed' : null,
    retry: () => send({ type: 'failure.retry' }),
    close: () => {
      if (!busy) send({ type: 'dialog.close' })
    },
  }
}
