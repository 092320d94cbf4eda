import type { SnapshotFrom } from 'xstate'
import { SWITCH_LOAD_ERROR, switchPhoneMachine, type SwitchPhoneEvent } from '@machines/switch-phone.machine'
import { checkNewPhone, getLineSwitch, switchToNewPhone } from '@/api/line-switch'
import { apiActor } from '@/lib/api-actor'
import { useFlow } from '@/lib/flow'

type Snapshot = SnapshotFrom<typeof switchPhoneMachine>

/** A SIM the new phone takes. */
interface SimChoice {
  value: 'esim' | 'physical'
  title: string
  description: string
  chosen: boolean
  choose: () => void
}

/** The dialog, by step: the IMEI, the choice, the result. */
interface SwitchDialogApi {
  open: boolean
  step: 'imei' | 'choose' | 'done'
  imei: string
  changeImei: (value: string) => void
  canCheck: boolean
  check: () => void
  checking: boolean
  /** The new phone the check found: its model (null when the check names none) and whether it takes an eSIM. */
  phone: { model: string | null; esimCapable: boolean } | null
  choices: SimChoice[]
  /** 'Switch to eSIM' or 'Send me a SIM card'. */
  confirmLabel: string
  confirm: () => void
  switching: boolean
  back: () => void
  error: string | null
  /** After the switch: its message; a new eSIM's codes. */
  message: string | null
  esim: { activationCode: string; smdp: string; matchingId: string } | null
  close: () => void
}

/** "Your phone" on a line's page as the view needs it. */
export interface SwitchPhoneApi {
  loading: boolean
  failed: boolean
  loadError: string
  retry: () => void
  /** 'eSIM' or 'SIM card', with its ICCID's last digits. */
  current: string | null
  /** The line's SIM as the page words it in its own language: its type and its eSIM's ICCID's last digits. */
  currentSim: { esim: boolean; iccidLast4: string | null } | null
  /** Why the line cannot move now, or null. */
  reason: string | null
  /** A SIM card a switch shipped is on its way: the kit panel shows. */
  kitOnItsWay: boolean
  canSwitch: boolean
  open: () => void
  /** The kit panel reports its activation: the section reads the line again. */
  kitChanged: () => void
  error: string | null
  dialog: SwitchDialogApi
}

/** 'LPA:1$smdp.ringmobile.example$CODE' → its SM-DP+ address and matching id, as phones ask for them typed. */
function lpaParts(code: string) {
  const [, smdp = '', matchingId = ''] = code.split('$')
  return { activationCode: code, smdp, matchingId }
}

function connect(snapshot: Snapshot, send: (event: SwitchPhoneEvent) => void): SwitchPhoneApi {
  const { line, imei, check, simType, message, error } = snapshot.context
  const inDialog = ['enteringImei', 'checking', 'choosing', 'switching', 'done'].some((state) =>
    snapshot.matches({ ready: state as 'done' }),
  )
  const step = snapshot.matches({ ready: 'done' })
    ? 'done'
    : snapshot.matches({ ready: 'choosing' }) || snapshot.matches({ ready: 'switching' })
      ? 'choose'
      : 'imei'
  return {
    loading: snapshot.matches('loading'),
    failed: snapshot.matches('failed'),
    loadError: SWITCH_LOAD_ERROR,
    retry: () => send({ type: 'switch.retry' }),
    currentSim: line ? { esim: line.simType === 'esim', iccidLast4: line.esim ? line.esim.iccid.slice(-4) : null } : null,
    current: line
      ? line.simType === 'esim'
        ? `eSIM${line.esim ? ` · ICCID ending ${line.esim.iccid.slice(-4)}` : ''}`
        : 'SIM card'
      : null,
    reason: line?.reason ?? null,
    kitOnItsWay: !!line?.kit,
    canSwitch: snapshot.can({ type: 'switch.open', requestKey: 'k' }),
    open: () => send({ type: 'switch.open', requestKey: crypto.randomUUID() }),
    kitChanged: () => send({ type: 'kit.changed' }),
    error: inDialog ? null : error,
    dialog: {
      open: inDialog,
      step,
      imei,
      changeImei: (value) => send({ type: 'imei.change', value }),
      canCheck: snapshot.can({ type: 'imei.check' }),
      check: () => send({ type: 'imei.check' }),
      checking: snapshot.matches({ ready: 'checking' }),
      phone: check ? { model: check.model ?? null, esimCapable: check.esimCapable } : null,
      choices: (check?.options ?? []).map((value) => ({
        value,
        title: value === 'esim' ? 'eSIM, at once' : 'SIM card by post',
        description:
          value === 'esim'
            ? 'Scan a QR code on the new phone. Your current SIM stops working as soon as you switch.'
            : 'We post a SIM card (free, about a day). Your current SIM keeps working until you activate the card.',
        chosen: simType === value,
        choose: () => send({ type: 'simType.choose', simType: value }),
      })),
      confirmLabel: simType === 'physical' ? 'Send me a SIM card' : 'Switch to eSIM',
      confirm: () => send({ type: 'switch.confirm' }),
      switching: snapshot.matches({ ready: 'switching' }),
      back: () => send({ type: 'back' }),
      error: inDialog ? error : null,
      message,
      esim: step === 'done' && simType === 'esim' && line?.esim?.activationCode ? lpaParts(line.esim.activationCode) : null,
      close: () => send({ type: 'close' }),
    },
  }
}

/** Binds the switch-phone machine to the line's switch calls. */
export function useSwitchPhone(lineId: string): SwitchPhoneApi {
  return useFlow(
    switchPhoneMachine,
    {
      actors: {
        loadSwitch: apiActor(getLineSwitch),
        checkPhone: apiActor(checkNewPhone),
        switchPhone: apiActor((input: { lineId: string; imei: string; simType: 'esim' | 'physical'; requestKey: string }, signal) =>
          switchToNewPhone(input, signal),
        ),
      },
      input: { lineId },
    },
    connect,
  )
}
