import type { SnapshotFrom } from 'xstate'
import type { editNameMachine } from '@machines/edit-name.machine'
import type { ProfileEditEvent } from '@machines/profile-edit'
import { editProfile } from '@/api/users'
import type { UserInfo } from '@contract/user'
import { useSessionActions } from '@/app/app-context'
import { notify } from '@/components/ui/notifications'
import { apiActor } from '@/lib/api-actor'
import { useFlow } from '@/lib/flow'
import { connectFields } from '@/lib/flow/form-fields'

/** Every profile edit dialog machine has this shape (machines/profile-edit.ts). */
export type ProfileEditMachine = typeof editNameMachine
type Snapshot = SnapshotFrom<ProfileEditMachine>

/** A profile edit dialog as its view needs it. Pure: snapshot and send in, API out. */
function connect(snapshot: Snapshot, send: (event: ProfileEditEvent) => void) {
  const fields = connectFields(snapshot.context, send)
  return {
    /** The dialog is shown. */
    open: !snapshot.matches('closed'),
    /** Saving: the button spins, Cancel and closing wait. */
    busy: snapshot.hasTag('busy'),
    values: snapshot.context.values,
    getFieldProps: fields.getFieldProps,
    errorOf: fields.errorOf,
    setField: fields.setField,
    /** Opens the dialog on the customer's current details. */
    edit: (profile: Partial<UserInfo> | null) => {
      const { chat: _chat, ...values } = profile ?? {}
      send({ type: 'dialog.open', values })
    },
    close: () => send({ type: 'dialog.close' }),
    submit: () => send({ type: 'form.submit' }),
  }
}

export type ProfileEditApi = ReturnType<typeof connect>

/**
 * Binds an edit dialog machine to POST /app/users/edit, the notifications (the server's message) and the
 * session's profile reload.
 */
export function useProfileEdit(machine: ProfileEditMachine): ProfileEditApi {
  const { reloadProfile } = useSessionActions()
  return useFlow(
    machine,
    {
      actors: { save: apiActor((payload: Record<string, unknown>, signal) => editProfile(payload as never, signal)) },
      actions: {
        notifySaved: (_, { message }) => notify({ message }),
        notifyFailed: (_, { message }) => notify({ message, error: true }),
        reloadProfile: () => reloadProfile(),
      },
    },
    connect,
  )
}
