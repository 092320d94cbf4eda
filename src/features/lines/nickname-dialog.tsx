import { TextInput } from '@/components/ui/text-input'
import { FormDialog, formDialogOf } from '@/components/ui/form-dialog'
import type { NicknameApi } from './use-nickname'

/** Add/Edit MDN Nickname (SPEC §2). */
export function NicknameDialog({ api }: { api: NicknameApi }) {
  return (
    <FormDialog {...formDialogOf(api)} title={api.title} description={api.description} submitLabel={api.submitLabel}>
      <TextInput
        label="MDN Nickname"
        {...api.field}
        error={api.field.error ?? api.formError}
        onKeyDown={api.onKeyDown}
        placeholder="e.g. Work phone"
        autoComplete="off"
        maxLength={30}
        autoFocus
      />
    </FormDialog>
  )
}
