import type { SnapshotFrom } from 'xstate'
import { linesMachine, type LinesEvent } from '@machines/lines.machine'
import { lineAllows } from '@contract/line-state'
import type { EsimCodeWithheld, Line } from '@contract/lines'
import { formatMonthly } from '@/lib/locale'
import { formatPhoneNumber } from '@/lib/phone'
import { SIM_STATUS_DISPLAY, SIM_TYPE_LABELS } from '@/lib/sim'
import { parseActivationCode, statusHint, statusVariant } from './format'

type Snapshot = SnapshotFrom<typeof linesMachine>

export type PortInStage = 'awaitingDetails' | 'inReview' | 'completed' | 'failed'

/** A line as the list shows it. */
export interface LineView {
  line: Line
  id: string
  /** The nickname, else the plan's name. */
  title: string
  /** Shown above the title when the title is a nickname. */
  planName: string
  hasNickname: boolean
  /** (312) 555-0143, or '' before the line has a number. */
  number: string
  /** The number being brought over, formatted, while the line has none yet. */
  incomingNumber: string
  price: string
  simType: string
  esim: boolean
  status: ReturnType<typeof statusVariant>
  statusLabel: string
  statusHint: string
  /** A physical line whose SIM card we ship: its delivery and activation by ICCID are shown. */
  awaitsKit: boolean
  /** An active eSIM with its activation code: the QR code can be shown. */
  qrAvailable: boolean
  /** Why an eSIM line that could show its QR code does not (the server withholds the code), else null. */
  esimWithheld: EsimCodeWithheld | null
  activation: { code: string; smdpAddress: string; activationCode: string } | null
  portIn: {
    stage: PortInStage
    number: string
    failureReason: string | null
    failureField: string | null
  } | null
}

function toLineView(line: Line): LineView {
  const parts = parseActivationCode(line.esimActivationCode)
  const movable = lineAllows(line.state, 'switchPhone') && line.simType === 'esim'
  const stage: PortInStage | null = line.portIn ? (line.portIn.state === 'submitted' ? 'inReview' : line.portIn.state) : null
  return {
    line,
    id: line.id,
    title: line.nickname?.trim() || line.retailName,
    planName: line.retailName,
    hasNickname: !!line.nickname?.trim(),
    number: formatPhoneNumber(line.mdn),
    incomingNumber: line.portIn && !line.mdn ? formatPhoneNumber(line.portIn.msisdn) : '',
    price: formatMonthly(line.retailPrice),
    simType: SIM_TYPE_LABELS[line.simType],
    esim: line.simType === 'esim',
    status: statusVariant(line.simStatus),
    statusLabel: SIM_STATUS_DISPLAY[line.simStatus].label,
    statusHint: statusHint(line),
    awaitsKit: line.state === 'pendingActivation' && line.simType === 'physical' && line.simStatus === 'pending' && !line.iccid,
    // The QR code and its reinstall move the line to a phone: only where the state allows it (contract/line-state.ts).
    qrAvailable: movable && !!line.esimActivationCode,
    esimWithheld: movable && !line.esimActivationCode ? (line.esimCodeWithheld ?? null) : null,
    activation: line.esimActivationCode && parts ? { code: line.esimActivationCode, ...parts } : null,
    portIn:
      line.portIn && stage
        ? {
            stage,
            number: formatPhoneNumber(line.portIn.msisdn),
            failureReason: line.portIn.failureReason ?? null,
            failureField: line.portIn.failureField ?? null,
          }
        : null,
  }
}

/** The lines list as the view needs it. */
export interface LinesApi {
  /** The list is being read for the first time. */
  loading: boolean
  /** The list could not be read: `error` says why, `retry` asks again. */
  failed: boolean
  error: string | null
  /** The account has no lines: 'No lines yet'. */
  empty: boolean
  lines: LineView[]
  retry: () => void
}

/** Pure: snapshot and send in, API out. */
export function connectLines(snapshot: Snapshot, send: (event: LinesEvent) => void): LinesApi {
  return {
    loading: snapshot.matches('loading'),
    failed: snapshot.matches('failed'),
    error: snapshot.context.error,
    empty: snapshot.matches('ready') && snapshot.context.lines.length === 0,
    lines: snapshot.context.lines.map(toLineView),
    retry: () => send({ type: 'lines.retry' }),
  }
}
