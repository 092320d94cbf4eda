/**
 * The scenario catalogue in a tester's words: each machine event as an action on the page ("Type 60601 in ZIP code",
 * "Press Next"), each server answer as what to wait for (and, for a failure, how to make the server give it with the
 * dev controls), each delay as time to wait, and per flow where it starts and which SPEC section it covers. Tables of
 * labels as the pages show them; an event or field not listed here is still written, from its name.
 */
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate'
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
  portIn: 'Number to bring',
  nickname: 'Nickname',
  imei: 'IMEI',
  simType: 'SIM type',
  firstName: 'First name',
  lastName: 'Last name',
  contactNumber: 'Phone number',
  city: 'City',
  billingAccount: 'Billing account number',
  yourNumber: 'Your number',
  promoCode: 'Promo code',
  pinPassword: 'Account PIN or password',
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
  companyName: 'Company name',
  addressOne: 'Address',
  addressTwo: 'Address line 2',
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
  'session.signIn':
    'On /login, type demo@ringmobile.example in Email address, press Continue with password, type Demo#2026 in Password and press Sign in',
  'session.expired':
    'Run curl -X POST localhost:8787/dev/fail-next -H \'content-type: application/json\' -d \'{"status":401,"reads":true}\', then open /dashboard/profile (its call is refused as signed out)',
  'profile.reload': 'Save a change in Edit Name',
  'lines.reload': 'Change something on a line (the list reloads)',
  'reinstall.open': 'Press Reinstall eSIM',
  'restore.open': 'Press Restore line',
  'lost.open': 'Press Report lost or stolen',
  'transfer.open': 'Press Transfer',
  'transfer.confirm': 'Press Confirm transfer',
  'cancel.confirm': 'Press Cancel pass in the confirmation',
  'cancel.keep': 'Press Keep pass',
  'stepUp.submit': 'Press Confirm (your password)',
}

type FlowAction = string | ((event: AnyEvent, state: AnyMachineSnapshot | undefined, rest: AnyEvent[]) => string)

/** A card choice as the page lists it: A new card, or a saved card by brand and last four (from the flow's context). */
const card = (id: unknown, state?: AnyMachineSnapshot) => (id === null ? 'A new card' : `the ${cardName(state, id)}`)
const inState = (state: AnyMachineSnapshot | undefined, name: string) => JSON.stringify(state?.value ?? '').includes(`"${name}"`)

/** The demo customer's address as a query string value, for the dev calls the catalogue names. */
const DEMO = 'demo%40ringmobile.example'
/** Where a two-step code comes from in a scenario: the dev server answers the authenticator's code of the moment. */
const TOTP_CODE = `curl 'localhost:8787/dev/security/totp-code?email=${DEMO}'`

/** The next answer of a call in the rest of the path: whether the code typed is to be taken or refused. */
const nextAnswer = (rest: AnyEvent[]) => rest.find((event) => /^xstate\.(done|error)\.actor\./.test(event.type))

/**
 * A code the server checks: one it takes is the authenticator's current code (read with the dev call; a code is taken
 * once, so a second change waits for the next one, `secondsLeft`); one it refuses is typed as the scenario has it.
 */
function codeTyped(event: AnyEvent, rest: AnyEvent[], field: string) {
  if (!event.value) return `Clear ${field}`
  if (nextAnswer(rest)?.type.startsWith('xstate.done.actor.'))
    return `Type the code the authenticator shows now in ${field} (run ${TOTP_CODE} and type its "code"; a code is taken once, so after another code wait "secondsLeft" seconds for a new one)`
  return `Type ${quoted(event.value)} in ${field} (a code the server does not take)`
}

/** Where an emailed code comes from in a scenario: the dev outbox, the newest email to the demo customer. */
const OUTBOX = 'localhost:8787/dev/outbox'

/**
 * An emailed code the server checks (`actor`): one it takes is the code in the newest email to the demo customer in the
 * outbox; one it refuses is typed as the scenario has it (a made-up code is refused, so the scenario says which).
 */
function emailedCodeTyped(event: AnyEvent, rest: AnyEvent[], field: string, actor: string) {
  const value = quoted(event.value ?? '')
  if (!value) return `Clear ${field}`
  const answer = rest.find((next) => next.type === `xstate.done.actor.${actor}` || next.type === `xstate.error.actor.${actor}`)
  if (value.length < 6 || !answer) return `Type ${value} in ${field}`
  if (answer.type.startsWith('xstate.done.actor.'))
    return `Type the code of the newest email to demo@ringmobile.example in ${OUTBOX} ("Your Ring Mobile sign-in code is …") in ${field}`
  return `Type ${value} in ${field} (a code the server does not take)`
}

const passkeyName = (state: AnyMachineSnapshot | undefined, id: unknown) => {
  const list = (state?.context as { passkeys?: { id: string; name: string }[] } | undefined)?.passkeys ?? []
  return list.find((passkey) => passkey.id === id)?.name ?? quoted(id)
}
/** A saved card as the list shows it (brand and last four), found in the flow's context by its id. */
const cardName = (state: AnyMachineSnapshot | undefined, id: unknown) => {
  const cards = (state?.context as { cards?: { id: string; network?: string; last4Digits?: string }[] } | undefined)?.cards ?? []
  const card = cards.find((one) => one.id === id)
  const brand = card?.network ? card.network.replace(/^./, (c) => c.toUpperCase()) : ''
  return card ? `${brand} card ending in ${card.last4Digits}` : `card ${quoted(id)}`
}
/** An add-on offer (by its addOnId) or a bought add-on (by its id) as the Add-ons panel names it, from the flow's context. */
const addOnName = (state: AnyMachineSnapshot | undefined, list: 'offers' | 'addOns', id: unknown) => {
  const addOns = (state?.context as { addOns?: Record<string, { id?: string; addOnId?: string; name?: string }[]> | null } | undefined)
    ?.addOns
  const found = addOns?.[list]?.find((item) => (list === 'offers' ? item.addOnId : item.id) === id)
  return found?.name ?? `the ${list === 'offers' ? 'offer' : 'add-on'} ${quoted(id)}`
}
/** The carrier clock a day and a bit on, so that a SIM card on its way is delivered (outside production). */
const DELIVER_KIT = `Run curl -X POST localhost:8787/dev/carrier/advance -H 'content-type: application/json' -d '{"minutes":1500}' (the card is delivered)`
/** What is printed on the demo eSIM line's shipped SIM card (outside production). */
const KIT_ICCID = `curl 'localhost:8787/dev/carrier/sim-kit?lineId=line-demo-esim'`
/** A SIM card number of another carrier (not 890141…, Ring Mobile's): the port-in then asks for the old carrier's details. */
const FOREIGN_SIM_TYPED = '89012602300154906312'
/** The demo customer's line waiting for its port-in, as the lines page shows it. */
const PORT_IN_LINE = 'On the Physical SIM line (312) 555-0199 (moving in), under Bringing (312) 555-0199'
/** The notification the old carrier details' save raises on the way to the eligibility check (server/routes/port-in.ts). */
const DETAILS_SAVED = 'Your old carrier details are saved. Next, we check that your number can move.'
const LOCK_LABELS: Record<string, string> = { portOut: 'Port-out lock', simChange: 'SIM change lock' }
const STEP_UP_METHODS: Record<string, string> = {
  code: 'Press Use a code from my authenticator app',
  password: 'Press Use my password instead',
  passkey: 'Press Use a passkey',
}
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/**
 * Per flow, what the customer does for an event that names no control of its own (a form's submit, a choice, a
 * hand-off from a dialog), with the button or field as the page labels it (SPEC §2 where it spells one). Read before
 * EVENT_ACTIONS; security flows keep their own entries elsewhere.
 */
