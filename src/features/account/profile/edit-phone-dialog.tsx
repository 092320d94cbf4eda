import { TextInput } from '@/components/ui/text-input'
import { filterContactNumber } from '@/lib/filters'
import { ProfileEditDialog } from './profile-edit-dialog'
import type { ProfileEditApi } from './use-profile-edit'

/** Edit Phone Number (SPEC §2): contactNumber, digits only, at most 15 (sent as phoneNumber). */
export function EditPhoneDialog({ api }: { api: ProfileEditApi }) {
  return (
    <ProfileEditDialog api={api} title="Edit Phone Number" description="A number where we can reach you about your account and orders.">
      <TextInput
        {...api.getFieldProps('contactNumber', filterContactNumber)}
        label="Phone number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        helperText="Digits only, no spaces or dashes."
      />
    </ProfileEditDialog>
  )
}
