/**
 * The scenario catalogue in a tester's words: each machine event as an action on the page ("Type 60601 in ZIP code",
 * "Press Next"), each server answer as what to wait for (and, for a failure, how to make the server give it with the
 * dev controls), each delay as time to wait, and per flow where it starts and which SPEC section it covers. Tables of
 * labels as the pages show them; an event or field not listed here is still written, from its name.
 */
import type { AnyStateMachine } from 'xstate'
import { delayLength } from './machine-export'

/** Field labels as the forms show them. */
const FIELD_LABELS: Record<string, string> = {
  email: 'Email address',
  password: 'Password',
  zipCode: 'ZIP code',
  iccid: 'SIM card number (ICCID)',
  simNumber: 'SIM number',
  confirmNewPassword: 'Confirm new password',
  streetDirection: 'Street address',
  portIn: 'Number to keep',
  nickname: 'Nickname',
  imei: 'IMEI',
  firstName: 'First name',
  lastName: 'Last name',
  contactNumber: 'Phone number',
  city: 'City',
  billingAccount: 'Billing account number',
  yourNumber: 'Your number',
  promoCode: 'Promo code',
  pinPassword: 'PIN or password',
  newPassword: 'New password',
  currentPassword: 'Current password',
  confirmRegPassword: 'Confirm password',
  regPassword: 'Password',
  acceptTerms: 'I agree to the Terms and Conditions and Privacy Policy',
  otp: 'Code',
  state: 'State',
  address: 'Address',
  message: 'Message',
  name: 'Name',
}

/** What the customer does for an event, as the page names the control. */
const EVENT_ACTIONS: Record<string, string> = {
  'form.submit': 'Press the form’s button (Save, Sign in, Send…)',
  'step.next': 'Press Next',
  'step.back': 'Press Back',
  'dialog.open': 'Open the dialog',
  'dialog.close': 'Close the dialog (× or Cancel)',
  close: 'Close the dialog',
  cancel: 'Press Cancel',
  confirm: 'Press Confirm',
  'confirm.cancel': 'Press Cancel in the confirmation',
  'code.resend': 'Press Resend code',
  'code.submit': 'Press Verify',
  'code.cancel': 'Press Cancel',
  'email.submit': 'Press Send code',
  'email.withCode': 'Press Email me a sign-in code',
  'email.withPassword': 'Press Continue with password',
  'promo.apply': 'Press Apply',
  'promo.remove': 'Press Remove (the promo code)',
  'payment.retry': 'Press Try again',
  'history.seeAll': 'Press See all',
  'history.back': 'Press Back (to the summary)',
  'picker.toggle': 'Open the month and year menu',
  'picker.close': 'Close the month and year menu',
  'years.show': 'Press the year (back to the year list)',
  'card.add': 'Press Add card',
  'delete.confirm': 'Press Delete in the confirmation',
  'delete.cancel': 'Press Cancel in the confirmation',
  'sim.check': 'Press Check',
  'sim.next': 'Press Next',
  'eligible.continue': 'Press Continue',
  'success.dismiss': 'Close the success message',
  'failure.dismiss': 'Close the failure message',
  'failure.retry': 'Press Try again',
  'dashboard.go': 'Press Go to My Account',
  'order.pay': 'Press Pay',
  'pay.open': 'Press Pay now',
  'pay.submit': 'Press Pay',
  'pay.cancel': 'Press Cancel',
  'form.again': 'Press Send another message',
  'result.recheck': 'Press Check again',
  'scheduled.cancel': 'Press Cancel the scheduled change',
  'details.close': 'Close Payment Details',
  'cart.clear': 'Finish a paid checkout (the cart empties)',
  'session.signOut': 'Press Sign out',
  'session.signIn': 'Sign in (any sign-in page)',
  'session.expired': 'Make the next call be refused as signed out (see preconditions), then act on the page',
  'profile.reload': 'Save a change in Edit Name',
  'lines.reload': 'Change something on a line (the list reloads)',
  'kit.refresh': 'Press Refresh',
  'reinstall.open': 'Press Reinstall eSIM',
  'restore.open': 'Press Restore line',
  'lost.open': 'Press Report lost or stolen',
  'transfer.open': 'Press Transfer',
  'transfer.confirm': 'Press Confirm transfer',
  'cancel.confirm': 'Press Cancel pass in the confirmation',
  'cancel.keep': 'Press Keep pass',
  'stepUp.submit': 'Press Confirm (your password)',
}