const FLOW_ACTIONS: Record<string, Record<string, FlowAction>> = {
  cart: {
    'cart.add': 'On /shop, press Choose on a plan (the cart holds that plan only)',
    'cart.remove': 'In the cart, press Remove on the plan',
  },
  passwordSignIn: { 'form.submit': 'Press Sign in' },
  codeRequest: { 'form.submit': 'Press Email me a sign-in code' },
  register: { 'form.submit': 'Press Create account' },
  otpSignIn: { 'code.change': (event, _, rest) => emailedCodeTyped(event, rest, 'Sign-in code', 'verifyCode') },
  forgotPassword: { 'form.submit': 'Press Send reset link' },
  resetPassword: { 'form.submit': 'Press Save new password' },
  contentPage: { 'content.retry': 'Press Try again' },
  checkout: {
    'number.mode': (event) => `Choose ${event.mode === 'port' ? 'Keep my number' : 'New number'}`,
    'step.next': (_, state) =>
      inState(state, 'device') ? 'Press Check my phone' : inState(state, 'unavailable') ? 'Press Try again' : 'Press Continue',
    'sim.choose': (event) => `Choose ${event.simType === 'esim' ? 'eSIM' : 'SIM card'}`,
    'sim.ownSim': (event) => `${event.value ? 'Tick' : 'Untick'} I already have a Ring Mobile SIM card`,
    'card.select': (event, state) => `Under Pay with, choose ${card(event.cardId, state)}`,
    'card.keep': (event) => `${event.keep ? 'Tick' : 'Untick'} Save this card for automatic renewals`,
    'order.pay': 'Press Pay (the total due today)',
  },
  editName: { 'dialog.open': 'Press Edit on Name', 'form.submit': 'Press Save Changes' },
  editAddress: { 'dialog.open': 'Press Edit on Address', 'form.submit': 'Press Save Changes' },
  editEmail: {
    'dialog.open': 'Press Edit on Email',
    'email.submit': 'Press Send me the code',
    'code.submit': 'Press Verify & Save Email Change',
  },
  editPhone: { 'dialog.open': 'Press Edit on Phone number', 'form.submit': 'Press Save Changes' },
  changePassword: {
    'dialog.open': 'Press Change password',
    'form.submit': 'Press Change Password',
    'success.dismiss': 'Close Password changes!',
    'failure.dismiss': 'Press Try again in That Failed...',
  },
  contact: {
    // The page keeps no draft across a sign-in: the form opens again filled from the profile.
    'form.prefill':
      'Sign in as the demo customer in this tab (on /login: demo@ringmobile.example, Continue with password, Demo#2026, Sign in), then open /contact-us again: Name and Email are filled in from the profile',
    'form.submit': 'Press Send Message',
  },
  savedCards: {
    'card.delete': (event, state) => `Press Delete on the ${cardName(state, event.cardId)}`,
    'card.setPrimary': (event, state) => `Press Set as primary on the ${cardName(state, event.cardId)}`,
    'delete.confirm': 'Press Yes, Delete',
    'cards.retry': 'Press Try again',
    'card.add': 'Press Add a card',
  },
  orderHistory: {
    'history.retry': 'Press Try again',
    'history.seeAll': 'Press See all',
    'details.open': (event) => `Press View on the order ${quoted(event.transactionId)}`,
    'details.close': 'Press Close in Payment Details',
    'filter.change': (event) =>
      `In the month and year menu, press ${MONTHS[Number(event.month) - 1] ?? quoted(event.month)} ${quoted(event.year)}`,
  },
  monthYearPicker: {
    'picker.toggle': 'Press the month and year button',
    'year.choose': (event) => `Press ${quoted(event.year)} in the Year list`,
    'month.choose': (event) => `Press the month ${quoted(event.month)} (Jan = 1) in the month grid`,
  },
  lines: { 'lines.retry': 'Press Try again' },
  lineUsage: { 'usage.retry': 'Press Try again' },
  lineCare: {
    'care.retry': 'Press Try again',
    'autopay.set': (event) => `Turn the Autopay switch ${event.autopay ? 'on' : 'off'}`,
    'pay.open': 'Press Pay (the amount due)',
    'pay.card': (event, state) => `In the Pay dialog, choose ${card(event.cardId, state)}`,
    confirm: (_, state) =>
      inState(state, 'suspending')
        ? 'Press Suspend line in Suspend this line?'
        : inState(state, 'restoring')
          ? 'Press Restore line in Restore this line?'
          : 'Press Pay (the amount)',
    cancel: 'Press Cancel',
    'confirm.cancel': 'Press Cancel in the confirmation',
    'lost.open': 'Under Lost or stolen phone, press Suspend line',
    'restore.open': 'Under Lost or stolen phone, press Restore line',
    'bill.changed': 'Change the plan in Change plan (the bill is answered again)',
  },
  changePlan: {
    'plans.retry': 'Press Try again',
    'plan.pick': (event) => `Press Choose on the plan ${quoted(event.planId)}`,
    confirm: 'Press Pay … and upgrade (an upgrade) or Schedule downgrade (a downgrade)',
    cancel: 'Press Cancel',
    'scheduled.cancel': 'Press Cancel change',
    'language.change': 'In the footer, press Español (or English, on a page in Spanish)',
  },
  addOns: {
    'addOns.retry': 'Press Try again',
    'offer.pick': (event, state) =>
      String(event.addOnId).startsWith('data')
        ? `Under Add data, press Add on ${addOnName(state, 'offers', event.addOnId)}`
        : `Under Travel pass, press Buy on ${addOnName(state, 'offers', event.addOnId)}`,
    'startDate.change': (event, state) =>
      `Type ${dayFromToday(String(event.value), (state?.context as { addOns?: { today?: string } } | undefined)?.addOns?.today)} in First day`,
    'card.choose': (event, state) => `In the dialog, choose ${card(event.cardId, state)}`,
    confirm: 'Press Pay (the total)',
    cancel: 'Press Cancel',
    'pass.cancel': (event, state) => `Under On this line, press Cancel on ${addOnName(state, 'addOns', event.addOnId)}`,
    'cancel.confirm': 'Press Cancel pass',
  },
  notifications: {
    'notifications.retry': 'Press Try again',
    'channel.set': (event) =>
      `Turn ${event.on ? 'on' : 'off'} the ${event.channel === 'text' ? 'Text' : 'Email'} switch of ${words(String(event.kind)).replace(/^./, (c) => c.toUpperCase())}`,
    'threshold.set': (event) =>
      `Under Data alerts per line, turn ${event.on ? 'on' : 'off'} the ${quoted(event.threshold)}% alert for the line ${quoted(event.lineId)}`,
  },
  unsubscribe: { 'unsubscribe.confirm': 'Press Unsubscribe', 'unsubscribe.retry': 'Press Try again' },
  switchPhone: {
    'switch.retry': 'Press Try again',
    'switch.open': 'Press Switch to a new phone',
    'imei.change': (event) => (event.value ? `Type ${quoted(event.value)} in New phone's IMEI` : "Clear New phone's IMEI"),
    'imei.check': 'Press Check phone',
    'simType.choose': (event) => `Choose ${event.simType === 'esim' ? 'eSIM' : 'SIM card'}`,
    'switch.confirm': (_, state) =>
      (state?.context as { simType?: string } | undefined)?.simType === 'physical' ? 'Press Send me a SIM card' : 'Press Switch to eSIM',
    back: 'Press Another phone',
    close: (_, state) => (inState(state, 'done') ? 'Press Done' : 'Press Cancel'),
    'kit.changed': `${DELIVER_KIT}, press Check again, type the "iccid" of ${KIT_ICCID} in SIM card number (ICCID) and press Activate SIM (a notification says “Your SIM card is activating. It will be ready in a few minutes.”): the line is read again`,
  },
  nickname: {
    'dialog.open': 'Press Add nickname (Edit nickname on a line that has one)',
    'form.submit': 'Press Add Nickname (Save Changes on a line that has one)',
  },
  quickSimCheck: { 'dialog.open': 'Press Quick SIM check on the line', 'sim.check': 'Press Check', 'sim.next': 'Press Next' },
  portInCheck: {
    // The demo customer's line fills in both fields; a line with neither is made by clearing them.
    'dialog.open': (event) =>
      event.msisdn || event.zipCode
        ? `${PORT_IN_LINE}, press Port in my number (the number and ZIP code 60601 are filled in)`
        : `${PORT_IN_LINE}, press Port in my number, then clear Number to bring and ZIP code (as on a line with neither)`,
    'form.submit': 'Press Verify',
  },
  portIn: {
    'portIn.add': `${PORT_IN_LINE}, press Quick SIM check, type ${FOREIGN_SIM_TYPED} in SIM number, press Check, then Next (Let’s port in your number opens)`,
    'portIn.eligible': (event) =>
      event.oldService
        ? `${PORT_IN_LINE}, press Quick SIM check, type ${FOREIGN_SIM_TYPED} in SIM number, press Check, then Next; in Let’s port in your number type 987654321 in Billing account number and 2468 in Account PIN or password and press Save (a notification says “${DETAILS_SAVED}”); in Can your number move to Ring Mobile? press Verify: “Good News! Your number is eligible for port-in” opens`
        : `${PORT_IN_LINE}, press Port in my number, then Verify (the number and ZIP code 60601 are filled in): “Good News! Your number is eligible for port-in” opens`,
    'eligible.continue': 'In “Good News! Your number is eligible for port-in”, press Continue',
    'portIn.edit': 'Press Edit details on the line (Let’s port in your number opens, prefilled)',
    'portIn.resubmit': 'Press Re-submit on the line (Re-submit port-in opens, prefilled)',
    'form.submit': (_, state) =>
      (state?.context as { mode?: string } | undefined)?.mode === 'resubmit' ? 'Press Re-submit' : 'Press Save',
  },
  linesPage: {
    'line.nickname': 'Press Add nickname on a line',
    'line.showQrCode': (event) => `Press Show eSIM QR code on the line ${quoted(event.lineId)}`,
    'line.quickSimCheck': 'Press Quick SIM check on the line',
    'line.portIn': 'Press Port in my number on the line',
    'line.editPortIn': 'Press Edit details on the line',
    'line.resubmitPortIn': 'Press Re-submit on the line',
    'sim.checked': (event) => `In Quick SIM check, type ${quoted(event.simNumber)} in SIM number, press Check, then Next`,
    'number.eligible': 'In Can your number move to Ring Mobile?, press Verify (the number is eligible)',
    'portIn.detailsSaved': 'In Let’s port in your number, type the old carrier details and press Save',
    'portIn.ended': 'Start the port-in (or let it fail to start) from Let’s port in your number',
    'lines.changed': 'Save a change in a line’s dialog (the lines load again)',
  },
  simActivation: {
    'form.submit': 'Press Activate SIM',
    'kit.refresh': (_, state) => (inState(state, 'failed') ? 'Press Try again' : 'Press Check again'),
  },
  esimReinstall: { confirm: 'Press Reinstall eSIM in the confirmation', close: 'Press Done' },
  esimQr: { 'dialog.open': 'Press Show eSIM QR code on an eSIM line', 'dialog.close': 'Press Close' },
  receiptDownload: { 'receipt.download': 'Press Download receipt in Payment Details' },
  twoStep: {
    'twoStep.start': 'Press Turn on two-step sign-in',
    'twoStep.turnOff': 'Press Turn off',
    'twoStep.retry': 'Press Try again',
    'codes.regenerate': 'Press New recovery codes',
    'codes.saved': 'Press I saved my codes',
    'code.change': (event, state, rest) => codeTyped(event, rest, inState(state, 'scanning') ? '6-digit code from the app' : 'Code'),
    'code.submit': (_, state) => (inState(state, 'scanning') ? 'Press Turn on' : 'Press Confirm'),
    close: 'Press Cancel',
    'dialog.close': 'Press Cancel',
  },
  secondStepSignIn: {
    'code.change': (event, _, rest) => codeTyped(event, rest, 'Code from your authenticator app'),
    'code.submit': 'Press Verify',
  },
  stepUp: {
    'method.choose': (event) => STEP_UP_METHODS[String(event.method)] ?? `Press Use ${quoted(event.method)}`,
    'secret.change': (event, state, rest) =>
      (state?.context as { method?: string } | undefined)?.method === 'code'
        ? codeTyped(event, rest, 'Code from your authenticator app')
        : event.value
          ? `Type ${quoted(event.value)} in Password`
          : 'Clear Password',
    'stepUp.submit': 'Press Confirm',
    'stepUp.cancel': 'Press Cancel',
  },
  passkeys: {
    'passkey.add': 'Press Add a passkey, then finish the browser’s passkey prompt',
    'passkey.rename': (event, state) => `Press Rename on the passkey ${passkeyName(state, event.id)}`,
    'passkey.remove': (event, state) => `Press Remove on the passkey ${passkeyName(state, event.id)}`,
    'name.change': (event) =>
      String(event.value ?? '').trim()
        ? `Type ${quoted(event.value)} in Name`
        : `Type ${JSON.stringify(event.value)} (spaces only) in Name`,
    'name.submit': 'Press Save',
    'removal.confirm': 'Press Remove passkey',
    'passkeys.retry': 'Press Try again',
    close: 'Press Cancel',
  },
  passkeySignIn: { 'passkey.start': 'Press Sign in with a passkey, then choose the passkey in the browser’s prompt' },
  numberLock: {
    'lock.turnOn': (event) => `Turn the ${LOCK_LABELS[String(event.lock)] ?? quoted(event.lock)} switch on`,
    'lock.turnOff': (event) => `Turn the ${LOCK_LABELS[String(event.lock)] ?? quoted(event.lock)} switch off`,
    'transfer.open': 'Press Transfer my number',
    'transfer.confirm': 'Press Get my transfer PIN',
    'security.retry': 'Press Try again',
    close: (_, state) => (inState(state, 'showingPin') ? 'Press Done' : 'Press Cancel'),
  },
  securityPage: {
    'others.signOut': 'Press Sign out everywhere else',
    'others.confirm': 'Press Sign out everywhere else in the confirmation',
    'security.retry': 'Press Try again',
    close: 'Press Cancel',
  },
  familyPage: {
    'family.retry': 'Press Try again',
    'group.start': 'Press Make this a group account',
    'groupName.change': (event) => (event.value ? `Type ${quoted(event.value)} in Group name` : 'Clear Group name'),
    'groupName.submit': 'Press Make it a group',
    'invite.open': 'Press Invite someone',
    'invite.resend': (event, state) => `Press Resend on the invitation to ${inviteeName(state, event.inviteId)}`,
    'invite.revoke': (event, state) => `Press Withdraw on the invitation to ${inviteeName(state, event.inviteId)}`,
    'role.set': (event, state) => `Press Make ${String(event.role)} on ${memberName(state, event.memberId)}`,
    'member.remove': (event, state) => `Press Remove from group on ${memberName(state, event.memberId)}`,
    'group.leave': 'Press Leave the group',
    'group.close': 'Press Close the group',
    'request.open': 'Press Ask for an add-on or a plan on your line',
    'request.decide': (event) => (event.approve ? 'Press Approve on the waiting request' : 'Press Decline on the waiting request'),
    'transfer.open': 'Press Transfer ownership',
    'newOwner.choose': (event, state) => `Choose ${memberName(state, event.memberId)} as the new owner`,
    'transfer.submit': 'Press Offer ownership',
    'transfer.accept': 'Press Accept ownership',
    'transfer.cancel': 'Press Withdraw the offer',
    confirm: (_, state) =>
      inState(state, 'confirmingRevoke')
        ? 'Press Withdraw in the confirmation'
        : inState(state, 'confirmingRemoval')
          ? 'Press Remove in the confirmation'
          : inState(state, 'confirmingLeave')
            ? 'Press Leave the group in the confirmation'
            : 'Press Close the group in the confirmation',
    close: 'Press Cancel',
  },
  familyInvite: {
    'field.change': (event) =>
      event.field === 'kind'
        ? `Choose ${event.value === 'moveLine' ? 'Their Ring line' : 'A new line'}`
        : event.field === 'role'
          ? `Choose ${event.value === 'manager' ? 'Manager' : 'Member'} in Role`
          : event.value
            ? `Type ${quoted(event.value)} in ${event.field === 'name' ? 'Their name' : event.field === 'email' ? 'Their email address' : label(String(event.field))}`
            : `Clear ${label(String(event.field))}`,
    'form.submit': 'Press Send invitation',
    'plans.retry': 'Press Try again',
    close: 'Press Cancel',
  },
  familyRequest: {
    'kind.choose': (event) => `Choose ${event.kind === 'addOn' ? 'An add-on' : 'A plan change'}`,
    'item.choose': (event, state) => `Choose ${requestItemName(state, event.itemId)}`,
    'request.submit': 'Press Send request',
    'options.retry': 'Press Try again',
    close: 'Press Cancel',
  },
  familyJoin: {
    'invite.accept': (_, state) => (inState(state, 'declined') ? 'Press Try again' : 'Press Accept and join'),
    'preview.retry': 'Press Try again',
  },
}

