import type { KeyboardEvent } from 'react'
import type { SnapshotFrom } from 'xstate'
import type { nicknameMachine, NicknameEvent } from '@machines/nickname.machine'
import { connectFields, type BoundFieldProps } from '@/lib/flow/form-fields'
import { formatPhoneNumber } from '@/lib/phone'

type Snapshot = SnapshotFrom<typeof nicknameMachine>

/** Add/Edit MDN Nickname (SPEC §2) as the view needs it. */
export interface NicknameApi {
  /** The dialog is shown. */
  open: boolean
  /** Edit when the line already has a nickname, Add otherwise. */
  mode: 'edit' | 'add'
  /** 'Edit MDN Nickname' or 'Add MDN Nickname'. */
  title: string
  /** What the nickname is for, with the line's number. */
  description: string
  /** The line's number (MDN), unformatted, or null before it has one. */
  mdn: string | null
  /** 'Save Changes' or 'Add Nickname'. */
  submitLabel: string
  field: BoundFieldProps
  formError: string | null
  /** Saving: the button spins, the dialog cannot close. */
  busy: boolean
  submit: () => void
  /** SPEC §2: a key press in the input triggers save (Enter, so that typing stays typing). */
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void
  /** Cancel or the close icon (not while busy). */
  close: () => void
}

/** Pure: snapshot and send in, API out. */
export function connectNickname(snapshot: Snapshot, send: (event: NicknameEvent) => void): NicknameApi {
  const line = snapshot.context.line
  const editing = !!line?.nickname?.trim()
  // The number never breaks across lines.
  const number = formatPhoneNumber(line?.mdn).replace(' ', '\u00a0') || 'this line'
  const busy = snapshot.hasTag('busy')
  const submit = () => send({ type: 'form.submit' })
  return {
    open: !snapshot.matches('closed'),
    mode: editing ? 'edit' : 'add',
    mdn: line?.mdn ?? null,
    title: editing ? 'Edit MDN Nickname' : 'Add MDN Nickname',
    description: editing
      ? `Update the nickname for the MDN ${number}. The name is visible in your account and can be updated later.`
      : `Add a nickname to help identify the MDN ${number}. The name is visible in your account and can be updated later.`,
    submitLabel: editing ? 'Save Changes' : 'Add Nickname',
    field: connectFields(snapshot.context, send).getFieldProps('nickname'),
    formError: snapshot.context.formError,
    busy,
    submit,
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'Enter' && !busy) submit()
    },
    close: () => {
      if (!busy) send({ type: 'dialog.close' })
    },
  }
}
