import { TextInput } from '@/components/ui/text-input'
import { FormDialog, formDialogOf } from '@/components/ui/form-dialog'
import { linesMessages } from '@/i18n/catalogues/lines'
import { useT } from '@/i18n/react'
import { formatPhoneNumber } from '@/lib/phone'
import type { NicknameApi } from './use-nickname'

/** Add/Edit MDN Nickname (SPEC §2). */
export function NicknameDialog({ api }: { api: NicknameApi }) {
  const t = useT(linesMessages)
  const editing = api.mode === 'edit'
  // The number never breaks across lines.
  const number = formatPhoneNumber(api.mdn).replace(' ', '\u00a0') || t('lines.nickname.thisLine')
  return (
    <FormDialog
      {...formDialogOf(api)}
      title={t(editing ? 'lines.nickname.editTitle' : 'lines.nickname.addTitle')}
      description={t(editing ? 'lines.nickname.editText' : 'lines.nickname.addText', { number })}
      submitLabel={t(editing ? 'lines.nickname.save' : 'lines.nickname.add')}
    >
      <TextInput
        label={t('lines.nickname.label')}
        {...api.field}
        error={api.field.error ?? api.formError}
        onKeyDown={api.onKeyDown}
        placeholder={t('lines.nickname.placeholder')}
        autoComplete="off"
        maxLength={30}
        autoFocus
      />
    </FormDialog>
  )
}