type Named = { memberId?: string; inviteId?: string; name?: string; email?: string }
/** A group's member or invitee by id, as the Family page names them (from the flow's context). */
const familyGroup = (state?: AnyMachineSnapshot) =>
  (state?.context as { group?: { members: Named[]; invites: Named[] } | null } | undefined)?.group
const memberName = (state: AnyMachineSnapshot | undefined, id: unknown) =>
  familyGroup(state)?.members.find((member) => member.memberId === id)?.name ?? quoted(id)
const inviteeName = (state: AnyMachineSnapshot | undefined, id: unknown) =>
  familyGroup(state)?.invites.find((invite) => invite.inviteId === id)?.name ?? quoted(id)
/** An add-on or plan of a member's request, by the name the dialog shows. */
const requestItemName = (state: AnyMachineSnapshot | undefined, id: unknown) => {
  const options = (
    state?.context as { options?: { addOns: { addOnId: string; name: string }[]; plans: { planId: string; name: string }[] } | null }
  )?.options
  return (
    options?.addOns.find((offer) => offer.addOnId === id)?.name ?? options?.plans.find((plan) => plan.planId === id)?.name ?? quoted(id)
  )
}
const SECURITY = 'docs/decisions/0031-account-security.md'
const EXTRAS = 'docs/decisions/0032-add-ons-alerts-new-phone.md'

