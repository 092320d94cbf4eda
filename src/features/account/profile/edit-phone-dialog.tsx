import { TextInput } from '@/components/ui/text-input'
import { filterContactNumber } from '@/lib/filters'
import { FormDialog } from '@/components/ui/form-dialog'
import type { ProfileEditApi } from './use-profile-edit'

/** Edit Phone Number (SPEC §2): contactNumber, digits only, at most 15 (sent as phoneNumber). */
export function EditPhoneDialog({ api }: { api: ProfileEditApi }) {
  return (
    <FormDialog
      open={api.open}
      title="Edit Phone Number"
      description="A number where we can reach you about your account and orders."
      submitLabel="Save Changes"
      busy={api.busy}
      onSubmit={api.submit}
      onClose={api.close}
    >
      <TextInput
        {...api.getFieldProps('contactNumber', filterContactNumber)}
        label="Phone number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        helperText="Digits only, no spaces or dashes."
      />
    </FormDialog>
  )
}
