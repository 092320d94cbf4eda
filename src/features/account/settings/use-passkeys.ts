import type { SnapshotFrom } from 'xstate'
import { passkeysMachine, type PasskeysEvent } from '@machines/passkeys.machine'
import { useAssisted } from '@/app/app-context'
import { getPasskeys, registerPasskey, removePasskey, renamePasskey } from '@/api/passkeys'
import { connectStepUpDialogs, stepUpWithCalls, type StepUpDialogsApi } from '@/components/step-up/use-step-up'
import { toastActions } from '@/components/ui/notifications'
import { apiActor } from '@/lib/api-actor'
import { useFlow } from '@/lib/flow'
import { formatDay } from '@/lib/locale'
import type { LoadingFlow } from './setting-body'

/** One passkey's row. */
interface PasskeyRow {
  id: string
  name: string
  added: string
  lastUsed: string
  /** When it was added and last used (ISO), for the page's own language. */
  createdAt: string
  lastUsedAt: string | null
  rename: () => void
  remove: () => void
}

/** Passkeys in Settings as the view needs them. */
export interface PasskeysApi extends LoadingFlow, StepUpDialogsApi {
  rows: PasskeyRow[]
  adding: boolean
  busy: boolean
  /** An assisted (support agent's) session: adding and removing are not offered (renaming is), and the card says why. */
  assisted: boolean
  add: () => void
  /** The rename dialog's field, while it is open. */
  renaming: { name: string; error: string | null; saving: boolean } | null
  changeName: (value: string) => void
  saveName: () => void
  /** The passkey asked about in the removal confirmation. */
  removing: { name: string; busy: boolean } | null
  confirmRemoval: () => void
}

function connect(snapshot: SnapshotFrom<typeof passkeysMachine>, send: (event: PasskeysEvent) => void): PasskeysApi {
  const { passkeys, chosen } = snapshot.context
  const busy = snapshot.hasTag('busy')
  return {
    loading: snapshot.matches('loading') && !passkeys,
    loadFailed: snapshot.matches('failed'),
    error: snapshot.context.error,
    retry: () => send({ type: 'passkeys.retry' }),
    rows: (passkeys ?? []).map((passkey) => ({
      id: passkey.id,
      name: passkey.name,
      added: formatDay(passkey.createdAt),
      createdAt: passkey.createdAt,
      lastUsedAt: passkey.lastUsedAt ?? null,
      lastUsed: passkey.lastUsedAt ? formatDay(passkey.lastUsedAt) : 'Never',
      rename: () => send({ type: 'passkey.rename', id: passkey.id }),
      remove: () => send({ type: 'passkey.remove', id: passkey.id }),
    })),
    adding: snapshot.matches('adding'),
    busy,
    assisted: snapshot.context.assisted,
    add: () => send({ type: 'passkey.add' }),
    renaming:
      snapshot.matches('renaming') || snapshot.matches('savingName')
        ? { name: snapshot.context.name, error: snapshot.context.nameError, saving: snapshot.matches('savingName') }
        : null,
    changeName: (value) => send({ type: 'name.change', value }),
    saveName: () => send({ type: 'name.submit' }),
    removing:
      chosen && (snapshot.matches('confirmingRemoval') || snapshot.matches('removing'))
        ? { name: chosen.name, busy: snapshot.matches('removing') }
        : null,
    confirmRemoval: () => send({ type: 'removal.confirm' }),
    ...connectStepUpDialogs(snapshot, send),
  }
}

/** Passkeys in Settings, with the real calls and the browser's prompts. */
export function usePasskeys(): PasskeysApi {
  const assisted = useAssisted()
  return useFlow(
    passkeysMachine,
    {
      input: { assisted },
      actors: {
        loadPasskeys: apiActor((_: unknown, signal) => getPasskeys(signal)),
        registerPasskey: apiActor((_: unknown, signal) => registerPasskey(signal)),
        renamePasskey: apiActor(renamePasskey),
        removePasskey: apiActor(removePasskey),
        stepUp: stepUpWithCalls,
      },
      actions: toastActions,
    },
    connect,
  )
}