/** The family group the Family page first reads on a path, as its answer holds it. */
type FirstGroup = { role: string; members: unknown[]; invites: unknown[]; pendingTransfer: unknown } | null | undefined
const firstGroup = (events: AnyEvent[]): FirstGroup =>
  (events.find((event) => event.type === 'xstate.done.actor.loadFamily')?.output as { group?: FirstGroup } | undefined)?.group
/** The invitation preview the join page first reads on a path. */
const joinPreview = (events: AnyEvent[]) =>
  events.find((event) => event.type === 'xstate.done.actor.loadPreview')?.output as { kind?: string; lines?: unknown[] } | undefined

/** Making a group on /account/family, as a tester does it. */
const MAKE_GROUP = (name: string) =>
  `on /account/family press Make this a group account, type ${name} in Group name and press Make it a group`
/** Another customer for a family set-up: registered, with a card saved, signed in in a private window. */
const OTHER_CUSTOMER = (name: string) =>
  `in a private window register ${name} at /register with a new address, and on /dashboard/payment press Add a card and save 4242 4242 4242 4242 (12/30, 123)`
/** The owner invites someone from /account/family ("Confirm it's you" asks when the sign-in was more than 10 minutes ago). */
const INVITE = (who: string, address: string, kind: 'a new line' | 'their line') =>
  `press Invite someone, choose ${kind === 'a new line' ? 'A new line and Starter' : 'Their Ring line'}, type ${who} in Their name and ${address} in Their email address, and press Send invitation (if “Confirm it’s you” asks first, type the password and press Confirm)`
/** Accepting an invitation as the one it was sent to. */
const ACCEPT = (who: string) =>
  `as ${who}, open the link of the newest invitation email to their address in /dev/outbox.json and press Accept and join`