/** Where each flow starts, whether the tester signs in first (demo@ringmobile.example / Demo#2026), its SPEC part. */
const FLOW_PAGES: Record<string, { page: string; signedIn?: boolean; spec: string }> = {
  session: { page: '/login, then /dashboard', spec: '§4 Login' },
  cart: { page: '/shop (Choose a plan), /cart', spec: '§4 Cart' },
  loginEmail: { page: '/login', spec: '§2 Routes, §5' },
  passwordSignIn: { page: '/login-with-password (from /login)', spec: '§2 Routes, §5, §8' },
  codeRequest: { page: '/login → Continue with a code', spec: '§2 Routes, §5' },
  otpSignIn: { page: '/otp-login (the emailed link or code; the code is in /dev/outbox)', spec: '§2 Routes, §9' },
  register: { page: '/register', spec: '§2 Routes, §5' },
  forgotPassword: { page: '/forgot-password', spec: '§2 Routes, §5' },
  resetPassword: { page: '/reset-password (the emailed link from /dev/outbox)', spec: '§2 Routes, §5' },
  crmSignIn: { page: '/crm-login?token=… (npm run crm-token -- demo@ringmobile.example)', spec: '§2 Routes' },
  checkout: { page: '/shop → a plan → Checkout (/cart/checkout)', signedIn: true, spec: '§2 Routes, §5, §7' },
  contentPage: { page: '/about, /faq, /terms-and-conditions or /privacy-policy', spec: '§2 Routes' },
  editName: { page: '/dashboard/profile → Edit Name', signedIn: true, spec: '§2 Dialogs, §5' },
  editAddress: { page: '/dashboard/profile → Edit Address', signedIn: true, spec: '§2 Dialogs, §5' },
  editEmail: { page: '/dashboard/profile → Edit Email', signedIn: true, spec: '§4 Email change, §9' },
  editPhone: { page: '/dashboard/profile → Edit Phone', signedIn: true, spec: '§2 Dialogs, §5' },
  changePassword: { page: '/dashboard/settings → Change password', signedIn: true, spec: '§4 Password dialog, §5' },
  contact: { page: '/contact-us', spec: '§2 Routes, §5' },
  paymentResult: { page: '/payment-result (back from the hosted payment page)', signedIn: true, spec: '§4 After payment success' },
  savedCards: { page: '/dashboard/payment (Saved cards)', signedIn: true, spec: '§2 Payment page, §4 Card list' },
  orderHistory: { page: '/dashboard/payment (Order history)', signedIn: true, spec: '§2 Payment page, §4 Order history' },
  monthYearPicker: { page: '/dashboard/payment → See all → the month and year menu', signedIn: true, spec: '§4 Month/year picker, §9' },
  lines: { page: '/dashboard/plans', signedIn: true, spec: '§2 Routes, §4 SIM status' },
  lineCare: { page: '/dashboard/lines/line-demo-esim (Manage on a line)', signedIn: true, spec: '§2 Routes' },
  changePlan: { page: '/dashboard/lines/line-demo-esim → Change plan', signedIn: true, spec: '§2 Routes' },
  lineUsage: { page: '/dashboard/lines/line-demo-esim (Usage this period)', signedIn: true, spec: '§2 Routes' },
  nickname: { page: '/dashboard/plans → Add nickname on a line', signedIn: true, spec: '§4 Nickname dialog' },
  quickSimCheck: {
    page: '/dashboard/plans → Quick SIM check on a line waiting for its port-in',
    signedIn: true,
    spec: '§4 Quick SIM check',
  },
  portInCheck: { page: '/dashboard/plans → Port in my number', signedIn: true, spec: '§4 Port-in check' },
  portIn: { page: '/dashboard/plans → the port-in dialog', signedIn: true, spec: '§4 Port-in dialog modes' },
  linesPage: { page: '/dashboard/plans', signedIn: true, spec: '§2 Dialogs, §4' },
  simActivation: { page: '/dashboard/plans → a delivered SIM card’s line', signedIn: true, spec: '§2 Routes' },
  esimReinstall: { page: '/dashboard/plans → Reinstall eSIM on an active eSIM line', signedIn: true, spec: '§2 Dialogs' },
  esimQr: { page: '/dashboard/plans → Show eSIM QR code', signedIn: true, spec: '§2 Dialogs' },
  receiptDownload: { page: '/dashboard/payment → View → Download receipt', signedIn: true, spec: '§2 Payment page' },
}

