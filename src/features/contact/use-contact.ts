import type { ChangeEvent } from 'react'
import type { SnapshotFrom } from 'xstate'
import { contactMachine, type ContactEvent } from '@machines/contact.machine'
import { sendContactMessage } from '@/api/contact'
import type { UserInfo } from '@contract/user'
import { useAppActors, useSession } from '@/app/app-context'
import { notify } from '@/components/ui/notifications'
import { apiActor } from '@/lib/api-actor'
import { profilePrefill } from '@/lib/profile-prefill'
import { useFlowActor } from '@/lib/flow'
import { filterName } from '@/lib/filters'
import type { BoundFieldProps } from '@/lib/flow/form-fields'

type Snapshot = SnapshotFrom<typeof contactMachine>
type Field = 'name' | 'email' | 'message'

/** The longest message the server takes (contract/rules.ts messageSchema). */
export const MESSAGE_MAX = 2000

const FILTERS: Record<Field, (value: string) => string> = {
  name: filterName,
  email: (value) => value.replace(/\s/g, ''),
  message: (value) => value.slice(0, MESSAGE_MAX),
}

/** /contact-us as the view needs it: the three fields, the message's length, and Send. */
export interface ContactApi {
  nameField: BoundFieldProps
  emailField: BoundFieldProps
  messageField: BoundFieldProps
  /** How many characters the message has (of MESSAGE_MAX). */
  messageLength: number
  /** Sending: the button spins. */
  busy: boolean
  submit: () => void
}

/** Pure: snapshot and send in, API out. */
function connect(snapshot: Snapshot, send: (event: ContactEvent) => void): ContactApi {
  const { values, errors } = snapshot.context
  const fieldProps = (field: Field): BoundFieldProps => ({
    name: field,
    value: values[field],
    error: errors[field] ?? null,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      send({ type: 'field.change', field, value: FILTERS[field](event.target.value) }),
  })
  return {
    nameField: fieldProps('name'),
    emailField: fieldProps('email'),
    messageField: fieldProps('message'),
    messageLength: values.message.length,
    busy: snapshot.hasTag('busy'),
    submit: () => send({ type: 'form.submit' }),
  }
}

const fullName = (profile: UserInfo) => `${profile.firstName} ${profile.lastName}`.trim()

/** Binds the machine to POST /app/users/contactus and the notifications; a signed-in customer starts prefilled. */
export function useContact(): ContactApi {
  const { profile } = useSession()
  const { session } = useAppActors()
  const { snapshot, send } = useFlowActor(
    contactMachine.provide({
      actors: {
        sendMessage: apiActor(sendContactMessage),
        // The profile's name and email fill the empty fields when the form opens, and again when the profile
        // arrives (a reload straight onto /contact-us) or changes while it is open (the machine keeps what was typed).
        profileDetails: profilePrefill<ContactEvent>(session, (profile) => ({
          type: 'form.prefill',
          name: fullName(profile),
          email: profile.email,
        })),
      },
      actions: {
        notifySent: (_, { message }) => notify({ message }),
        notifyFailed: (_, { message }) => notify({ message, error: true }),
      },
    }),
    { input: profile ? { name: fullName(profile), email: profile.email } : {} },
  )
  return connect(snapshot, send)
}