/** How the demo customer's group is made for the Family page's paths, by what the page first reads. */
function familyStart(events: AnyEvent[]) {
  const group = firstGroup(events)
  if (group === undefined) return ''
  if (group === null)
    return 'in no group (on a fresh DATA_DIR, or after leaving the group, or removing every member and pressing Close the group)'
  if (group.role === 'member')
    return [
      'a member of Alex’s group, with a request of theirs waiting and ownership offered to them:',
      `${OTHER_CUSTOMER('Alex')}; as Alex ${MAKE_GROUP('Alex and co')}, then ${INVITE('Dana Reyes', 'demo@ringmobile.example', 'their line')};`,
      `${ACCEPT('the demo customer')}; on /account/family press Ask for an add-on or a plan on your line, choose An add-on and 3 GB data and press Send request;`,
      'as Alex press Transfer ownership, choose Dana Reyes, press Offer ownership (type Alex’s password in “Confirm it’s you” if asked)',
    ].join(' ')
  if (group.members.length <= 1) return `the owner of a group with nobody else in it: ${MAKE_GROUP('The Reyes family')}`
  return [
    'the owner of a group with Sam in it, Sam’s request waiting and an invitation to Kim waiting:',
    `${MAKE_GROUP('The Reyes family')}; ${OTHER_CUSTOMER('Sam')}; as the demo customer ${INVITE('Sam', 'Sam’s address', 'a new line')};`,
    `${ACCEPT('Sam')}, then on /account/family press Ask for an add-on or a plan on Sam’s line, choose An add-on and 3 GB data and press Send request;`,
    `as the demo customer ${INVITE('Kim', 'kim@example.com', 'a new line')}`,
  ].join(' ')
}

/** How the invitation the join page opens is made, by what it first reads. */
function joinStart(events: AnyEvent[]) {
  const preview = joinPreview(events)
  const owner = `${OTHER_CUSTOMER('Dana Reyes')}; as Dana ${MAKE_GROUP('The Reyes family')}`
  if (preview?.kind === 'moveLine' && preview.lines?.length === 0)
    return `${owner}; in another private window register Kim at /register with a new address and buy no line; as Dana ${INVITE('Kim', 'Kim’s address', 'their line')}; open the link signed in as Kim`
  if (preview?.kind === 'moveLine')
    return `the demo customer in no group; ${owner}, then ${INVITE('Sam', 'demo@ringmobile.example', 'their line')}; open the link signed in as the demo customer (every line of theirs joins)`
  return `the demo customer in no group; ${owner}, then ${INVITE('Sam', 'demo@ringmobile.example', 'a new line')}; open the link signed in as the demo customer`
}

/**
 * Where each flow starts, whether the tester signs in first (demo@ringmobile.example / Demo#2026, or whom a function
 * of the path's events names), its SPEC part.
 */
const FLOW_PAGES: Record<string, FlowPage> = {
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
  changePassword: { page: '/dashboard/setting → Change password', signedIn: true, spec: '§4 Password dialog, §5' },
  contact: { page: '/contact-us', spec: '§2 Routes, §5' },
  paymentResult: {
    page: '/stripe-response (where the payment page sends the browser back)',
    signedIn: true,
    spec: '§4 After payment success',
  },
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
  portIn: { page: '/dashboard/plans', signedIn: true, spec: '§4 Port-in dialog modes' },
  linesPage: { page: '/dashboard/plans', signedIn: true, spec: '§2 Dialogs, §4' },
  simActivation: { page: '/dashboard/plans → a delivered SIM card’s line', signedIn: true, spec: '§2 Routes' },
  esimReinstall: { page: '/dashboard/plans → Reinstall eSIM on an active eSIM line', signedIn: true, spec: '§2 Dialogs' },
  esimQr: { page: '/dashboard/plans → Show eSIM QR code', signedIn: true, spec: '§2 Dialogs' },
  receiptDownload: { page: '/dashboard/payment → View → Download receipt', signedIn: true, spec: '§2 Payment page' },
  addOns: { page: '/dashboard/lines/line-demo-esim (Add-ons)', signedIn: true, spec: `§2 Routes; ${EXTRAS}` },
  switchPhone: { page: '/dashboard/lines/line-demo-esim (Your phone)', signedIn: true, spec: `§2 Routes; ${EXTRAS}` },
  notifications: { page: '/dashboard/notifications', signedIn: true, spec: `§2 Routes; ${EXTRAS}` },
  unsubscribe: {
    page: '/unsubscribe?token=… (the link at the foot of a notice email in /dev/outbox)',
    spec: `§2 Routes; ${EXTRAS}`,
  },
  twoStep: {
    page: '/dashboard/setting (Two-step sign-in, off as the demo account is seeded: a run that leaves it on is undone with Turn off)',
    signedIn: true,
    spec: `§2 Routes; ${SECURITY}`,
  },
  passkeys: {
    page: '/dashboard/setting (Passkeys), in Chromium with a virtual authenticator (DevTools → More tools → WebAuthn → Add)',
    signedIn: true,
    spec: `§2 Routes; ${SECURITY}`,
  },
  stepUp: {
    page: `/dashboard/setting → Remove on a passkey → Remove passkey (Confirm it's you asks only after curl -X POST localhost:8787/dev/security/forget-proofs -H 'content-type: application/json' -d '{"email":"demo@ringmobile.example"}')`,
    signedIn: true,
    spec: `§2 Routes; ${SECURITY}`,
  },
  numberLock: { page: '/dashboard/lines/line-demo-esim (Number lock)', signedIn: true, spec: `§2 Routes; ${SECURITY}` },
  securityPage: { page: '/dashboard/security', signedIn: true, spec: `§2 Routes; ${SECURITY}` },
  passkeySignIn: {
    page: '/login, signed out, in Chromium with a virtual authenticator holding a passkey of demo@ringmobile.example (added in /dashboard/setting)',
    spec: `§2 Routes; ${SECURITY}`,
  },
  secondStepSignIn: {
    page: '/login-with-password as demo@ringmobile.example (password Demo#2026) with two-step sign-in on (turned on in /dashboard/setting, see twoStep), after Sign in',
    spec: `§2 Routes; ${SECURITY}`,
  },
  familyPage: {
    page: '/account/family (My Account → Family)',
    signedIn: true,
    spec: '§2 Routes; docs/decisions/0034-family-accounts.md',
  },
  familyInvite: {
    page: `/account/family → Invite someone, as the owner of a group (${MAKE_GROUP('The Reyes family')} first)`,
    signedIn: true,
    spec: '§2 Dialogs; docs/decisions/0034-family-accounts.md',
  },
  familyRequest: {
    page: '/account/family → Ask for an add-on or a plan on your line, as a member of a group',
    signedIn: true,
    spec: '§2 Dialogs; docs/decisions/0034-family-accounts.md',
  },
  familyJoin: {
    page: '/account/family/join?token=… (the link of the newest invitation email to the invited address in /dev/outbox.json)',
    // An invitee with no line cannot be the demo customer, who has lines: a customer registered for it.
    signedIn: (events) =>
      joinPreview(events)?.kind === 'moveLine' && joinPreview(events)?.lines?.length === 0
        ? `Kim, the invitee: a customer registered at /register with a new address and no line (buy none), not the demo customer`
        : 'the demo customer demo@ringmobile.example (password Demo#2026, from /login), the invited address',
    spec: '§2 Routes; docs/decisions/0034-family-accounts.md',
  },
}

const HOSTED_CARD = (number: string) =>
  `type Dana Whitfield in Card holder name, ${number} in Card number, 12/30 in Expiry (MM/YY) and 123 in CVV`
