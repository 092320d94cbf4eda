import { endpointTable, maybeSignedIn, signedIn } from '../endpoint'
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
  profile: signedIn.get('/app/users/view', { answer: userInfoSchema }),
  /** One call, four edits (name, address, email, phone), told apart by the fields sent. */
  editProfile: signedIn.post('/app/users/edit', { body: editProfilePayloadSchema, answer: messageAnswerSchema }),
  /** Confirms an email change with the 5-digit code sent to the new address. */
  verifyEmailChange: signedIn.post('/app/users/validate-otp-update-email', {
    body: validateOtpUpdateEmailPayloadSchema,
    answer: messageAnswerSchema,
  }),
  /** A new code for the pending email change. */
  resendEmailChangeCode: signedIn.post('/app/users/resend/otp', { body: resendOtpPayloadSchema, answer: messageAnswerSchema }),
  /** Ends every other session; the answer carries a fresh token for this one. */
  changePassword: signedIn.post('/app/users/changepassword', { body: changePasswordPayloadSchema, answer: passwordChangedSchema }),
  /** The customer's language, saved when a signed-in customer switches it: emails and texts go out in it. */
  setLanguage: signedIn.post('/app/users/language', { body: setLanguagePayloadSchema, answer: languageSavedSchema }),
  /** Visitors and signed-in customers alike. */
  contactUs: maybeSignedIn.post('/app/users/contactus', { body: contactUsPayloadSchema, answer: messageAnswerSchema }),
})
