import { StepUpDialog } from '@/components/step-up/step-up-dialog'
import { PhoneNumberInput } from '@/components/ui/text-input'
import { profileMessages } from '@/i18n/catalogues/profile'
import { useT } from '@/i18n/react'
import { filterContactNumber } from '@/lib/filters'
import { ProfileEditDialog } from './profile-edit-dialog'
import type { ProfileEditApi } from './use-profile-edit'

/** Edit Phone Number (SPEC §2): contactNumber, digits only, at most 15 (sent as phoneNumber). */
export function EditPhoneDialog({ api }: { api: ProfileEditApi }) {
  const t = useT(profileMessages)
  return (
    <>
      <ProfileEditDialog api={api} title={t('profile.phone.title')} description={t('profile.phone.description')}>
        <PhoneNumberInput
          {...api.getFieldProps('contactNumber', filterContactNumber)}
          label={t('profile.phone.label')}
          helperText={t('profile.phone.helper')}
        />
      </ProfileEditDialog>
      <StepUpDialog actor={api.stepUpActor} />
    </>
  )
}
