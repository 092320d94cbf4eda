import { Dropdown, type DropdownOption } from '@/components/ui/dropdown'
import { profileMessages } from '@/i18n/catalogues/profile'
import { useT } from '@/i18n/react'
import { TextInput } from '@/components/ui/text-input'
import { filterAddress, filterCity, filterZipCode } from '@/lib/filters'
import { STREET_DIRECTIONS, US_STATES } from '@contract/rules'
import { FieldPair } from '@/components/ui/form-dialog'
import { ProfileEditDialog } from './profile-edit-dialog'
import type { ProfileEditApi } from './use-profile-edit'

const DIRECTION_OPTIONS: DropdownOption[] = STREET_DIRECTIONS.map((value) => ({ value, label: value }))
const STATE_OPTIONS: DropdownOption[] = US_STATES.map(({ value, label }) => ({ value, label }))

/** Street numbers: letters, digits, space and hyphen (1200, 12B, 4-6), at most 10. */
const filterStreetNumber = (value: string) => value.replace(/[^\p{L}\d -]/gu, '').slice(0, 10)

/**
 * A Dropdown bound to one field, as `getFieldProps` binds a TextInput: an empty value is none chosen, and none
 * chosen is stored empty.
 */
function dropdownProps(api: ProfileEditApi, field: 'streetDirection' | 'state') {
  return {
    name: field,
    value: api.values[field] || null,
    onChange: (value: string | null) => api.setField(field, value ?? ''),
    error: api.errorOf(field),
  }
}

/**
 * Edit Address (SPEC §2): streetNumber, streetDirection (optional; choosing the selected direction again clears
 * it), streetName, city, state (the 50 states) and zipCode (5 digits).
 */
export function EditAddressDialog({ api }: { api: ProfileEditApi }) {
  const t = useT(profileMessages)
  return (
    <ProfileEditDialog api={api} title={t('profile.address.title')} description={t('profile.address.description')}>
      {/* Two fields a row at most, so every error text stays on one line. */}
      <FieldPair>
        <TextInput
          {...api.getFieldProps('streetNumber', filterStreetNumber)}
          label={t('profile.address.streetNumber')}
          autoComplete="off"
        />
        <Dropdown
          {...dropdownProps(api, 'streetDirection')}
          label={t('profile.address.direction')}
          options={DIRECTION_OPTIONS}
          deselectable
          portalled
        />
      </FieldPair>
      <TextInput {...api.getFieldProps('streetName', filterAddress)} label={t('profile.address.streetName')} autoComplete="address-line1" />
      <TextInput {...api.getFieldProps('city', filterCity)} label={t('profile.address.city')} autoComplete="address-level2" />
      <FieldPair>
        <Dropdown {...dropdownProps(api, 'state')} label={t('profile.address.state')} options={STATE_OPTIONS} portalled />
        <TextInput
          {...api.getFieldProps('zipCode', filterZipCode)}
          label={t('profile.address.zip')}
          inputMode="numeric"
          autoComplete="postal-code"
        />
      </FieldPair>
    </ProfileEditDialog>
  )
}