/** What the payment page is told, by the answer the result page then gets (the test cards it lists). */
const HOSTED_OUTCOME: Record<string, string> = {
  succeeded: HOSTED_CARD('4242 4242 4242 4242'),
  failed: `${HOSTED_CARD('4000 0000 0000 0002')} (a card it declines)`,
}
/** The payment page's outcome a path's first answer stands for (a failed check is armed and needs a paid one). */
function hostedOutcome(events: AnyEvent[]) {
  const first = events.find((event) => /^xstate\.(done|error)\.actor\.getPaymentSession$/.test(event.type))
  return (first?.output as { status?: string } | undefined)?.status ?? 'succeeded'
}
const BACK_TO_RESULT = 'it sends the browser back to /stripe-response'
const TO_REVIEW =
  'on /cart/checkout with a plan in the cart, take a new number (ZIP code 60601), IMEI 356938035643809 and eSIM up to Review and pay'

/** A support agent's assisted session for the demo customer (decision 0031), in a new private window. */
const AS_AGENT =
  'run npm run crm-token -- demo@ringmobile.example and open the /crm-login link it prints in a new private window (an assisted session)'

/**
 * How a tester makes a flow's starting situation (a sample's input) on the running app, by the input's name; a name
 * not here is only named. A function reads the path's events, where the same start leads to different answers.
 */
const STARTS: Record<string, Record<string, string | ((events: AnyEvent[]) => string)>> = {
  familyPage: {
    dana: (events) => `the demo customer ${familyStart(events)}`.trim(),
    'the support agent (an assisted session)': (events) => `${`the demo customer ${familyStart(events)}`.trim()}; then ${AS_AGENT}`,
  },
  familyRequest: {
    line1: `the demo customer is a member of Alex’s group: ${OTHER_CUSTOMER('Alex')}; as Alex ${MAKE_GROUP('Alex and co')}, then ${INVITE('Dana Reyes', 'demo@ringmobile.example', 'their line')}; ${ACCEPT('the demo customer')}`,
  },
  familyJoin: {
    link: joinStart,
    damaged: 'no invitation is needed: open /account/family/join?token=abc typed in the address bar',
    'the support agent (an assisted session)': (events) =>
      `${joinStart(events).replace(/; open the link signed in as the demo customer.*$/, '')}; then ${AS_AGENT}, and open the invitation's link in that window`,
  },
  passwordSignIn: {
    'email carried over': 'on /login, type demo@ringmobile.example in Email address and press Continue with password',
  },
  codeRequest: {
    'email carried over': 'on /login, type demo@ringmobile.example in Email address and press Email me a sign-in code',
  },
  otpSignIn: {
    'code just sent':
      'on /login, type demo@ringmobile.example in Email address, press Email me a sign-in code, then Email me a sign-in code again on /login-without-password: /otp-login opens',
    'no email': 'open /otp-login typed in the address bar',
  },
  addOns: {
    'the customer opens one of their lines': (events) => {
      const first = events.find((event) => event.type === 'xstate.done.actor.loadAddOns')
      const bought = ((first?.output as { addOns?: { addOns?: { name: string; kind: string }[] } } | undefined)?.addOns?.addOns ?? [])
        .filter((addOn) => addOn.kind === 'travel')
        .map((addOn) => addOn.name)
      return bought.length
        ? `with ${bought.join(' and ')} bought for a later day first: under Travel pass press Buy on it, type a day after today in First day and press Pay`
        : ''
    },
  },
  twoStep: {
    // The demo account is seeded with two-step sign-in off; a path that finds it on needs it turned on first.
    default: (events) =>
      (events.find((event) => event.type === 'xstate.done.actor.loadTwoStep')?.output as { enabled?: boolean } | undefined)?.enabled
        ? `two-step sign-in turned on first: press Turn on two-step sign-in, type the code of ${TOTP_CODE} in 6-digit code from the app, press Turn on, then I saved my codes`
        : '',
  },
  numberLock: {
    // The demo line is seeded with both locks on; an active transfer PIN is what turns the port-out lock off.
    'a line of the customer': (events) => {
      const first = events.find((event) => event.type === 'xstate.done.actor.loadLineSecurity')?.output as
        { portOutLocked?: boolean; transferPinExpiresAt?: string | null } | undefined
      return first && !first.portOutLocked && first.transferPinExpiresAt
        ? 'with a transfer PIN made first, which turns the Port-out lock off: press Transfer my number, Get my transfer PIN, then Done'
        : ''
    },
  },
  switchPhone: {
    // The demo line is seeded with its SIM change lock on, which refuses every switch.
    'the customer opens one of their lines': (events) =>
      events.some((event) => event.type === 'xstate.done.actor.switchPhone')
        ? "with the line's SIM change lock off first: under Number lock turn the SIM change lock switch off and confirm it's you with the password Demo#2026 (turn it on again after the run)"
        : '',
  },
  checkout: {
    // WELCOME10 is for a first order: once the demo customer has paid a checkout, the server refuses it.
    'Unlimited in the cart': (events) =>
      `on /shop, press Choose on Unlimited, then Checkout in the notice that says it is in your cart${
        events.some(
          (event) => event.type === 'xstate.done.actor.getQuote' && (event.output as { promoCode?: unknown } | undefined)?.promoCode,
        )
          ? '; the demo customer has paid no checkout yet (WELCOME10 is for a first order only: start the app on a fresh DATA_DIR, or run this before any scenario that pays)'
          : ''
      }`,
  },
  paymentResult: {
    'back from paying at checkout': (events) =>
      hostedOutcome(events) === 'pending'
        ? `${TO_REVIEW}, choose A new card under Pay with and press Pay; leave the payment page unpaid: type localhost:8787/stripe-response in the same tab`
        : `${TO_REVIEW}, choose A new card under Pay with and press Pay; on the payment page ${HOSTED_OUTCOME[hostedOutcome(events)] ?? HOSTED_OUTCOME.succeeded} and press Pay: ${BACK_TO_RESULT}`,
    'back from saving a card': (events) =>
      hostedOutcome(events) === 'pending'
        ? 'on /dashboard/payment press Add a card; leave the card-saving page: type localhost:8787/stripe-response in the same tab'
        : `on /dashboard/payment press Add a card; on the card-saving page ${HOSTED_OUTCOME[hostedOutcome(events)] ?? HOSTED_OUTCOME.succeeded} and press Save card: ${BACK_TO_RESULT}`,
    'no marker stored': 'open /stripe-response typed in the address bar of a new private window, after signing in there',
  },
}

/** The precondition line of a path's starting situation: its name, and how to make it where the table says. */
export function startingSituation(flow: string, inputName: string, events: AnyEvent[]): string | undefined {
  const how = STARTS[flow]?.[inputName]
  const text = typeof how === 'function' ? how(events) : how
  if (inputName === 'default') return text ? `Starting situation: ${text}` : undefined
  return `Starting situation: ${inputName}${text ? ` (${text})` : ''}`
}

/** Makes the server forget the demo customer's recent proofs, so that "Confirm it's you" asks (outside production). */
const FORGET_PROOFS = `curl -X POST localhost:8787/dev/security/forget-proofs -H 'content-type: application/json' -d '{"email":"demo@ringmobile.example"}'`

/**
 * "Confirm it's you" (the stepUp child) as a tester meets it. A session proven in the last 10 minutes (the sign-in
 * does) is not asked, so a proof the path refuses needs the proofs forgotten first, and the customer cancels the
 * dialog; once forgotten, the next proof the path takes is given with the password. `fresh` is whether the session
 * has a recent proof before this answer; the answer says what the step adds and what it leaves.
 */
