import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { editNameMachine } from '@machines/edit-name.machine'
import type { stepUpMachine } from '@machines/step-up.machine'
import type { ProfileEditEvent } from '@machines/profile-edit'
import { editProfile } from '@/api/users'
import type { UserInfo } from '@contract/user'
import { useAssisted, useSessionActions } from '@/app/app-context'
import { stepUpWithCalls } from '@/components/step-up/use-step-up'
import { toastActions } from '@/components/ui/notifications'
import { apiActor } from '@/lib/api-actor'
import { useFlow } from '@/lib/flow'
import { connectFields, type ConnectedFields } from '@/lib/flow/form-fields'

/** Every profile edit dialog machine has this shape (machines/profile-edit.ts). */
export type ProfileEditMachine = typeof editNameMachine
type Snapshot = SnapshotFrom<ProfileEditMachine>

/** A profile edit dialog (name, address or phone) as its view needs it: its fields, and open, save and close. */
export interface ProfileEditApi extends ConnectedFields<Snapshot['context']['values']> {
  /** The dialog is shown. */
  open: boolean
  /** Saving: the button spins, Cancel and closing wait. */
  busy: boolean
  /** Opens the dialog on the customer's current details. */
  edit: (profile: Partial<UserInfo> | null) => void
  /** Edit opens the dialog: not for the phone number in an assisted session, which the page says beside it. */
  offered: boolean
  close: () => void
  submit: () => void
  /** "Confirm it's you" before saving (the phone number), while it is asked. */
  stepUpActor: ActorRefFrom<typeof stepUpMachine> | undefined
}

/** Pure: snapshot and send in, API out. */
function connect(snapshot: Snapshot, send: (event: ProfileEditEvent) => void): ProfileEditApi {
  const fields = connectFields(snapshot.context, send)
  return {
    open: !snapshot.matches('closed'),
    busy: snapshot.hasTag('busy'),
    values: snapshot.context.values,
    getFieldProps: fields.getFieldProps,
    errorOf: fields.errorOf,
    setField: fields.setField,
    edit: (profile: Partial<UserInfo> | null) => {
      const { chat: _chat, ...values } = profile ?? {}
      send({ type: 'dialog.open', values })
    },
    offered: !snapshot.matches('closed') || snapshot.can({ type: 'dialog.open', values: {} }),
    close: () => send({ type: 'dialog.close' }),
    submit: () => send({ type: 'form.submit' }),
    stepUpActor: snapshot.children.stepUp,
  }
}

/**
 * Binds an edit dialog machine to POST /app/users/edit, the notifications (the server's message) and the
 * session's profile reload.
 */
export function useProfileEdit(machine: ProfileEditMachine): ProfileEditApi {
  const { reloadProfile } = useSessionActions()
  const assisted = useAssisted()
  return useFlow(
    machine,
    {
      input: { assisted },
      actors: {
        save: apiActor((payload: Record<string, unknown>, signal) => editProfile(payload as never, signal)),
        stepUp: stepUpWithCalls,
      },
      actions: {
        ...toastActions,
        reloadProfile: () => reloadProfile(),
      },
    },
    connect,
  )
}
