import type { SnapshotFrom } from 'xstate'
import { portInCheckMachine, type PortInCheckEvent } from '@machines/port-in-check.machine'
import { checkPortIn } from '@/api/port-in'
import { notify } from '@/components/ui/notifications'
import { apiActor } from '@/lib/api-actor'
import { useFlow } from '@/lib/flow'
import { filterYourNumber, filterZipCode } from '@/lib/filters'
import { connectFields } from '@/lib/flow/form-fields'

type Snapshot = SnapshotFrom<typeof portInCheckMachine>

/** Port-in eligibility check (SPEC §2) as the view needs it. Pure: snapshot and send in, API out. */
function connect(snapshot: Snapshot, send: (event: PortInCheckEvent) => void) {
  const fields = connectFields(snapshot.context, send)
  const busy = snapshot.hasTag('busy')
  return {
    open: snapshot.matches('editing') || snapshot.matches('verifying'),
    portInField: fields.getFieldProps('portIn', filterYourNumber),
    zipCodeField: fields.getFieldProps('zipCode', filterZipCode),
    formError: snapshot.context.formError,
    busy,
    verify: () => send({ type: 'form.submit' }),
    /** Which failure dialog shows: 'notEligible' ('Oops!') or 'failed' (the default 'That Failed...'). */
    failure: snapshot.matches('notEligible') ? ('notEligible' as const) : snapshot.matches('failed') ? ('failed' as const) : null,
    retry: () => send({ type: 'failure.retry' }),
    openFor: (lineId: string, prefill: { msisdn?: string | null; zipCode?: string | null }) =>
      send({ type: 'dialog.open', lineId, ...prefill }),
    close: () => {
      if (!busy) send({ type: 'dialog.close' })
    },
  }
}

export type PortInCheckApi = ReturnType<typeof connect>

/** Eligible: the port-in flow opens with the checked number and ZIP code. */
export function usePortInCheck({
  onEligible,
}: {
  onEligible: (draft: { lineId: string; msisdn: string; zipCode: string }) => void
}): PortInCheckApi {
  return useFlow(
    portInCheckMachine,
    {
      actors: { checkPortIn: apiActor(checkPortIn) },
      actions: {
        notifyFailed: (_, { message }) => void notify({ message, error: true }),
        openPortInDetails: (_, draft) => onEligible(draft),
      },
    },
    connect,
  )
}
