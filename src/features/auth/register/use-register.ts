import type { SnapshotFrom } from 'xstate'
import { registerMachine, type RegisterEvent } from '@machines/register.machine'
import { register } from '@/api/auth'
import { filterContactNumber, filterCountryCode, filterName } from '@/lib/filters'
import { connectFields, connectSubmit } from '@/lib/flow/form-fields'
import { apiActor } from '@/lib/api-actor'
import { useFlow } from '@/lib/flow'
import { useSignInFormStart } from '../shared/sign-in-actions'

type Snapshot = SnapshotFrom<typeof registerMachine>

/** /register as the view needs it: every field with its SPEC §5 typing filter. Pure: snapshot and send in. */
function connect(snapshot: Snapshot, send: (event: RegisterEvent) => void) {
  const fields = connectFields(snapshot.context, send)
  return {
    firstNameField: fields.getFieldProps('firstName', filterName),
    lastNameField: fields.getFieldProps('lastName', filterName),
    emailField: fields.getFieldProps('email'),
    countryCodeField: fields.getFieldProps('countryCode', filterCountryCode),
    contactNumberField: fields.getFieldProps('contactNumber', filterContactNumber),
    regPasswordField: fields.getFieldProps('regPassword'),
    confirmRegPasswordField: fields.getFieldProps('confirmRegPassword'),
    acceptTerms: snapshot.context.values.acceptTerms,
    acceptTermsError: fields.errorOf('acceptTerms'),
    setAcceptTerms: (checked: boolean) => fields.setField('acceptTerms', checked),
    email: snapshot.context.values.email.trim(),
    ...connectSubmit(snapshot, send),
  }
}

export type RegisterApi = ReturnType<typeof connect>

/** Binds the machine to POST /app/auth/register; a new account is signed in at once. */
export function useRegister(): RegisterApi {
  return useFlow(registerMachine, useSignInFormStart({ register: apiActor(register) }), connect)
}