export function stepUpAnswer(event: AnyEvent, fresh: boolean): { add?: string; how?: string; fresh: boolean } {
  if (event.type !== 'xstate.done.actor.stepUp') return { fresh }
  if ((event.output as { proven?: boolean } | undefined)?.proven === false)
    return { add: "then press Cancel in “Confirm it's you”", how: `forget the recent proofs with ${FORGET_PROOFS}`, fresh: false }
  if (fresh) return { fresh }
  return { add: "then in “Confirm it's you” type Demo#2026 in Password and press Confirm", fresh: true }
}

/** A flow's page; a flow without one here has none (the catalogue test lists it). */
interface FlowPage {
  page: string
  /** The tester signs in first: as the demo customer (true), or as whom the function names for the path's events. */
  signedIn?: boolean | ((events: AnyEvent[]) => string)
  spec: string
}

export function flowPage(id: string): Partial<FlowPage> & { spec: string } {
  return FLOW_PAGES[id] ?? { spec: '§4' }
}

/** Whom a path's tester signs in as, or null when they stay signed out. */
export function signedInAs(id: string, events: AnyEvent[]): string | null {
  const signedIn = flowPage(id).signedIn
  if (!signedIn) return null
  return typeof signedIn === 'function' ? signedIn(events) : 'the demo customer demo@ringmobile.example (password Demo#2026, from /login)'
}

const words = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[._]/g, ' ')
    .toLowerCase()
/** A field a flow labels otherwise than FIELD_LABELS (the same key on another form). */
const FLOW_FIELD_LABELS: Record<string, Record<string, string>> = {
  checkout: { yourNumber: 'Your current number' },
  otpSignIn: { otp: 'Sign-in code' },
}
const label = (field: string, flow?: string) =>
  (flow && FLOW_FIELD_LABELS[flow]?.[field]) ?? FIELD_LABELS[field] ?? words(field).replace(/^./, (c) => c.toUpperCase())
const quoted = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))

const DAY_MS = 86_400_000
/**
 * A date a tester types, told from today by the simulator's clock (GET /dev/carrier/clock), as the server checks it:
 * a fixed calendar date in the catalogue is in the past some day and then refused.
 */
