import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import { esimReinstallMachine, type EsimReinstallEvent } from '@machines/esim-reinstall.machine'
import type { stepUpMachine } from '@machines/step-up.machine'
import { reinstallEsim } from '@/api/sim'
import { useAssisted } from '@/app/app-context'
import { stepUpWithCalls } from '@/components/step-up/use-step-up'
import { notify } from '@/components/ui/notifications'
import { apiActor } from '@/lib/api-actor'
import { useFlow } from '@/lib/flow'

/** Reinstall eSIM as its view needs it: the button, the confirmation, the new code. */
export interface EsimReinstallApi {
  /** The confirmation is open (also while the new code is being issued). */
  confirming: boolean
  /** The new code is being issued: the dialog cannot close. */
  busy: boolean
  /** Why issuing failed, or null. */
  error: string | null
  /** The new activation code, once issued (its QR code is shown), else null. */
  newCode: string | null
  /** 'Reinstall eSIM': opens the confirmation. */
  open: () => void
  /** An assisted (support agent's) session: 'Reinstall eSIM' is not offered, and the line says why. */
  assisted: boolean
  confirm: () => void
  /** Closes the dialog (not while busy). */
  close: () => void
  /** "Confirm it's you" before the new code, while it is asked. */
  stepUpActor: ActorRefFrom<typeof stepUpMachine> | undefined
}

/** Pure: snapshot and send in, API out. */
function connectEsimReinstall(
  snapshot: SnapshotFrom<typeof esimReinstallMachine>,
  send: (event: EsimReinstallEvent) => void,
): EsimReinstallApi {
  const busy = snapshot.hasTag('busy')
  return {
    confirming: snapshot.matches('confirming') || snapshot.matches('reinstalling'),
    busy,
    error: snapshot.context.error,
    newCode: snapshot.matches('issued') ? snapshot.context.code : null,
    open: () => send({ type: 'reinstall.open' }),
    assisted: snapshot.context.assisted,
    confirm: () => send({ type: 'confirm' }),
    close: () => {
      if (!busy) send({ type: 'close' })
    },
    stepUpActor: snapshot.children.stepUp,
  }
}

/** One eSIM line's reinstall flow with the real call; the lines reload with the new code. */
export function useEsimReinstall(lineId: string, reloadLines: () => void): EsimReinstallApi {
  const assisted = useAssisted()
  return useFlow(
    esimReinstallMachine,
    {
      input: { lineId, assisted },
      actors: {
        reinstallEsim: apiActor(reinstallEsim),
        stepUp: stepUpWithCalls,
      },
      actions: {
        reloadLines,
        notifyFailed: (_: unknown, { message }: { message: string }) => void notify({ message, error: true }),
      },
    },
    connectEsimReinstall,
  )
}
