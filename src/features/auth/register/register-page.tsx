import { Link } from '@tanstack/react-router'
import { TextInput } from '@/components/ui/text-input'
import { textLinkStyle } from '@/components/ui/text-link'
import { authCopy } from '../shared/auth-copy'
import { AuthForm, AuthScreen, CheckboxField, EmailField, FieldRow, NewPasswordField, SubmitRow } from '../shared/auth-ui'
import { useRegister } from './use-register'

/** /register: a new Ring Mobile account; signs in on success and returns to where the customer was going. */
export function RegisterPage() {
  const api = useRegister()
  return (
    <AuthScreen copy={authCopy.register} email={api.email}>
      <AuthForm onSubmit={api.submit} busy={api.busy} label="Create your account">
        <FieldRow>
          <TextInput {...api.firstNameField} label="First name" autoComplete="given-name" autoFocus />
          <TextInput {...api.lastNameField} label="Last name" autoComplete="family-name" />
        </FieldRow>
        <EmailField {...api.emailField} />
        <FieldRow narrowFirst>
          <TextInput {...api.countryCodeField} label="Country code" autoComplete="tel-country-code" inputMode="tel" />
          <TextInput {...api.contactNumberField} label="Phone number" type="tel" autoComplete="tel-national" inputMode="numeric" />
        </FieldRow>
        <NewPasswordField {...api.regPasswordField} label="Password" />
        <TextInput {...api.confirmRegPasswordField} label="Confirm password" type="password" autoComplete="new-password" />
        <CheckboxField name="acceptTerms" checked={api.acceptTerms} onChange={api.setAcceptTerms} error={api.acceptTermsError}>
          I agree to the{' '}
          <Link to="/terms-and-conditions" target="_blank" rel="noopener" className={textLinkStyle()}>
            Terms and Conditions
          </Link>{' '}
          and{' '}
          <Link to="/privacy-policy" target="_blank" rel="noopener" className={textLinkStyle()}>
            Privacy Policy
          </Link>
        </CheckboxField>
        <SubmitRow api={api}>Create account</SubmitRow>
      </AuthForm>
    </AuthScreen>
  )
}