function dayFromToday(value: string, today: string | undefined) {
  if (!today || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return quoted(value)
  const days = Math.round((Date.parse(`${value}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS)
  const when =
    days === 0 ? 'today' : `the day ${Math.abs(days)} day${Math.abs(days) === 1 ? '' : 's'} ${days > 0 ? 'after' : 'before'} today`
  return `${when} by the simulator's clock (${value} when today is ${today})`
}

type AnyEvent = { type: string; [key: string]: unknown }

/** How a tester makes the server give a failure: the dev switch armed with the answer the scenario needs. */
/**
 * The calls whose HTTP method their name does not tell (loadX, readX are reads; the rest change something): /dev/fail-next
 * arms reads and changes apart, so a wrong guess would fail another call than the scenario's.
 */
const READ_ACTORS = new Set(['checkDevice', 'downloadReceipt'])
const CHANGE_ACTORS = new Set(['getQuote'])
const isRead = (actor: string) => READ_ACTORS.has(actor) || (!CHANGE_ACTORS.has(actor) && /^(load|get|read)/.test(actor))
/**
 * The API path (a part of it) of each call a scenario fails, for /dev/fail-next's `path`: a page opened or reloaded
 * reads several things (the profile, /app/users/view, first), and a change behind "Confirm it's you" follows the
 * proof's own POST /app/security/step-up; armed without a path, the failure hits whichever call comes first, not the
 * flow's. Each part is contained in its call's path only, or in the first of the page's calls it is in.
 */
const CALL_PATHS: Record<string, string> = {
  loadFamily: '/app/family',
  loadPreview: '/family/invites/preview',
  loadPlans: '/app/plans',
  loadOptions: '/add-ons',
  sendInvite: '/family/invites',
  sendRequest: '/family/requests',
  acceptInvite: '/family/invites/accept',
  startSetup: '/two-step/setup',
  enableTwoStep: '/two-step/enable',
  disableTwoStep: '/two-step/disable',
  newRecoveryCodes: '/two-step/recovery-codes',
  setLineLocks: '/locks',
  issueTransferPin: '/transfer-pin',
  reinstallEsim: '/esim/reinstall',
  getPaymentSession: '/payments/session/',
  loadCards: '/payments/cards',
  loadKit: '/sim',
  loadLineCare: '/line-care/lines/',
  loadLineSecurity: '/security',
  loadLines: '/users/subscriptions',
  loadOldService: '/old-service',
  loadOverview: '/security',
  loadPasskeys: '/security/passkeys',
  loadPlanChange: '/plan-change',
  loadProfile: '/users/view',
  loadSettings: '/notifications',
  loadSwitch: '/switch',
  loadTransactions: '/payments/transactions',
  loadTwoStep: '/security/two-step',
  loadUsage: '/usage',
  loadAddOns: '/add-ons',
  readLink: '/notifications/unsubscribe',
  checkDevice: '/devices/compatibility',
  downloadReceipt: '/receipt',
}
/** A text inside a shell's single quotes: each ' closes the quotes, writes \' and opens them again. */
const shellQuoted = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`

/** Failures the carrier simulator gives by itself for what the scenario types (server/carrier/simulator.ts): no switch. */
const SIMULATED: Record<string, string> = {
  'checkDevice:422': 'nothing to arm: the carrier simulator refuses the IMEI typed (it fails the Luhn check)',
  'checkPhone:422':
    'nothing to arm: the carrier simulator refuses the IMEI typed (01… works on no network here; one failing the Luhn check is not an IMEI)',
  'enableTwoStep:422': "nothing to arm: the server refuses a code that is not the authenticator's (server/routes/security)",
}

/** Failures the browser gives by itself, by the code the app gives them (src/api/passkeys.ts): no switch, no going offline. */
const IN_THE_BROWSER: Record<string, string> = {
  passkey_prompt: "nothing to arm: cancel the browser's passkey prompt when it opens",
  passkey_autofill_unsupported:
    "nothing to arm: use a browser that does not offer passkeys among the email field's suggestions (the step is then silent)",
}

function failureHow(
  actor: string,
  error: { status?: number; message?: string; code?: string; errors?: unknown; retryAfter?: number },
): string {
  const simulated = SIMULATED[`${actor}:${error.status}`]
  if (simulated) return simulated
  const inTheBrowser = !error.status && error.code ? IN_THE_BROWSER[error.code] : undefined
  if (inTheBrowser) return inTheBrowser
  // No answer at all (status 0): the page shows the same message for a 503 that carries it, armed before the step.
  const body: Record<string, unknown> = { status: error.status || 503 }
  if (error.message) body.message = error.message
  if (error.code) body.code = error.code
  if (error.errors) body.errors = error.errors
  // The wait the page then counts is the answer's Retry-After (60 s unless armed): the one the message words.
  if (error.status === 429 && error.retryAfter) body.retryAfterSeconds = error.retryAfter
  if (isRead(actor)) body.reads = true
  if (CALL_PATHS[actor]) body.path = CALL_PATHS[actor]
  return `arm the failure with curl -X POST localhost:8787/dev/fail-next -H 'content-type: application/json' -d ${shellQuoted(JSON.stringify(body))}`
}

/**
 * Whether the server gives this answer by itself, nothing armed: a success, or a refusal of what was typed (the
 * simulator's, the browser's). An armed failure comes once; a call made again gets the server's own answer.
 */
export function answeredByItself(machine: AnyStateMachine, event: AnyEvent): boolean {
  if (/^xstate\.done\.actor\./.test(event.type)) return true
  const how = stepOnPage(machine, event).how
  return how !== undefined && how.startsWith('nothing to arm')
}

/**
 * Delays the server's answer times (its Retry-After, as armed with `retryAfterSeconds`): the wait is the one this
 * scenario's answer sets, read from the state, not the delay's usual length.
 */
const SERVER_TIMED = new Set(['retryDelay'])

/**
 * Events the page sends by itself as a step opens (checkout's shipping step, filled from the profile address at once):
 * part of the step that opened it, like a server's answer.
 */
const PAGE_SENT: Record<string, string[]> = { checkout: ['shipping.prefill'] }

/** A delay shorter than this passes within the step that started it: a person sees only where it ends. */
const SEEN_DELAY_MS = 1000

/** A named delay's length: the usual one, or for a server-timed one what this state's context gives (whole seconds). */
function delayOf(machine: AnyStateMachine, name: string, state: AnyMachineSnapshot | undefined) {
  const delay = (machine.implementations.delays as Record<string, unknown>)[name]
  if (!SERVER_TIMED.has(name) || typeof delay !== 'function' || !state) return delayLength(machine, name)
  const ms = Number((delay as (args: { context: unknown }) => number)({ context: state.context }))
  return Number.isFinite(ms) && ms > 0 ? Math.round(ms / 1000) * 1000 : delayLength(machine, name)
}

/** What a machine event is to a tester: something to do, a server's answer (or short delay) inside that step, or a wait. */
type StepKind = 'customer' | 'answer' | 'wait'

export interface StepOnPage {
  action: string
  /** How to make the server give this answer (a failure armed before the step that makes the call). */
  how?: string
  kind: StepKind
  /** Written from the event's name: no table says which control it is (the catalogue test refuses it). */
  fromName?: boolean
}

/**
 * One event of a scenario in a tester's words, and a precondition it needs (how to get a server's failure). `state` is
 * the snapshot the event is sent to (the same event is a different button on another step of a flow); `rest` is the
 * path after it (a code typed is the authenticator's when the server takes it).
 */
export function stepOnPage(machine: AnyStateMachine, event: AnyEvent, state?: AnyMachineSnapshot, rest: AnyEvent[] = []): StepOnPage {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type)
  if (done) return { action: '', kind: 'answer' }
  const failed = /^xstate\.error\.actor\.(.+)$/.exec(event.type)
  if (failed) {
    const error = (event.error ?? {}) as { status?: number; message?: string; code?: string; errors?: unknown }
    return { action: '', how: failureHow(failed[1]!, error), kind: 'answer' }
  }
  const after = /^xstate\.after\.([^.]+)\./.exec(event.type)
  if (after) {
    const ms = /^\d+$/.test(after[1]!) ? Number(after[1]) : delayOf(machine, after[1]!, state)
    if (ms < SEEN_DELAY_MS) return { action: '', kind: 'answer' }
    const seconds = ms / 1000
    const length = seconds >= 120 ? `${seconds / 60} minutes` : `${seconds} seconds`
    return { action: `Wait ${length}, touching nothing`, kind: 'wait' }
  }
  if (PAGE_SENT[machine.id]?.includes(event.type)) return { action: '', kind: 'answer' }
  const own = FLOW_ACTIONS[machine.id]?.[event.type]
  if (own) return { action: typeof own === 'string' ? own : own(event, state, rest), kind: 'customer' }
  if (event.type === 'field.change') {
    const field = String(event.field)
    const name = label(field, machine.id)
    if (typeof event.value === 'boolean') return { action: `${event.value ? 'Tick' : 'Untick'} ${name}`, kind: 'customer' }
    if (event.value === '' || event.value === undefined) return { action: `Clear ${name}`, kind: 'customer' }
    return { action: `Type ${quoted(event.value)} in ${name}`, kind: 'customer' }
  }
  if (event.type === 'code.change')
    return { action: event.value ? `Type ${quoted(event.value)} in the code boxes` : 'Clear the code boxes', kind: 'customer' }
  const known = EVENT_ACTIONS[event.type]
  if (known) return { action: known, kind: 'customer' }
  const { type, ...data } = event
  const details = Object.entries(data)
    .filter(([, value]) => value !== undefined && typeof value !== 'object')
    .map(([key, value]) => `${words(key)} ${quoted(value)}`)
  return { action: `Choose ${words(type)}${details.length ? ` (${details.join(', ')})` : ''}`, kind: 'customer', fromName: true }
}

/** Field keys of the machines (camelCase) as the forms label them, inside a state's description. */
export function inCustomerWords(text: string): string {
  return text
    .replace(/ \((GET|POST|PUT|PATCH|DELETE) [^)]*\)/g, '')
    .replace(/\b([a-z]+[A-Z][A-Za-z]*)\b/g, (key) => (FIELD_LABELS[key] ? `“${FIELD_LABELS[key]}”` : key))
}

/**
 * The messages the page shows now, exactly as the tests check them, as a tester reads them: the form's message
 * (`Shows “…”`) and each field error under its field's label as the flow's form spells it (`Under ZIP code: “…”`), so
 * the label is never mistaken for part of the message.
 */
export function messagesShown(context: unknown, flow?: string, step?: string): string[] {
  if (!context || typeof context !== 'object') return []
  const onStep = flow && step ? STEP_FIELDS[flow]?.[step] : undefined
  const shown: string[] = []
  for (const [key, value] of Object.entries(context as Record<string, unknown>)) {
    if (
      typeof value === 'string' &&
      value &&
      /error|message|notice/i.test(key) &&
      !(key === 'formError' && flow && NOTIFIED_ONLY.has(flow))
    )
      shown.push(`Shows “${value}”`)
    if (key === 'errors' && value && typeof value === 'object')
      for (const [field, message] of Object.entries(value as Record<string, unknown>))
        if (typeof message === 'string' && message && (!onStep || onStep.includes(field)))
          shown.push(`Under ${label(field, flow)}: “${message}”`)
  }
  return shown
}

/** Flows whose page shows the form's message only in its notification (the contact form has no message of its own). */
const NOTIFIED_ONLY = new Set(['contact'])

/**
 * The fields each step of a multi-step form shows, by its top state: an error of a field on another step (a step gone
 * back from keeps its errors until it is passed again) is not on the page.
 */
const STEP_FIELDS: Record<string, Record<string, string[]>> = {
  checkout: {
    number: ['zipCode', 'yourNumber'],
    device: ['imei'],
    sim: ['simType', 'iccid'],
    shipping: ['companyName', 'addressOne', 'addressTwo', 'city', 'state', 'zipCode', 'country'],
    review: ['promoCode'],
  },
}
