/**
 * The shape every profile edit dialog shares (SPEC §2 Edit Name, Edit Address, Edit Phone Number): closed, editing,
 * saving. Each dialog is its own machine (its own id, its own page in the flow docs and in the visualizer), built
 * here from its fields, its form schema and the payload it sends.
 */
import { assertEvent, assign, setup } from 'xstate'
import type { z } from 'zod'
import type { MessageAnswer } from '@contract/message'
import { editingTransitions, errorMessage, formKit, outputMessage, type FieldChangeEvent, type FormContext } from './form'
import { providedByApp } from './provided'
import type { MachineTypes } from './chart'

export type EditValues = Record<string, string>

export type ProfileEditEvent =
  /** Opens the dialog with the customer's current details (the form starts from them every time). */
  | { type: 'dialog.open'; values: Partial<Record<string, string | null | undefined>> }
  | { type: 'dialog.close' }
  | FieldChangeEvent
  | { type: 'form.submit' }

export type ProfileEditContext = FormContext<EditValues>

export interface ProfileEditOptions<S extends z.ZodType> {
  id: string
  /** What the dialog changes, for the visualizer. */
  description: string
  /** The form's fields as spelt in SPEC §3. */
  fields: readonly string[]
  /** SPEC §5's rules for those fields (messages under the fields). */
  schema: S
  /** The body of POST /app/users/edit from the checked values (e.g. contactNumber is sent as phoneNumber). */
  toPayload: (values: z.output<S>) => Record<string, unknown>
}

export function createProfileEditMachine<S extends z.ZodType>({ id, description, fields, schema, toPayload }: ProfileEditOptions<S>) {
  const blank = (): EditValues => Object.fromEntries(fields.map((field) => [field, '']))
  const form = formKit<ProfileEditContext, ProfileEditEvent>(schema)

  return setup({
    types: {} as MachineTypes<ProfileEditContext, ProfileEditEvent>,
    actors: {
      /** POST /app/users/edit with this dialog's payload; answers the server's message. */
      save: providedByApp<MessageAnswer, Record<string, unknown>>('save'),
    },
    actions: {
      startFromProfile: assign(({ event }) => {
        assertEvent(event, 'dialog.open')
        const values = blank()
        for (const field of fields) values[field] = String(event.values[field] ?? '')
        return { values, errors: {}, formError: null }
      }),
      ...form.actions,
      /** A success notification with the server's message (provided by the app). */
      notifySaved: (_, _params: { message: string }) => {},
      /** An error notification with the server's message (provided by the app). */
      notifyFailed: (_, _params: { message: string }) => {},
      /** Reloads the session's profile so the page shows the new details (provided by the app). */
      reloadProfile: () => {},
    },
    guards: form.guards,
  }).createMachine({
    id,
    description,
    context: { values: blank(), errors: {}, formError: null, retryAt: null },
    initial: 'closed',
    states: {
      closed: {
        description: 'The profile page; the dialog is not shown.',
        on: {
          'dialog.open': {
            target: 'editing',
            actions: 'startFromProfile',
            description: 'Edit: the form starts from the current details, without old errors',
          },
        },
      },
      editing: {
        description: 'The dialog with its fields; errors show under each field.',
        on: {
          ...editingTransitions({ target: 'saving' }),
          'dialog.close': { target: 'closed', description: 'Cancel or the close icon: nothing is saved' },
        },
      },
      saving: {
        description: 'Saving; the button spins and the dialog waits.',
        tags: ['busy'],
        invoke: {
          id: 'save',
          src: 'save',
          input: ({ context }) => toPayload(schema.parse(context.values)),
          onDone: {
            target: 'closed',
            description: 'Saved: the server’s message, the profile reloads, the dialog closes',
            actions: [{ type: 'notifySaved', params: outputMessage }, 'reloadProfile'],
          },
          onError: {
            target: 'editing',
            description: 'Refused: the server’s message, and its field errors under the fields',
            actions: ['showProviderError', { type: 'notifyFailed', params: errorMessage }],
          },
        },
      },
    },
  })
}
