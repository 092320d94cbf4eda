import { assertEvent, assign, setup } from 'xstate'
import type { Passkey, Passkeys } from '@contract/security'
import { passkeyNameSchema } from '@contract/security'
import { figuresOf } from './figures'
import { callState, fieldDialogOn, firstCall, readyWith, retryState, withAnswer, type MachineTypes } from './chart'
import { errorMessage, errorOf } from './results'
import { providedByApp } from './provided'
import { confirmingIdentityState, proofRanOut, stepUpGuards, stepUpMachine } from './step-up.machine'
import { assistedGuards, assistedOf, type AssistedContext, type AssistedInput } from './assisted'

export interface PasskeysContext extends AssistedContext {
  passkeys: Passkey[] | null
  /** The passkey being renamed or removed. */
  chosen: Passkey | null
  name: string
  nameError: string | null
  error: string | null
}

export type PasskeysEvent =
  /** "Add a passkey". */
  | { type: 'passkey.add' }
  /** "Rename" on a passkey. */
  | { type: 'passkey.rename'; id: string }
  /** "Remove" on a passkey. */
  | { type: 'passkey.remove'; id: string }
  | { type: 'name.change'; value: string }
  /** "Save" in the rename dialog. */
  | { type: 'name.submit' }
  /** "Remove passkey" in the confirmation. */
  | { type: 'removal.confirm' }
  /** Cancel or the close icon. */
  | { type: 'close' }
  | { type: 'passkeys.retry' }

/** The passkey a Rename or Remove is for is in the list. */
function isListed(context: PasskeysContext, event: PasskeysEvent) {
  assertEvent(event, ['passkey.rename', 'passkey.remove'])
  return context.passkeys?.some((passkey) => passkey.id === event.id) ?? false
}

const NAME_RULE = 'Give the passkey a name of 1 to 40 characters'

/**
 * Passkeys in Settings: "Add a passkey" after "Confirm it's you" (the browser makes one, the server keeps it), the
 * list with each one's name, when it was added and last used, rename, and remove after "Confirm it's you".
 */
