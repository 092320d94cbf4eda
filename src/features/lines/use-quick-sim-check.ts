import type { SnapshotFrom } from 'xstate'
import type { quickSimCheckMachine, QuickSimCheckEvent } from '@machines/quick-sim-check.machine'
import { SIM_NEEDED_TEXT, SIM_READY_TEXT } from '@contract/port-in'
import { filterIccid } from '@/lib/filters'
import { connectFields } from '@/lib/flow/form-fields'

type Snapshot = SnapshotFrom<typeof quickSimCheckMachine>

/** Quick SIM check (SPEC §2) as the view needs it. Pure: snapshot and send in, API out. */
export function connectQuickSimCheck(snapshot: Snapshot, send: (event: QuickSimCheckEvent) => void) {
  const ready = snapshot.matches('simReady')
  const newSim = snapshot.matches('newSimNeeded')
  const checked = ready || newSim
  return {
    open: !snapshot.matches('closed'),
    /** simNumber: digits only, at most 22 (SPEC §5). */
    field: connectFields(snapshot.context, send).getFieldProps('simNumber', filterIccid),
    result: ready ? ('ready' as const) : newSim ? ('newSim' as const) : null,
    resultText: ready ? SIM_READY_TEXT : newSim ? SIM_NEEDED_TEXT : null,
    /** The one button reads Check, then Next once there is a result. */
    buttonLabel: checked ? 'Next' : 'Check',
    primary: () => send({ type: checked ? 'sim.next' : 'sim.check' }),
    close: () => send({ type: 'dialog.close' }),
  }
}

export type QuickSimCheckApi = ReturnType<typeof connectQuickSimCheck>
