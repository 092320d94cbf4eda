/**
 * The shape every profile edit dialog shares (SPEC §2 Edit Name, Edit Address, Edit Phone Number): closed, editing,
 * saving. Each dialog is its own machine (its own id, its own page in the flow docs and in the visualizer), built
 * here from its fields, its form schema and the payload it sends.
 */
import { assertEvent, assign, setup } from 'xstate'
import type { z } from 'zod/mini'
import type { MessageAnswer } from '@contract/message'
import { STEP_UP_REQUIRED } from '@contract/security-codes'
import { editingTransitions, errorMessage, formContext, formKit, outputMessage, type FormContext, type FormEvent } from './form'
import { providedByApp } from './provided'
import { errorOf } from './results'
import { stepUpMachine, type StepUpOutput } from './step-up.machine'
import { callState, type DialogEvent, type MachineTypes } from './chart'
import { assistedGuards, assistedOf, type AssistedContext, type AssistedInput } from './assisted'

export type EditValues = Record<string, string>

export type ProfileEditEvent =
  /** Opens the dialog with the customer's current details (the form starts from them every time). */
  DialogEvent<{ values: Partial<Record<string, string | null | undefined>> }> | FormEvent

export type ProfileEditContext = FormContext<EditValues> & AssistedContext

export interface ProfileEditOptions<S extends z.ZodMiniType> {
  id: string
  /** What the dialog changes, for the visualizer. */
  description: string
  /** The form's fields as spelt in SPEC §3. */
  fields: readonly string[]
  /** SPEC §5's rules for those fields (messages under the fields). */
  schema: S
  /** The body of POST /app/users/edit from the checked values (e.g. contactNumber is sent as phoneNumber). */
  toPayload: (values: z.output<S>) => Record<string, unknown>
  /**
   * "Confirm it's you" (the stepUp child) before saving: for a change of how the account is reached (the phone
   * number), which the server refuses without a proof in the last 10 minutes.
   */
  confirmIdentity?: true
  /**
   * A change an assisted session is refused (the phone number, decision 0031): the dialog does not open in one, and
   * the page shows its Edit disabled with the reason.
   */
  customerOnly?: true
}

export function createProfileEditMachine<S extends z.ZodMiniType>({
  id,
  description,
  fields,
  schema,
  toPayload,
  confirmIdentity,
  customerOnly,
}: ProfileEditOptions<S>) {
  const blank = (): EditValues => Object.fromEntries(fields.map((field) => [field, '']))
  const form = formKit<ProfileEditContext, ProfileEditEvent>(schema)

  const stepUpAsked = {
    guard: { type: 'stepUpAsked' as const },
    target: 'confirmingIdentity' as const,
    description: 'The proof ran out meanwhile: ask again',
  }
  return setup({
    types: {} as MachineTypes<ProfileEditContext, ProfileEditEvent, AssistedInput> & { children: { stepUp: 'stepUp' } },
    actors: {
      /** POST /app/users/edit with this dialog's payload; answers the server's message. */
      save: providedByApp<MessageAnswer, Record<string, unknown>>('save'),
      // "Confirm it's you" (machines/step-up.machine.ts), provided with its calls by the app: only in the dialogs
      // that confirm first (typed in all, so the views share one shape).
      ...((confirmIdentity ? { stepUp: stepUpMachine } : {}) as { stepUp: typeof stepUpMachine }),
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
    guards: {
      ...form.guards,
      ...assistedGuards,
      identityConfirmed: ({ event }) => 'output' in event && (event.output as StepUpOutput).proven,
      stepUpAsked: ({ event }) => errorOf(event).status === 403 && errorOf(event).code === STEP_UP_REQUIRED,
    },
  }).createMachine({
    id,
    description,
    context: ({ input }) => ({ ...formContext(blank()), assisted: assistedOf(input) }),
    initial: 'closed',
    states: {
      closed: {
        description: customerOnly
          ? 'The profile page; the dialog is not shown. In an assisted session its Edit is disabled, with the reason.'
          : 'The profile page; the dialog is not shown.',
        on: {
          'dialog.open': {
            ...(customerOnly ? { guard: 'notAssisted' as const } : {}),
            target: 'editing',
            actions: 'startFromProfile',
            description: 'Edit: the form starts from the current details, without old errors',
          },
        },
      },
      editing: {
        description: 'The dialog with its fields; errors show under each field.',
        on: {
          ...editingTransitions({ target: confirmIdentity ? 'confirmingIdentity' : 'saving', figures: form.figures }),
          'dialog.close': { target: 'closed', description: 'Cancel or the close icon: nothing is saved' },
        },
      },
      // Only the dialogs that confirm first have this state (typed as the others, which never reach it).
      ...((confirmIdentity
        ? {
            confirmingIdentity: {
              description: '"Confirm it\'s you" (the step-up flow) before saving; nothing is asked within 10 minutes of a proof.',
              invoke: {
                id: 'stepUp',
                src: 'stepUp',
                onDone: [
                  { guard: { type: 'identityConfirmed' }, target: 'saving', description: 'Confirmed' },
                  { target: 'editing', description: 'Cancelled: back to the form, nothing saved' },
                ],
              },
            },
          }
        : {}) as object),
      saving: callState('Saving; the button spins and the dialog waits.', 'save', {
        input: ({ context }: { context: ProfileEditContext }) => toPayload(schema.parse(context.values)),
        onDone: {
          target: 'closed',
          description: 'Saved: the server’s message, the profile reloads, the dialog closes',
          actions: [{ type: 'notifySaved', params: outputMessage }, 'reloadProfile'],
        },
        onError: [
          ...(confirmIdentity ? [stepUpAsked] : []),
          {
            target: 'editing',
            description: 'Refused: the server’s message, and its field errors under the fields',
            actions: ['showProviderError', { type: 'notifyFailed', params: errorMessage }],
          },
        ],
      }),
    },
  })
}
