import { useEffect, type ChangeEvent } from 'react'
import type { SnapshotFrom } from 'xstate'
import { contactMachine, type ContactEvent } from '@machines/contact.machine'
import { sendContactMessage } from '@/api/contact'
import { useSession } from '@/app/app-context'
import { notify } from '@/components/ui/notifications'
import { apiActor } from '@/lib/api-actor'
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

/** Binds the machine to POST /app/users/contactus and the notifications; a signed-in customer starts prefilled. */
export function useContact(): ContactApi {
  const { profile } = useSession()
  const name = profile ? `${profile.firstName} ${profile.lastName}`.trim() : undefined
  const { snapshot, actorRef: actor } = useFlowActor(
    contactMachine.provide({
      actors: { sendMessage: apiActor(sendContactMessage) },
      actions: {
        notifySent: (_, { message }) => notify({ message }),
        notifyFailed: (_, { message }) => notify({ message, error: true }),
      },
    }),
    { input: { name, email: profile?.email } },
  )
  // The profile may arrive after the page (a reload straight onto /contact-us).
  useEffect(() => {
    if (profile) actor.send({ type: 'form.prefill', name, email: profile.email })
  }, [actor, profile, name])
  return connect(snapshot, actor.send)
}
