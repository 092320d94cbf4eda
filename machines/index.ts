/**
 * Every flow machine of the app. Product owners open these in the Stately visualizer; testers read the
 * scenario catalogue generated from them; the path tests walk each one.
 */
import { addOnsMachine } from './add-ons.machine'
import { cartMachine } from './cart.machine'
import { changePasswordMachine } from './change-password.machine'
import { changePlanMachine } from './change-plan.machine'
import { checkoutMachine } from './checkout.machine'
import { contentPageMachine } from './content-page.machine'
import { codeRequestMachine } from './code-request.machine'
import { contactMachine } from './contact.machine'
import { crmSignInMachine } from './crm-sign-in.machine'
import { editAddressMachine } from './edit-address.machine'
import { editEmailMachine } from './edit-email.machine'
import { editNameMachine } from './edit-name.machine'
import { editPhoneMachine } from './edit-phone.machine'
import { forgotPasswordMachine } from './forgot-password.machine'
import { loginEmailMachine } from './login-email.machine'
import { otpSignInMachine } from './otp-sign-in.machine'
import { passwordSignInMachine } from './password-sign-in.machine'
import { paymentResultMachine } from './payment-result.machine'
import { monthYearPickerMachine } from './month-year-picker.machine'
import { orderHistoryMachine } from './order-history.machine'
import { savedCardsMachine } from './saved-cards.machine'
import { registerMachine } from './register.machine'
import { resetPasswordMachine } from './reset-password.machine'
import { sessionMachine } from './session.machine'
import { linesMachine } from './lines.machine'
import { lineCareMachine } from './line-care.machine'
import { lineUsageMachine } from './line-usage.machine'
import { linesPageMachine } from './lines-page.machine'
import { nicknameMachine } from './nickname.machine'
import { switchPhoneMachine } from './switch-phone.machine'
import { notificationsMachine } from './notifications.machine'
import { portInCheckMachine } from './port-in-check.machine'
import { portInMachine } from './port-in.machine'
import { quickSimCheckMachine } from './quick-sim-check.machine'
import { simActivationMachine } from './sim-activation.machine'
import { esimReinstallMachine } from './esim-reinstall.machine'
import { esimQrMachine } from './esim-qr.machine'
import { unsubscribeMachine } from './unsubscribe.machine'
import { receiptDownloadMachine } from './receipt-download.machine'
import { numberLockMachine } from './number-lock.machine'
import { secondStepSignInMachine } from './second-step-sign-in.machine'
import { twoStepMachine } from './two-step.machine'
import { stepUpMachine } from './step-up.machine'
import { passkeysMachine } from './passkeys.machine'
import { passkeySignInMachine } from './passkey-sign-in.machine'
import { securityPageMachine } from './security-page.machine'
import { familyPageMachine } from './family-page.machine'
import { familyInviteMachine } from './family-invite.machine'
import { familyRequestMachine } from './family-request.machine'
import { familyJoinMachine } from './family-join.machine'

export {
  addOnsMachine,
  cartMachine,
  changePasswordMachine,
  changePlanMachine,
  checkoutMachine,
  contentPageMachine,
  codeRequestMachine,
  contactMachine,
  crmSignInMachine,
  editAddressMachine,
  editEmailMachine,
  editNameMachine,
  editPhoneMachine,
  forgotPasswordMachine,
  loginEmailMachine,
  otpSignInMachine,
  passwordSignInMachine,
  paymentResultMachine,
  savedCardsMachine,
  orderHistoryMachine,
  monthYearPickerMachine,
  registerMachine,
  resetPasswordMachine,
  sessionMachine,
  linesMachine,
  lineCareMachine,
  lineUsageMachine,
  linesPageMachine,
  nicknameMachine,
  notificationsMachine,
  unsubscribeMachine,
  switchPhoneMachine,
  quickSimCheckMachine,
  portInCheckMachine,
  portInMachine,
  simActivationMachine,
  esimReinstallMachine,
  esimQrMachine,
  receiptDownloadMachine,
  numberLockMachine,
  secondStepSignInMachine,
  twoStepMachine,
  stepUpMachine,
  passkeysMachine,
  passkeySignInMachine,
  securityPageMachine,
  familyPageMachine,
  familyInviteMachine,
  familyRequestMachine,
  familyJoinMachine,
}

/** Keyed by machine id; the source file is machines/<kebab-case id>.machine.ts. */
export const machines = {
  session: sessionMachine,
  cart: cartMachine,
  loginEmail: loginEmailMachine,
  passwordSignIn: passwordSignInMachine,
  codeRequest: codeRequestMachine,
  otpSignIn: otpSignInMachine,
  register: registerMachine,
  forgotPassword: forgotPasswordMachine,
  resetPassword: resetPasswordMachine,
  crmSignIn: crmSignInMachine,
  checkout: checkoutMachine,
  contentPage: contentPageMachine,
  editName: editNameMachine,
  editAddress: editAddressMachine,
  editEmail: editEmailMachine,
  editPhone: editPhoneMachine,
  changePassword: changePasswordMachine,
  contact: contactMachine,
  paymentResult: paymentResultMachine,
  savedCards: savedCardsMachine,
  orderHistory: orderHistoryMachine,
  monthYearPicker: monthYearPickerMachine,
  lines: linesMachine,
  lineCare: lineCareMachine,
  changePlan: changePlanMachine,
  addOns: addOnsMachine,
  notifications: notificationsMachine,
  unsubscribe: unsubscribeMachine,
  switchPhone: switchPhoneMachine,
  lineUsage: lineUsageMachine,
  nickname: nicknameMachine,
  quickSimCheck: quickSimCheckMachine,
  portInCheck: portInCheckMachine,
  portIn: portInMachine,
  linesPage: linesPageMachine,
  simActivation: simActivationMachine,
  esimReinstall: esimReinstallMachine,
  esimQr: esimQrMachine,
  receiptDownload: receiptDownloadMachine,
  numberLock: numberLockMachine,
  secondStepSignIn: secondStepSignInMachine,
  twoStep: twoStepMachine,
  stepUp: stepUpMachine,
  passkeys: passkeysMachine,
  passkeySignIn: passkeySignInMachine,
  securityPage: securityPageMachine,
  familyPage: familyPageMachine,
  familyInvite: familyInviteMachine,
  familyRequest: familyRequestMachine,
  familyJoin: familyJoinMachine,
} as const
