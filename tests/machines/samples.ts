import type { AnyStateMachine } from 'xstate'
import type { MachineSamples } from '../support/machine-graph'
import {
  codeRequestSamples,
  crmSignInSamples,
  forgotPasswordSamples,
  loginEmailSamples,
  passwordSignInSamples,
  registerSamples,
  resetPasswordSamples,
} from './auth.samples'
import {
  changePasswordSamples,
  contactSamples,
  editAddressSamples,
  editEmailSamples,
  editNameSamples,
  editPhoneSamples,
} from './account.samples'
import { addOnsSamples } from './add-ons.samples'
import { notificationsSamples, unsubscribeSamples } from './notifications.samples'
import { switchPhoneSamples } from './switch-phone.samples'
import { cartSamples } from './cart.samples'
import { numberLockSamples } from './number-lock.samples'
import { secondStepSignInSamples, twoStepSamples } from './two-step.samples'
import { stepUpSamples } from './step-up.samples'
import { passkeySignInSamples, passkeysSamples } from './passkeys.samples'
import { securityPageSamples } from './security-page.samples'
import { familyInviteSamples, familyJoinSamples, familyPageSamples, familyRequestSamples } from './family.samples'
import { changePlanSamples, lineCareSamples, lineUsageSamples } from './line-care.samples'
import { checkoutSamples } from './checkout.samples'
import { contentPageSamples } from './content-page.samples'
import { otpSignInSamples } from './otp-sign-in.samples'
import { paymentResultSamples } from './payment-result.samples'
import { monthYearPickerSamples } from './month-year-picker.samples'
import { orderHistorySamples } from './order-history.samples'
import { savedCardsSamples } from './saved-cards.samples'
import { sessionSamples } from './session.samples'
import { esimReinstallSamples, receiptDownloadSamples, simActivationSamples } from './sim.samples'
import {
  esimQrSamples,
  linesPageSamples,
  linesSamples,
  nicknameSamples,
  portInCheckSamples,
  portInSamples,
  quickSimCheckSamples,
} from './lines.samples'

const any = (samples: unknown) => samples as MachineSamples<AnyStateMachine>

/** The samples of every machine, keyed like machines/index.ts; the scenario catalogue requires one per machine. */
export const allSamples: Record<string, MachineSamples<AnyStateMachine>> = {
  session: any(sessionSamples),
  cart: any(cartSamples),
  loginEmail: any(loginEmailSamples),
  passwordSignIn: any(passwordSignInSamples),
  codeRequest: any(codeRequestSamples),
  otpSignIn: any(otpSignInSamples),
  register: any(registerSamples),
  forgotPassword: any(forgotPasswordSamples),
  resetPassword: any(resetPasswordSamples),
  crmSignIn: any(crmSignInSamples),
  checkout: any(checkoutSamples),
  contentPage: any(contentPageSamples),
  editName: any(editNameSamples),
  editAddress: any(editAddressSamples),
  editEmail: any(editEmailSamples),
  editPhone: any(editPhoneSamples),
  changePassword: any(changePasswordSamples),
  contact: any(contactSamples),
  paymentResult: any(paymentResultSamples),
  savedCards: any(savedCardsSamples),
  orderHistory: any(orderHistorySamples),
  monthYearPicker: any(monthYearPickerSamples),
  lines: any(linesSamples),
  lineCare: any(lineCareSamples),
  simActivation: any(simActivationSamples),
  esimReinstall: any(esimReinstallSamples),
  esimQr: any(esimQrSamples),
  receiptDownload: any(receiptDownloadSamples),
  changePlan: any(changePlanSamples),
  addOns: any(addOnsSamples),
  notifications: any(notificationsSamples),
  unsubscribe: any(unsubscribeSamples),
  switchPhone: any(switchPhoneSamples),
  lineUsage: any(lineUsageSamples),
  nickname: any(nicknameSamples),
  quickSimCheck: any(quickSimCheckSamples),
  portInCheck: any(portInCheckSamples),
  portIn: any(portInSamples),
  linesPage: any(linesPageSamples),
  numberLock: any(numberLockSamples),
  secondStepSignIn: any(secondStepSignInSamples),
  twoStep: any(twoStepSamples),
  stepUp: any(stepUpSamples),
  passkeys: any(passkeysSamples),
  passkeySignIn: any(passkeySignInSamples),
  securityPage: any(securityPageSamples),
  familyPage: any(familyPageSamples),
  familyInvite: any(familyInviteSamples),
  familyRequest: any(familyRequestSamples),
  familyJoin: any(familyJoinSamples),
}
