import { Fragment, type ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { PasswordInput, PhoneNumberInput, TextInput } from '@/components/ui/text-input'
import { textLinkStyle } from '@/components/ui/text-link'
import { CheckboxField, EmailField, FieldRow, formStep, idleField, idleSubmit, NewPasswordField, SubmitForm } from '../shared/auth-ui'
import { useRegister, type RegisterApi } from './use-register'
import { authMessages } from '@/i18n/catalogues/auth'
import { useT } from '@/i18n/react'

function RegisterForm({ api }: { api: RegisterApi }) {
  const t = useT(authMessages)
  return (
    <SubmitForm api={api} label={t('auth.register.title')} submit={t('auth.register.submit')}>
      <FieldRow>
        <TextInput {...api.firstNameField} label={t('auth.register.firstName')} autoComplete="given-name" autoFocus />
        <TextInput {...api.lastNameField} label={t('auth.register.lastName')} autoComplete="family-name" />
      </FieldRow>
      <EmailField {...api.emailField} />
      <FieldRow narrowFirst>
        <TextInput {...api.countryCodeField} label={t('auth.register.countryCode')} autoComplete="tel-country-code" inputMode="tel" />
        <PhoneNumberInput {...api.contactNumberField} label={t('auth.register.phone')} />
      </FieldRow>
      <NewPasswordField {...api.regPasswordField} label={t('auth.password.label')} />
      <PasswordInput {...api.confirmRegPasswordField} label={t('auth.register.confirmPassword')} autoComplete="new-password" />
      <CheckboxField name="acceptTerms" checked={api.acceptTerms} onChange={api.setAcceptTerms} error={api.acceptTermsError}>
        <Agreement
          terms={
            <Link to="/terms-and-conditions" target="_blank" rel="noopener" className={textLinkStyle()}>
              {t('auth.register.terms')}
            </Link>
          }
          privacy={
            <Link to="/privacy-policy" target="_blank" rel="noopener" className={textLinkStyle()}>
              {t('auth.register.privacy')}
            </Link>
          }
        />
      </CheckboxField>
    </SubmitForm>
  )
}

const idleRegister: RegisterApi = {
  ...idleSubmit,
  firstNameField: idleField('firstName'),
  lastNameField: idleField('lastName'),
  emailField: idleField('email'),
  countryCodeField: idleField('countryCode'),
  contactNumberField: idleField('contactNumber'),
  regPasswordField: idleField('regPassword'),
  confirmRegPasswordField: idleField('confirmRegPassword'),
  acceptTerms: false,
  acceptTermsError: null,
  setAcceptTerms: () => {},
  email: '',
}

/**
 * /register: a new Ring Mobile account; signs in on success and returns to where the customer was going. And its
 * pending page, the same form unseen holding its room.
 */
export const { Page: RegisterPage, Pending: RegisterPending } = formStep('register', useRegister, RegisterForm, idleRegister)

/**
 * "I agree to the {terms} and {privacy}", with the two links where the language puts them: the sentence is one
 * message, cut at its placeholders.
 */
function Agreement({ terms, privacy }: { terms: ReactNode; privacy: ReactNode }) {
  const t = useT(authMessages)
  const links: Record<string, ReactNode> = { terms, privacy }
  return (
    <>
      {t('auth.register.agree', { terms: '\u0000terms\u0000', privacy: '\u0000privacy\u0000' })
        .split('\u0000')
        .map((part, index) => (index % 2 === 1 ? <Fragment key={part}>{links[part]}</Fragment> : part))}
    </>
  )
}
