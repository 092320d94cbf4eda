import type { SnapshotFrom } from 'xstate'
import { simActivationMachine, type SimActivationEvent } from '@machines/sim-activation.machine'
import type { SimKit } from '@contract/sim'
import { activateSim, getSimKit } from '@/api/sim'
import { notify } from '@/components/ui/notifications'
import { apiActor } from '@/lib/api-actor'
import { useLocaleFormat } from '@/i18n/locale-format'
import { formatDayTime } from '@/lib/locale'
import { filterIccid } from '@/lib/filters'
import { useFlow } from '@/lib/flow'
import { connectFields, type BoundFieldProps } from '@/lib/flow/form-fields'

type Snapshot = SnapshotFrom<typeof simActivationMachine>

/** One step of the SIM kit's shipment, as the server reports it. */
type ShipmentStep = SimKit['steps'][number]

/** One step of the SIM kit's shipment, as the panel lists it. */
interface ShipmentStepView extends ShipmentStep {
  /** The step has happened. */
  done: boolean
  /** When it happened, formatted, or null. */
  when: string | null
}

/** The SIM kit panel as its view needs it: the shipment steps, then the ICCID form once delivered, locked or activated. */
export interface SimActivationApi {
  /** The kit is being read. */
  loading: boolean
  /** Why the kit could not be read, or null. */
  loadError: string | null
  /** The kit is on its way: the steps and the tracking number. */
  onItsWay: boolean
  /** Delivered: the ICCID form. */
  ready: boolean
  /** Too many wrong SIM numbers: activation is locked and the customer is asked to contact us. */
  locked: boolean
  activated: boolean
  steps: ShipmentStepView[]
  trackingNumber: string | null
  /** The expected delivery, formatted, or null. */
  expected: string | null
  /** How many ICCIDs may still be tried. */
  triesLeft: number
  /** The ICCID: digits only. */
  field: BoundFieldProps
  formError: string | null
  /** Activating: the button spins. */
  busy: boolean
  /** Activate (not while busy). */
  submit: () => void
  /** Reads the kit again. */
  refresh: () => void
}

/** Pure: snapshot and send in, API out; `dayTime` prints a step's time and the expected delivery (the page's language). */
function connectSimActivation(
  snapshot: Snapshot,
  send: (event: SimActivationEvent) => void,
  dayTime: (iso: string) => string = formatDayTime,
): SimActivationApi {
  const when = (iso: string | null) => (iso ? dayTime(iso) : null)
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
export function useSimActivation(lineId: string, reloadLines: () => void): SimActivationApi {
  const { dayTime } = useLocaleFormat()
  return useFlow(
    simActivationMachine,
    {
      input: { lineId },
      actors: {
        loadKit: apiActor(getSimKit),
        activateSim: apiActor(activateSim),
      },
      actions: {
        notifyActivated: () => void notify({ message: 'Your SIM card is activating. It will be ready in a few minutes.' }),
        reloadLines,
      },
    },
    (snapshot, send) => connectSimActivation(snapshot, send, dayTime),
  )
}
