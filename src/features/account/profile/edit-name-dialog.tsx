import { TextInput } from '@/components/ui/text-input'
import { filterName } from '@/lib/filters'
import { FieldPair } from '@/components/ui/form-dialog'
import { ProfileEditDialog } from './profile-edit-dialog'
import type { ProfileEditApi } from './use-profile-edit'

/** Edit Name (SPEC §2): firstName and lastName; letters (accented too), space , . ' - and at most 60 each. */
export function EditNameDialog({ api }: { api: ProfileEditApi }) {
  return (
    <ProfileEditDialog api={api} title="Edit Name" description="The name on your account and on your orders.">
      <FieldPair>
        <TextInput {...api.getFieldProps('firstName', filterName)} label="First name" autoComplete="given-name" />
        <TextInput {...api.getFieldProps('lastName', filterName)} label="Last name" autoComplete="family-name" />
      </FieldPair>
    </ProfileEditDialog>
  )
}
