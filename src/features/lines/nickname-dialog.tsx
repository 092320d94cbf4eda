import { TextInput } from '@/components/ui/text-input'
import { FormDialog } from '@/components/ui/form-dialog'
import type { NicknameApi } from './use-nickname'

/** Add/Edit MDN Nickname (SPEC §2). */
export function NicknameDialog({ api }: { api: NicknameApi }) {
  return (
    <FormDialog
      open={api.open}
      title={api.title}
      description={api.description}
      submitLabel={api.submitLabel}
      busy={api.busy}
      onSubmit={api.submit}
      onClose={api.close}
    >
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
