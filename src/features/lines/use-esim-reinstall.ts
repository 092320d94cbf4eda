import type { SnapshotFrom } from 'xstate'
import { esimReinstallMachine, type EsimReinstallEvent } from '@machines/esim-reinstall.machine'
import { reinstallEsim } from '@/api/sim'
import { notify } from '@/components/ui/notifications'
import { apiActor } from '@/lib/api-actor'
import { useFlow } from '@/lib/flow'

/** Reinstall eSIM's API: the button, the confirmation, the new code. Pure. */
function connectEsimReinstall(snapshot: SnapshotFrom<typeof esimReinstallMachine>, send: (event: EsimReinstallEvent) => void) {
  const busy = snapshot.hasTag('busy')
  return {
    confirming: snapshot.matches('confirming') || snapshot.matches('reinstalling'),
    busy,
    error: snapshot.context.error,
    newCode: snapshot.matches('issued') ? snapshot.context.code : null,
    open: () => send({ type: 'reinstall.open' }),
    confirm: () => send({ type: 'confirm' }),
    close: () => {
      if (!busy) send({ type: 'close' })
    },
  }
}

/** One eSIM line's reinstall flow with the real call; the lines reload with the new code. */
export function useEsimReinstall(lineId: string, reloadLines: () => void) {
  return useFlow(
    esimReinstallMachine,
    {
      input: { lineId },
      actors: { reinstallEsim: apiActor((input: { lineId: string }, signal) => reinstallEsim(input, signal)) },
      actions: {
        reloadLines,
        notifyFailed: (_: unknown, { message }: { message: string }) => void notify({ message, error: true }),
      },
    },
    connectEsimReinstall,
  )
}
