import type { SnapshotFrom } from 'xstate'
import { numberLockMachine, type LockName, type NumberLockEvent } from '@machines/number-lock.machine'
import { useAssisted } from '@/app/app-context'
import { getLineSecurity, issueTransferPin, setLineLocks } from '@/api/security'
import { connectStepUpDialogs, stepUpWithCalls, type StepUpDialogsApi } from '@/components/step-up/use-step-up'
import { toastActions } from '@/components/ui/notifications'
import { apiActor } from '@/lib/api-actor'
import { useFlow } from '@/lib/flow'
import { formatDayTime } from '@/lib/locale'

/** One lock's switch. */
export interface LockSwitch {
  name: LockName
  on: boolean
  /** This switch is being saved. */
  saving: boolean
  /** The flow takes the switch now (not while something is sent, nor in an assisted session). */
  offered: boolean
  toggle: () => void
}

/** The line's number lock as its panel needs it; `close` closes whichever dialog is open (not while busy). */
export interface NumberLockApi extends StepUpDialogsApi {
  loading: boolean
  loadFailed: boolean
  retry: () => void
  /** The number moved to another carrier: the panel says so and offers nothing. */
  portedOut: boolean
  portOut: LockSwitch
  simChange: LockSwitch
  /** Something is being sent: the switches and the transfer button wait. */
  busy: boolean
  /** An assisted (support agent's) session: the switches and the transfer are not offered, and the panel says why. */
  assisted: boolean
  /** Why the last change failed, or null. */
  error: string | null
  /** An active transfer PIN's expiry, formatted, or null. */
  activePinUntil: string | null
  /** When the active transfer PIN expires (ISO), for the page's own language. */
  activePinExpiresAt: string | null
  transfer: {
    explaining: boolean
    /** "Transfer my number" is taken now (not while something is sent, nor in an assisted session). */
    offered: boolean
    open: () => void
    confirm: () => void
    /** The PIN, the account number and its expiry, once made. */
    shown: { accountNumber: string; pin: string; until: string; expiresAt: string } | null
  }
}

/** Pure: snapshot and send in, API out. */
function connectNumberLock(snapshot: SnapshotFrom<typeof numberLockMachine>, send: (event: NumberLockEvent) => void): NumberLockApi {
  const { security, pending, transfer } = snapshot.context
  const busy = snapshot.hasTag('busy')
  const savingLock = (name: LockName) =>
    snapshot.matches('savingLocks') &&
    pending?.kind === 'locks' &&
    (name === 'portOut' ? 'portOutLocked' : 'simChangeLocked') in pending.patch
  const lockSwitch = (name: LockName, on: boolean): LockSwitch => {
    const event: NumberLockEvent = { type: on ? 'lock.turnOff' : 'lock.turnOn', lock: name }
    return { name, on, saving: savingLock(name), offered: snapshot.can(event), toggle: () => send(event) }
  }
  return {
    loading: snapshot.matches('loading') && !security,
    loadFailed: snapshot.matches('failed'),
    retry: () => send({ type: 'security.retry' }),
    portedOut: security?.portedOut ?? false,
    portOut: lockSwitch('portOut', security?.portOutLocked ?? true),
    simChange: lockSwitch('simChange', security?.simChangeLocked ?? true),
    busy,
    assisted: snapshot.context.assisted,
    error: snapshot.context.error,
    activePinUntil: security?.transferPinExpiresAt ? formatDayTime(security.transferPinExpiresAt) : null,
    activePinExpiresAt: security?.transferPinExpiresAt ?? null,
    transfer: {
      explaining:
        snapshot.matches('explainingTransfer') ||
        (pending?.kind === 'transferPin' && (snapshot.matches('confirmingIdentity') || snapshot.matches('issuingPin'))),
      offered: snapshot.can({ type: 'transfer.open' }),
      open: () => send({ type: 'transfer.open' }),
      confirm: () => send({ type: 'transfer.confirm' }),
      shown:
        snapshot.matches('showingPin') && transfer
          ? {
              accountNumber: transfer.accountNumber,
              pin: transfer.pin,
              until: formatDayTime(transfer.expiresAt),
              expiresAt: transfer.expiresAt,
            }
          : null,
    },
    ...connectStepUpDialogs(snapshot, send),
  }
}

/** The number lock panel of one line, with the real calls. */
export function useNumberLock(lineId: string): NumberLockApi {
  const assisted = useAssisted()
  return useFlow(
    numberLockMachine,
    {
      input: { lineId, assisted },
      actors: {
        loadLineSecurity: apiActor(getLineSecurity),
        setLineLocks: apiActor(setLineLocks),
        issueTransferPin: apiActor(issueTransferPin),
        stepUp: stepUpWithCalls,
      },
      actions: toastActions,
    },
    connectNumberLock,
  )
}
