import type { ReactNode } from 'react'
import { profileMessages } from '@/i18n/catalogues/profile'
import { useT } from '@/i18n/react'
import { FormDialog, formDialogOf } from '@/components/ui/form-dialog'
import type { ProfileEditApi } from './use-profile-edit'

/** The dialog every profile edit shares (SPEC §2 Edit Name, Edit Phone Number, Edit Address): its fields, 'Save Changes'. */
export function ProfileEditDialog({
  api,
  title,
  description,
  children,
}: {
  api: ProfileEditApi
  title: string
  description: string
  children: ReactNode
}) {
  const t = useT(profileMessages)
  return (
    <FormDialog {...formDialogOf(api)} title={title} description={description} submitLabel={t('profile.dialog.save')}>
      {children}
    </FormDialog>
  )
}
