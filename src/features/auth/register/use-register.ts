import type { SnapshotFrom } from 'xstate'
import { registerMachine, type RegisterEvent } from '@machines/register.machine'
import { register } from '@/api/auth'
import { filterContactNumber, filterCountryCode, filterName } from '@/lib/filters'
import { connectFields, type BoundFieldProps } from '@/lib/flow/form-fields'
import { apiActor } from '@/lib/api-actor'
import { useFlow } from '@/lib/flow'
import { connectEmailForm, type EmailFormApi } from '../shared/email-form'
import { useSignInFormStart } from '../shared/sign-in-actions'

type Snapshot = SnapshotFrom<typeof registerMachine>

/** /register as the view needs it: every field with its SPEC §5 typing filter, and the rate-limited Register. */
export interface RegisterApi extends EmailFormApi {
  firstNameField: BoundFieldProps
  lastNameField: BoundFieldProps
  countryCodeField: BoundFieldProps
  contactNumberField: BoundFieldProps
  regPasswordField: BoundFieldProps
  confirmRegPasswordField: BoundFieldProps
  /** The terms are accepted (the checkbox). */
  acceptTerms: boolean
  /** "You must accept the terms", or null. */
  acceptTermsError: string | null
  setAcceptTerms: (checked: boolean) => void
}

/** Pure: snapshot and send in, API out. */
function connect(snapshot: Snapshot, send: (event: RegisterEvent) => void): RegisterApi {
  const fields = connectFields(snapshot.context, send)
  return {
    ...connectEmailForm(snapshot, send),
    firstNameField: fields.getFieldProps('firstName', filterName),
    lastNameField: fields.getFieldProps('lastName', filterName),
    countryCodeField: fields.getFieldProps('countryCode', filterCountryCode),
    contactNumberField: fields.getFieldProps('contactNumber', filterContactNumber),
    regPasswordField: fields.getFieldProps('regPassword'),
    confirmRegPasswordField: fields.getFieldProps('confirmRegPassword'),
    acceptTerms: snapshot.context.values.acceptTerms,
    acceptTermsError: fields.errorOf('acceptTerms'),
    setAcceptTerms: (checked: boolean) => fields.setField('acceptTerms', checked),
  }
}

/** Binds the machine to POST /app/auth/register; a new account is signed in at once. */
export function useRegister(): RegisterApi {
  return useFlow(registerMachine, useSignInFormStart({ register: apiActor(register) }), connect)
}
