import { endpointTable } from '../endpoint'
import { contactUsPayloadSchema } from '../contact'
import { messageAnswerSchema } from '../message'
import {
  changePasswordPayloadSchema,
  editProfilePayloadSchema,
  languageSavedSchema,
  passwordChangedSchema,
  resendOtpPayloadSchema,
  setLanguagePayloadSchema,
  userInfoSchema,
  validateOtpUpdateEmailPayloadSchema,
} from '../user'

/** The customer's own account (SPEC §7 `/app/users/...`), and the contact form. */
export const userEndpoints = endpointTable({
  profile: { method: 'GET', path: '/app/users/view', token: 'required', answer: userInfoSchema },
  /** One call, four edits (name, address, email, phone), told apart by the fields sent. */
  editProfile: { method: 'POST', path: '/app/users/edit', token: 'required', body: editProfilePayloadSchema, answer: messageAnswerSchema },
  /** Confirms an email change with the 5-digit code sent to the new address. */
  verifyEmailChange: {
    method: 'POST',
    path: '/app/users/validate-otp-update-email',
    token: 'required',
    body: validateOtpUpdateEmailPayloadSchema,
    answer: messageAnswerSchema,
  },
  /** A new code for the pending email change. */
  resendEmailChangeCode: {
    method: 'POST',
    path: '/app/users/resend/otp',
    token: 'required',
    body: resendOtpPayloadSchema,
    answer: messageAnswerSchema,
  },
  /** Ends every other session; the answer carries a fresh token for this one. */
  changePassword: {
    method: 'POST',
    path: '/app/users/changepassword',
    token: 'required',
    body: changePasswordPayloadSchema,
    answer: passwordChangedSchema,
  },
  /** The customer's language, saved when a signed-in customer switches it: emails and texts go out in it. */
  setLanguage: {
    method: 'POST',
    path: '/app/users/language',
    token: 'required',
    body: setLanguagePayloadSchema,
    answer: languageSavedSchema,
  },
  /** Visitors and signed-in customers alike. */
  contactUs: { method: 'POST', path: '/app/users/contactus', token: 'optional', body: contactUsPayloadSchema, answer: messageAnswerSchema },
})
