import type { SnapshotFrom } from 'xstate'
import { simActivationMachine, type SimActivationEvent } from '@machines/sim-activation.machine'
import { activateSim, getSimKit } from '@/api/sim'
import { notify } from '@/components/ui/notifications'
import { apiActor } from '@/lib/api-actor'
import { formatDayTime } from '@/lib/locale'
import { filterIccid } from '@/lib/filters'
import { useFlow } from '@/lib/flow'
import { connectFields } from '@/lib/flow/form-fields'

type Snapshot = SnapshotFrom<typeof simActivationMachine>

const when = (iso: string | null) => (iso ? formatDayTime(iso) : null)

/** The SIM kit panel's API: the shipment steps, the ICCID form once delivered, locked or activated. Pure. */
function connectSimActivation(snapshot: Snapshot, send: (event: SimActivationEvent) => void) {
  const kit = snapshot.context.kit
  const busy = snapshot.hasTag('busy')
  const submit = () => {
    if (!busy) send({ type: 'form.submit' })
  }
  return {
    loading: snapshot.matches('loading'),
    loadError: snapshot.matches('failed') ? snapshot.context.loadError : null,
    onItsWay: snapshot.matches('onItsWay'),
    ready: snapshot.matches('ready'),
    locked: snapshot.matches('locked'),
    activated: snapshot.matches('activated'),
    steps: (kit?.steps ?? []).map((step) => ({ ...step, done: step.at !== null, when: when(step.at) })),
    trackingNumber: kit?.trackingNumber ?? null,
    expected: when(kit?.expectedAt ?? null),
    triesLeft: kit?.triesLeft ?? 0,
    field: connectFields(snapshot.context, send).getFieldProps('iccid', filterIccid),
    formError: snapshot.context.formError,
    busy,
    submit,
    refresh: () => send({ type: 'kit.refresh' }),
  }
}

/** The SIM kit of one line: its own flow, the real calls, a notice and the lines' reload once activated. */
export function useSimActivation(lineId: string, reloadLines: () => void) {
  return useFlow(
    simActivationMachine,
    {
      input: { lineId },
      actors: {
        loadKit: apiActor((input: { lineId: string }, signal) => getSimKit(input, signal)),
        activateSim: apiActor((input: { lineId: string; iccid: string }, signal) => activateSim(input, signal)),
      },
      actions: {
        notifyActivated: () => void notify({ message: 'Your SIM card is activating. It will be ready in a few minutes.' }),
        reloadLines,
      },
    },
    connectSimActivation,
  )
}
