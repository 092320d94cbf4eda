import { assertEvent, assign, setup } from 'xstate'
import { nicknameFormSchema, type NicknameAnswer } from '@contract/lines'
import { editingTransitions, errorMessage, formContext, formKit, type FormContext, type FormEvent } from './form'
import { providedByApp } from './provided'
import { closedState, type DialogEvent, type MachineTypes } from './chart'

/** The line whose nickname is edited: its id (the plan id of SPEC §7), its number and its current nickname. */
export interface NicknameLine {
  id: string
  mdn: string | null
  nickname: string | null
}

export interface NicknameContext extends FormContext<{ nickname: string }> {
  line: NicknameLine | null
}

export type NicknameEvent =
  | DialogEvent<{ line: NicknameLine }>
  /** `form.submit`: 'Save Changes' / 'Add Nickname', or a key press in the input. */
  | FormEvent

const blank = (): NicknameContext => ({ ...formContext({ nickname: '' }), line: null })
const form = formKit<NicknameContext, NicknameEvent>(nicknameFormSchema)

/**
 * Add/Edit MDN Nickname (SPEC §2, §4): closed, open (prefilled when the line has a nickname), saving, then success
 * (the dialog closes, the lines reload, the server's message) or failure (the server's message, the dialog stays
 * open). Cancel and the close icon hide the dialog and reset the form.
 */
export const nicknameMachine = setup({
  types: {} as MachineTypes<NicknameContext, NicknameEvent>,
  actors: {
    /** POST /app/users/sub-nickname/{lineId}/update {nickname}; answers { data: { message } }. */
    saveNickname: providedByApp<NicknameAnswer, { lineId: string; nickname: string }>('saveNickname'),
  },
  actions: {
    startFromLine: assign(({ event }) => {
      assertEvent(event, 'dialog.open')
      return { ...blank(), line: event.line, values: { nickname: event.line.nickname ?? '' } }
    }),
    reset: assign(() => blank()),
    ...form.actions,
    /** A success notification with the server's message (provided by the app). */
    notifySaved: (_, _params: { message: string }) => {},
    /** An error notification with the server's message (provided by the app). */
    notifyFailed: (_, _params: { message: string }) => {},
    /** Reloads the lines so the list shows the new nickname (provided by the app). */
    reloadLines: () => {},
  },
  guards: form.guards,
}).createMachine({
  id: 'nickname',
  description: 'Adding or changing the nickname of a line’s number (/dashboard/plans, Add/Edit MDN Nickname).',
  context: blank,
  initial: 'closed',
  states: {
    closed: closedState('The lines list; the dialog is not shown.', {
      target: 'editing',
      actions: 'startFromLine',
      description: 'Edit (the line has a nickname: prefilled) or Add (empty)',
    }),
    editing: {
      description:
        "The dialog: 'Edit MDN Nickname' or 'Add MDN Nickname', the number, the 'MDN Nickname' input, 'Save Changes' or 'Add Nickname' and 'Cancel'.",
      on: {
        ...editingTransitions({
          figures: form.figures,
          target: 'saving',
          typing: 'Typing clears the field’s error',
          submit: 'Save (button or a key press in the input)',
          invalid: "Empty: 'Please add a nickname' under the field, nothing sent",
        }),
        'dialog.close': { target: 'closed', actions: 'reset', description: 'Cancel or the close icon: hidden and reset' },
      },
    },
    saving: {
      description: 'Saving the nickname; the button spins.',
      tags: ['busy'],
      invoke: {
        id: 'saveNickname',
        src: 'saveNickname',
        input: ({ context }) => ({ lineId: context.line!.id, nickname: context.values.nickname.trim() }),
        onDone: {
          target: 'closed',
          description: 'Saved: the dialog closes, the lines reload, the server’s message',
          actions: [{ type: 'notifySaved', params: ({ event }) => ({ message: event.output.data.message }) }, 'reloadLines', 'reset'],
        },
        onError: {
          target: 'editing',
          description: 'Refused: the server’s message; the dialog stays open with the nickname as typed',
          actions: ['showProviderError', { type: 'notifyFailed', params: errorMessage }],
        },
      },
    },
  },
})
