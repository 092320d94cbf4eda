import { TextInput } from '@/components/ui/text-input'
import { profileMessages } from '@/i18n/catalogues/profile'
import { useT } from '@/i18n/react'
import { filterName } from '@/lib/filters'
import { FieldPair } from '@/components/ui/form-dialog'
import { ProfileEditDialog } from './profile-edit-dialog'
import type { ProfileEditApi } from './use-profile-edit'

/** Edit Name (SPEC §2): firstName and lastName; letters (accented too), space , . ' - and at most 60 each. */
export function EditNameDialog({ api }: { api: ProfileEditApi }) {
  const t = useT(profileMessages)
  return (
    <ProfileEditDialog api={api} title={t('profile.name.title')} description={t('profile.name.description')}>
      <FieldPair>
        <TextInput {...api.getFieldProps('firstName', filterName)} label={t('profile.name.first')} autoComplete="given-name" />
        <TextInput {...api.getFieldProps('lastName', filterName)} label={t('profile.name.last')} autoComplete="family-name" />
      </FieldPair>
    </ProfileEditDialog>
  )
}
