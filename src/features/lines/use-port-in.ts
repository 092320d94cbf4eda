import type { SnapshotFrom } from 'xstate'
import type { portInMachine, PortInEvent, PortInMode } from '@machines/port-in.machine'
import { filterMax30 } from '@/lib/filters'
import { connectFields, type BoundFieldProps } from '@/lib/flow/form-fields'
import { formatPhoneNumber } from '@/lib/phone'

type Snapshot = SnapshotFrom<typeof portInMachine>

/** What the add and the edit dialog say (SPEC §2): the same words. */
const DETAILS_TEXTS = { title: "Let's port in your number", subtitle: 'Please provide your old carrier details', submitLabel: 'Save' }

/** SPEC §2 texts of the port-in details dialog by mode. */
const PORT_IN_DIALOG_TEXTS: Record<PortInMode, { title: string; subtitle: string; submitLabel: string }> = {
  'add-portIn': DETAILS_TEXTS,
  'edit-portIn': DETAILS_TEXTS,
  'resubmit-portIn': {
    title: 'Re-submit port-in',
    subtitle: 'Make sure the details are correct & click Re-submit',
    submitLabel: 'Re-submit',
  },
}

export const ELIGIBLE_TITLE = 'Good News! Your number is eligible for port-in'

function modeOf(snapshot: Snapshot): PortInMode | null {
  if (snapshot.matches('addPortIn') || snapshot.matches('addDetails')) return 'add-portIn'
  if (snapshot.matches('editPortIn')) return 'edit-portIn'
  if (snapshot.matches('resubmitPortIn')) return 'resubmit-portIn'
  return null
}

/** The port-in dialogs (SPEC §2) as the view needs them: 'Good News!' and the details dialog in its three modes. */
export interface PortInApi {
  /** add-portIn, edit-portIn or resubmit-portIn while a dialog is open, else null. */
  mode: PortInMode | null
  /** The port-in variant of the success dialog ('Good News! …', 'Continue'). */
  eligibleOpen: boolean
  /** The number being brought over, formatted. */
  number: string
  /** Continue: our carrier's SIM sends the request at once (it spins), otherwise the details dialog opens. */
  continue: () => void
  /** The details dialog is open. */
  detailsOpen: boolean
  /** The dialog's title, subtitle and button, by mode. */
  title: string
  subtitle: string
  submitLabel: string
  /** billingAccount and pinPassword: at most 30 characters while typing (SPEC §5). */
  billingAccountField: BoundFieldProps
  pinPasswordField: BoundFieldProps
  formError: string | null
  /** A call is in flight: the button spins, the dialog cannot close. */
  busy: boolean
  /** Edit and resubmit: the stored PIN or password is on its way; the fields work, Save waits. */
  loading: boolean
  canSubmit: boolean
  submit: () => void
  /** Cancel or the close icon (not while busy). */
  close: () => void
}

/** Pure: snapshot and send in, API out. */
export function connectPortIn(snapshot: Snapshot, send: (event: PortInEvent) => void): PortInApi {
  const fields = connectFields(snapshot.context, send)
  const mode = modeOf(snapshot)
  const busy = snapshot.hasTag('busy')
  const loading = snapshot.hasTag('loading')
  const eligibleOpen =
    snapshot.matches({ addPortIn: 'eligible' }) ||
    snapshot.matches({ addPortIn: 'startingWithOurSim' }) ||
    snapshot.matches({ addPortIn: 'startingWithDetails' })
  const detailsOpen = mode !== null && !eligibleOpen
  const texts = mode ? PORT_IN_DIALOG_TEXTS[mode] : PORT_IN_DIALOG_TEXTS['add-portIn']
  return {
    mode,
    eligibleOpen,
    number: formatPhoneNumber(snapshot.context.draft?.msisdn),
    continue: () => send({ type: 'eligible.continue' }),
    detailsOpen,
    title: texts.title,
    subtitle: texts.subtitle,
    submitLabel: texts.submitLabel,
    billingAccountField: fields.getFieldProps('billingAccount', filterMax30),
    pinPasswordField: fields.getFieldProps('pinPassword', filterMax30),
    formError: snapshot.context.formError,
    busy,
    loading,
    canSubmit: !loading,
    submit: () => send({ type: 'form.submit' }),
    close: () => {
      if (!busy) send({ type: 'dialog.close' })
    },
  }
}
