import type { KeyboardEvent } from 'react'
import type { SnapshotFrom } from 'xstate'
import type { nicknameMachine, NicknameEvent } from '@machines/nickname.machine'
import { connectFields } from '@/lib/flow/form-fields'
import { formatPhoneNumber } from '@/lib/phone'

type Snapshot = SnapshotFrom<typeof nicknameMachine>

/** Add/Edit MDN Nickname (SPEC §2) as the view needs it. Pure: snapshot and send in, API out. */
export function connectNickname(snapshot: Snapshot, send: (event: NicknameEvent) => void) {
  const line = snapshot.context.line
  const editing = !!line?.nickname?.trim()
  // The number never breaks across lines.
  const number = formatPhoneNumber(line?.mdn).replace(' ', '\u00a0') || 'this line'
  const busy = snapshot.hasTag('busy')
  const submit = () => send({ type: 'form.submit' })
  return {
    open: !snapshot.matches('closed'),
    /** Edit when the line already has a nickname, Add otherwise. */
    mode: editing ? ('edit' as const) : ('add' as const),
    title: editing ? 'Edit MDN Nickname' : 'Add MDN Nickname',
    description: editing
      ? `Update the nickname for the MDN ${number}. The name is visible in your account and can be updated later.`
      : `Add a nickname to help identify the MDN ${number}. The name is visible in your account and can be updated later.`,
    submitLabel: editing ? 'Save Changes' : 'Add Nickname',
    field: connectFields(snapshot.context, send).getFieldProps('nickname'),
    formError: snapshot.context.formError,
    busy,
    submit,
    /** SPEC §2: a key press in the input triggers save (Enter, so that typing stays typing). */
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'Enter' && !busy) submit()
    },
    close: () => {
      if (!busy) send({ type: 'dialog.close' })
    },
  }
}

export type NicknameApi = ReturnType<typeof connectNickname>
