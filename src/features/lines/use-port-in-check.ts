import type { SnapshotFrom } from 'xstate'
import type { portInCheckMachine, PortInCheckEvent } from '@machines/port-in-check.machine'
import { filterYourNumber, filterZipCode } from '@/lib/filters'
import { connectFields } from '@/lib/flow/form-fields'

type Snapshot = SnapshotFrom<typeof portInCheckMachine>

/** Port-in eligibility check (SPEC §2) as the view needs it. Pure: snapshot and send in, API out. */
export function connectPortInCheck(snapshot: Snapshot, send: (event: PortInCheckEvent) => void) {
  const fields = connectFields(snapshot.context, send)
  const busy = snapshot.hasTag('busy')
  return {
    open: snapshot.matches('editing') || snapshot.matches('verifying'),
    portInField: fields.getFieldProps('portIn', filterYourNumber),
    zipCodeField: fields.getFieldProps('zipCode', filterZipCode),
    formError: snapshot.context.formError,
    busy,
    submit: () => send({ type: 'form.submit' }),
    /** Which failure dialog shows: 'notEligible' ('Oops!') or 'failed' (the default 'That Failed...'). */
    failure: snapshot.matches('notEligible') ? ('notEligible' as const) : snapshot.matches('failed') ? ('failed' as const) : null,
    retry: () => send({ type: 'failure.retry' }),
    close: () => {
      if (!busy) send({ type: 'dialog.close' })
    },
  }
}

export type PortInCheckApi = ReturnType<typeof connectPortInCheck>