export function flowPage(id: string) {
  return FLOW_PAGES[id] ?? { page: `see docs/flows/${id}.md`, spec: '§4' }
}

const words = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[._]/g, ' ')
    .toLowerCase()
const label = (field: string) => FIELD_LABELS[field] ?? words(field).replace(/^./, (c) => c.toUpperCase())
const quoted = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))

type AnyEvent = { type: string; [key: string]: unknown }

/** How a tester makes the server give a failure: the dev switch armed with the answer the scenario needs. */
function failureHow(actor: string, error: { status?: number; message?: string; code?: string; errors?: unknown }): string {
  if (!error.status) return 'switch the browser offline (DevTools → Network → Offline), and back online after the message shows'
  const body: Record<string, unknown> = { status: error.status }
  if (error.message) body.message = error.message
  if (error.code) body.code = error.code
  if (error.errors) body.errors = error.errors
  if (/^(load|get|read)/.test(actor)) body.reads = true
  return `arm the failure with curl -X POST localhost:8787/dev/fail-next -H 'content-type: application/json' -d '${JSON.stringify(body)}'`
}

/** One step of a scenario in a tester's words, and a precondition it needs (how to get a server's failure). */
export function stepOnPage(machine: AnyStateMachine, event: AnyEvent): { action: string; how?: string } {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type)
  if (done) return { action: `Wait for the answer (${words(done[1]!)})` }
  const failed = /^xstate\.error\.actor\.(.+)$/.exec(event.type)
  if (failed) {
    const error = (event.error ?? {}) as { status?: number; message?: string; code?: string; errors?: unknown }
    const how = failureHow(failed[1]!, error)
    return {
      action: `Wait for the answer: ${words(failed[1]!)} fails (${error.status ?? 'no connection'}${error.code ? ` ${error.code}` : ''})`,
      how,
    }
  }
  const after = /^xstate\.after\.([^.]+)\./.exec(event.type)
  if (after) {
    const ms = /^\d+$/.test(after[1]!) ? Number(after[1]) : delayLength(machine, after[1]!)
    return { action: `Wait ${ms >= 1000 ? `${ms / 1000} seconds` : `${ms} ms`} (${words(after[1]!)})` }
  }
  if (event.type === 'field.change') {
    const field = String(event.field)
    if (typeof event.value === 'boolean') return { action: `${event.value ? 'Tick' : 'Untick'} ${label(field)}` }
    if (event.value === '' || event.value === undefined) return { action: `Clear ${label(field)}` }
    return { action: `Type ${quoted(event.value)} in ${label(field)}` }
  }
  if (event.type === 'code.change')
    return { action: event.value ? `Type ${quoted(event.value)} in the code boxes` : 'Clear the code boxes' }
  const known = EVENT_ACTIONS[event.type]
  const { type, ...data } = event
  const details = Object.entries(data)
    .filter(([, value]) => value !== undefined && typeof value !== 'object')
    .map(([key, value]) => `${words(key)} ${quoted(value)}`)
  const what = known ?? `Choose ${words(type)}`
  return { action: details.length && !known ? `${what} (${details.join(', ')})` : what }
}

/** The messages the page shows now, exactly as the tests check them: the form's message, field errors, notices. */
export function messagesShown(context: unknown): string[] {
  if (!context || typeof context !== 'object') return []
  const shown: string[] = []
  for (const [key, value] of Object.entries(context as Record<string, unknown>)) {
    if (typeof value === 'string' && value && /error|message|notice/i.test(key)) shown.push(value)
    if (key === 'errors' && value && typeof value === 'object')
      for (const [field, message] of Object.entries(value as Record<string, unknown>))
        if (typeof message === 'string' && message) shown.push(`${label(field)}: ${message}`)
  }
  return shown
}
