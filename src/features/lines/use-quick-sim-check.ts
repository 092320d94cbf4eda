import type { SnapshotFrom } from 'xstate'
import type { quickSimCheckMachine, QuickSimCheckEvent } from '@machines/quick-sim-check.machine'
import { SIM_NEEDED_TEXT, SIM_READY_TEXT } from '@contract/port-in'
import { filterIccid } from '@/lib/filters'
import { connectFields, type BoundFieldProps } from '@/lib/flow/form-fields'

type Snapshot = SnapshotFrom<typeof quickSimCheckMachine>

/** Quick SIM check (SPEC §2) as the view needs it. */
export interface QuickSimCheckApi {
  /** The dialog is shown. */
  open: boolean
  /** simNumber: digits only, at most 22 (SPEC §5). */
  field: BoundFieldProps
  /** Check's result: a SIM of ours ('ready'), another carrier's ('newSim'), or none yet. */
  result: 'ready' | 'newSim' | null
  /** What the result means for the customer, or null. */
  resultText: string | null
  /** The one button reads Check, then Next once there is a result. */
  buttonLabel: string
  /** Check, or Next (on to the add-port-in dialog). */
  primary: () => void
  /** Cancel or the close icon. */
  close: () => void
}

/** Pure: snapshot and send in, API out. */
export function connectQuickSimCheck(snapshot: Snapshot, send: (event: QuickSimCheckEvent) => void): QuickSimCheckApi {
  const ready = snapshot.matches('simReady')
  const newSim = snapshot.matches('newSimNeeded')
  const checked = ready || newSim
  return {
    open: !snapshot.matches('closed'),
    field: connectFields(snapshot.context, send).getFieldProps('simNumber', filterIccid),
    result: ready ? 'ready' : newSim ? 'newSim' : null,
    resultText: ready ? SIM_READY_TEXT : newSim ? SIM_NEEDED_TEXT : null,
    buttonLabel: checked ? 'Next' : 'Check',
    primary: () => send({ type: checked ? 'sim.next' : 'sim.check' }),
    close: () => send({ type: 'dialog.close' }),
  }
}