export const passkeysMachine = setup({
  types: {} as MachineTypes<PasskeysContext, PasskeysEvent, AssistedInput> & { children: { stepUp: 'stepUp' } },
  actors: {
    /** GET /app/security/passkeys */
    loadPasskeys: providedByApp<Passkeys>('loadPasskeys'),
    /** Options, the browser's prompt, POST /app/security/passkeys */
    registerPasskey: providedByApp<Passkeys>('registerPasskey'),
    /** PUT /app/security/passkeys/{id} {name} */
    renamePasskey: providedByApp<Passkeys, { id: string; name: string }>('renamePasskey'),
    /** DELETE /app/security/passkeys/{id} */
    removePasskey: providedByApp<Passkeys, { id: string }>('removePasskey'),
    /** "Confirm it's you" (machines/step-up.machine.ts), provided with its calls by the app. */
    stepUp: stepUpMachine,
  },
  guards: {
    isListed: ({ context, event }) => isListed(context, event),
    /** Removing is refused an assisted session (decision 0031): one named guard, as Stately Studio reads it. */
    listedAndNotAssisted: ({ context, event }) => assistedGuards.notAssisted({ context }) && isListed(context, event),
    nameValid: ({ context }, { maxLength }: { maxLength: number }) =>
      context.name.trim().length >= 1 && context.name.trim().length <= maxLength,
    ...stepUpGuards,
    ...assistedGuards,
  },
  actions: {
    keepList: assign((_, answer: Passkeys) => ({ passkeys: answer.passkeys, error: null })),
    choose: assign(({ context, event }) => {
      assertEvent(event, ['passkey.rename', 'passkey.remove'])
      const chosen = context.passkeys?.find((passkey) => passkey.id === event.id) ?? null
      return { chosen, name: chosen?.name ?? '', nameError: null, error: null }
    }),
    typeName: assign(({ event }) => {
      assertEvent(event, 'name.change')
      return { name: event.value, nameError: null }
    }),
    explainName: assign({ nameError: NAME_RULE }),
    keepNameError: assign(({ event }) => ({ nameError: errorOf(event).errors?.[0]?.message ?? errorOf(event).message })),
    keepError: assign(({ event }) => ({ error: errorOf(event).message })),
    clear: assign({ chosen: null, name: '', nameError: null }),
    /** A success notification (provided by the app). */
    notifySaved: (_, _params: { message: string }) => {},
    /** An error notification with the message (provided by the app). */
    notifyFailed: (_, _params: { message: string }) => {},
  },
}).createMachine({
  id: 'passkeys',
  description: 'Passkeys in Settings: add one and remove one (each after a step-up), see when each was added and last used, rename.',
  context: ({ input }) => ({ assisted: assistedOf(input), passkeys: null, chosen: null, name: '', nameError: null, error: null }),
  initial: 'loading',
  states: {
    loading: firstCall('Reading the passkeys.', 'loadPasskeys', {
      onDone: readyWith('keepList', 'Read'),
    }),
    failed: retryState('The card says the passkeys could not be read, with "Try again".', 'passkeys.retry'),
    ready: {
      description:
        'The list (name, added, last used, "Rename", "Remove") or "No passkeys yet", and "Add a passkey". In an assisted session "Add a passkey" and "Remove" are disabled, with the reason; "Rename" stays.',
      on: {
        'passkey.add': { guard: 'notAssisted', target: 'confirmingAddition', description: 'Add a passkey' },
        'passkey.rename': { guard: { type: 'isListed' }, target: 'renaming', actions: 'choose', description: 'Rename' },
        'passkey.remove': {
          guard: { type: 'listedAndNotAssisted' },
          target: 'confirmingRemoval',
          actions: 'choose',
          description: 'Remove',
        },
      },
    },
    confirmingAddition: confirmingIdentityState(
      '"Confirm it\'s you" (the step-up flow) before a passkey is added: with the password or a way the account had before; nothing is asked within 10 minutes of a proof.',
      'adding',
      { target: 'ready', description: 'Cancelled: nothing is added' },
    ),
    adding: callState(
      'The browser asks to make a passkey (fingerprint, face, screen lock or security key); the button spins.',
      'registerPasskey',
      {
        onDone: {
          target: 'ready',
          actions: [withAnswer('keepList'), { type: 'notifySaved', params: { message: 'Your passkey is added.' } }],
          description: 'Added',
        },
        onError: [
          proofRanOut('confirmingAddition'),
          {
            target: 'ready',
            actions: ['keepError', { type: 'notifyFailed', params: errorMessage }],
            description: 'Closed or refused',
          },
        ],
      },
    ),
    renaming: {
      description: 'A dialog with the name field, "Save" and "Cancel".',
      on: fieldDialogOn({
        field: 'name',
        typing: 'typeName',
        submit: {
          guard: 'nameValid',
          params: figuresOf(passkeyNameSchema) as { maxLength: number },
          target: 'savingName',
          description: 'Save',
        },
        invalid: { actions: 'explainName', description: 'Empty or too long: says so' },
        close: { target: 'ready', actions: 'clear', description: 'Cancel' },
      }),
    },
    savingName: callState('Saving the name.', 'renamePasskey', {
      input: ({ context }: { context: PasskeysContext }) => ({ id: context.chosen?.id ?? '', name: context.name.trim() }),
      onDone: { target: 'ready', actions: [withAnswer('keepList'), 'clear'], description: 'Saved' },
      onError: { target: 'renaming', actions: 'keepNameError', description: 'Refused: says so' },
    }),
    confirmingRemoval: {
      description: 'Asks "Remove this passkey?": it will no longer sign in; "Remove passkey" and "Cancel".',
      on: {
        'removal.confirm': { target: 'confirmingIdentity', description: 'Remove passkey' },
        close: { target: 'ready', actions: 'clear', description: 'Cancel' },
      },
    },
    confirmingIdentity: confirmingIdentityState('"Confirm it\'s you" (the step-up flow) before the passkey goes.', 'removing', {
      target: 'ready',
      actions: 'clear',
      description: 'Cancelled: nothing changes',
    }),
    removing: callState('Removing the passkey.', 'removePasskey', {
      input: ({ context }: { context: PasskeysContext }) => ({ id: context.chosen?.id ?? '' }),
      onDone: {
        target: 'ready',
        actions: [withAnswer('keepList'), 'clear', { type: 'notifySaved', params: { message: 'The passkey is removed.' } }],
        description: 'Removed',
      },
      onError: [
        proofRanOut('confirmingIdentity'),
        { target: 'ready', actions: ['clear', 'keepError', { type: 'notifyFailed', params: errorMessage }], description: 'Refused' },
      ],
    }),
  },
})
