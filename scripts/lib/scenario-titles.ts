/**
 * Hand-written titles of the covering scenarios, one sentence a tester understands, keyed by machine and by the
 * scenario's stable id (`<machine>-<hash of its start and events>`, scripts/lib/scenarios.ts scenarioId): the id stays
 * while the scenario's events stay, whatever else of the machine changes. A scenario without an entry keeps its
 * generated title; `npm run scenarios` lists the entries that match no covering scenario any more (its events
 * changed), so a stale title is rewritten rather than silently lost.
 */
export const scenarioTitles: Record<string, Record<string, string>> = {
  session: {
    'session-203d1a8d': 'Signing in again while signed in loads the new profile',
    'session-9cf28850': 'A stored assisted-sign-in token the server refuses signs the customer out',
    'session-1ecd37a4': 'A call answered 401 while the profile loads signs the customer out',
    'session-24d19a09': 'Server trouble while the profile loads keeps the customer signed in without a profile',
    'session-e83bfc57': 'A token that had already expired still ends in signed out',
    'session-dc4ce626': 'Signing out: the server ends the session',
    'session-abffc3ef': 'Signing out when the server cannot be reached still signs out this device',
    'session-8d81ec6f': 'Signing out everywhere when the server cannot be reached: signed out here, told the others may not be',
    'session-0036e8c4': 'Signing in, then out everywhere: the server ends every session, and the customer is told so',
    'session-5016f51f': 'The customer signs out',
    'session-d5f9258f': 'A call answered 401 while signed in signs the customer out',
    'session-0c33b8de': 'A profile edit makes the profile load again',
  },
  cart: {
    'cart-f3552871': 'Choosing a plan twice keeps one plan in the cart; removing it empties the cart',
    'cart-6b5fe229': 'A cart stored from an earlier visit is emptied after a paid checkout',
  },
  loginEmail: {
    'loginEmail-bbb197f6': 'A valid email continues to sign-in with an emailed code',
    'loginEmail-aec0eb86': 'An invalid email is refused by both ways on; corrected, it continues to sign-in with a password',
  },
  passwordSignIn: {
    'passwordSignIn-e6144e07': 'A too-short password is refused and nothing is sent; the right password then signs the customer in',
    'passwordSignIn-c652aa54':
      'Too many sign-in attempts make the customer wait; when the form comes back, a wrong password is refused with the server’s message',
  },
  codeRequest: {
    'codeRequest-4240f401': 'With the email carried over, the customer asks for a code; it is emailed and the page goes on to code entry',
    'codeRequest-2e32fa2d':
      'An invalid email is refused, then too many codes make the customer wait, and the next try meets server trouble that keeps the email',
  },
  otpSignIn: {
    'otpSignIn-03bbf1f8': 'The right code signs the customer in',
    'otpSignIn-e0bff60c':
      'An expired code: a new one is locked after too many tries and asking again too soon is refused; with the next code, too many attempts make the customer wait, then a wrong code and server trouble keep the page',
    'otpSignIn-c469bd04': 'Without an email the page offers the way back to sign-in',
  },
  register: {
    'register-a4b5f7df': 'Registering with only a first name shows the errors under the other fields and sends nothing',
    'register-7eaa94c1': 'A complete form creates the account',
    'register-3d6afed2':
      'Too many registrations make the customer wait; once the form comes back, the server refuses an email already taken and the message shows under it',
  },
  forgotPassword: {
    'forgotPassword-5791f122':
      'An invalid email is refused; the link is sent, then sending again too soon makes the customer wait, and server trouble keeps the email to try again',
  },
  resetPassword: {
    'resetPassword-76d538ff': 'An expired reset link says so and offers a new one',
    'resetPassword-c97a79ef': 'Saving without the confirmation is refused and sends nothing; once confirmed, the new password is saved',
    'resetPassword-c811a049':
      'Too many attempts make the customer wait; trying again, the server refuses a too common password and the form stays',
    'resetPassword-16879e25': 'Without a token in the address the page offers to send a new link',
  },
  crmSignIn: {
    'crmSignIn-e82b0eb1': 'An agent’s link signs the customer in',
    'crmSignIn-2c76dccb': 'An expired, used or unknown agent link is refused',
    'crmSignIn-16879e25': 'Without a token the page explains it only works from an agent’s link',
  },
  checkout: {
    'checkout-17e5bd52': 'Keeping my number: a number that cannot be moved, and editing its details lets the customer check again',
    'checkout-ff3bcf1a': 'A new number: a phone that does not work on our network is refused; Back returns to the number step',
    'checkout-147abadb':
      'A new card, not to be kept: Back from the review to the SIM choice and on again, then Pay goes on to the hosted payment page',
    'checkout-875722c5':
      'A missing ZIP code, keeping my number without details and a short IMEI are refused; a new number with an eSIM is paid at once with the saved card',
    'checkout-1e697079':
      'Keeping my number: not eligible, then chosen again it can move; an incompatible phone, an IMEI that fails the check digit and Continue without a SIM choice are refused; Back returns to the phone step',
    'checkout-06fd73fe':
      'A SIM card to ship, filled from the profile: a one-letter city is refused; their own SIM card skips shipping, the summary loads only on Try again, a promo code is applied and removed, and Apply with no code changes nothing',
    'checkout-a824c2f3':
      'A SIM card to ship, filled from the profile, is paid with a declined card; back at the review a promo code is refused, then applied, and removing it fails so the discount stays',
  },
  contentPage: {
    'contentPage-ffa9a7b6': 'The content service does not answer; Try again loads the page again',
    'contentPage-f12de380': 'The page’s content loads',
    'contentPage-3dfd4f22': 'The content service has no such page',
  },
  editName: {
    'editName-bbc29b95': 'Saving the name, reopening and cancelling, then a one-letter first name, fixed and refused by the server',
  },
  editAddress: {
    'editAddress-964eaa7b': 'Saving the address, reopening and cancelling, then a short ZIP code, fixed and refused by the server',
  },
  editEmail: {
    'editEmail-f86c0ff6': 'A new code is asked for while the code is checked; the close icon closes the dialog',
    'editEmail-96a54f2c': 'Cancel closes the email dialog and changes nothing',
    'editEmail-7684cde1': 'An invalid email or no current password shows the errors and sends nothing',
    'editEmail-f6abcdc1': 'The server refuses the new email (already taken) and the form stays',
    'editEmail-f1d84322': 'A code shorter than 5 digits is not sent',
    'editEmail-547b3b31': 'Cancel during code entry goes back to the email, as typed',
    'editEmail-5413e7be': 'The right code changes the email: the dialog closes and the profile reloads',
    'editEmail-a96a942e': 'A wrong code is refused and the code boxes empty',
    'editEmail-8eb463fe': 'Asking for a new code too soon is refused; another try is allowed later',
  },
  editPhone: {
    'editPhone-53ab4faa':
      'Saving the phone number after "Confirm it\'s you", reopening and cancelling, then a short number, fixed; a cancelled proof keeps the form; refused by the server, and asked to confirm again when the proof ran out',
  },
  changePassword: {
    'changePassword-7c8bd7b9': 'A wrong current password shows the error dialog; Try again goes back to the three fields as typed',
    'changePassword-074438cc':
      'The password dialog is opened and cancelled; reopened, missing passwords are refused, then the password is changed and Done closes the success dialog',
  },
  contact: {
    'contact-70540c4d': 'A visitor signs in meanwhile and is told the message is missing, sends one, then a second is refused as too many',
  },
  paymentResult: {
    'paymentResult-52af333c': 'Back from a paid checkout: the success dialog leads to the dashboard',
    'paymentResult-0d72e4ed': 'Back from a failed payment: Try again returns to checkout',
    'paymentResult-0933d6ee': 'Server trouble while checking the payment; Try again checks again',
    'paymentResult-6089ef13': 'A payment still pending: Check again asks once more',
    'paymentResult-d1d51090': 'The session ran out while checking the payment: sign in again',
    'paymentResult-64e08ee8': 'The server does not know the payment',
    'paymentResult-4c19fc1b': 'Back from saving a card: the card is saved',
    'paymentResult-8f41e7d4': 'Back from a card page that was abandoned: the card is not saved',
    'paymentResult-e6a7da28': 'No payment to check in this browser',
  },
  savedCards: {
    'savedCards-a75a4d2f': 'The saved cards load, and Add a card goes on to the payment provider’s card-saving page',
    'savedCards-22c0cab7': 'Deleting the only card succeeds, but the list cannot be read again: the page shows no saved cards',
    'savedCards-4131634a': 'Adding a card fails, a delete is cancelled, then making a card primary and deleting one are both refused',
    'savedCards-ab452072':
      'Back from a card not saved, the cards load only on Try again; one is deleted, another made primary, and then none are left',
    'savedCards-2fa4a044': 'Back from saving a card, no cards are on file and the card-saving page cannot be opened',
  },
  orderHistory: {
    'orderHistory-ed5806b0': 'A customer with no orders sees the empty summary',
    'orderHistory-c412e8a0': 'The summary cannot be loaded; Try again loads it again',
    'orderHistory-f90c8cbf':
      'See all and Back, an order’s details on the summary, then See all: an empty month, another fails until Try again, and a failed order’s payment details open and close',
  },
  monthYearPicker: {
    'monthYearPicker-ec2e02a2':
      'A month chosen closes the menu after a moment; reopened, the button and Escape close it from the years and from the months, and the year heading goes back to the year list',
  },
  lines: {
    'lines-04f389ee': 'The lines cannot be loaded; Try again loads them again',
    'lines-91b22b6b': 'The lines load and refresh after a change; a later automatic refresh fails and the list stays as it was',
  },
  lineCare: {
    'lineCare-769e4816': 'A line that is not the customer’s is not found',
    'lineCare-886a3b15':
      'The line cannot be loaded until Try again; suspending it for a lost phone is refused, then goes through; restoring is cancelled once, then fails with server trouble',
    'lineCare-7b2a2065':
      'A renewal is paid, the line suspended for a lost phone and restored, autopay switched off; after a plan change, turning autopay on fails, a payment and a suspension are cancelled, and a renewal payment is declined',
  },
  changePlan: {
    'changePlan-ee5e9811':
      'The plans cannot be loaded; Try again, and the page switches language while they load: they are read in it instead',
    'changePlan-da793801':
      'Each switch of language reads the plans again (a failed read keeps them, a newer switch supersedes); an upgrade goes through, the scheduled change is cancelled, a change is declined and a cancel refused with the server’s message',
  },
  lineUsage: {
    'lineUsage-6562df44': 'The usage cannot be loaded; Try again loads it again',
    'lineUsage-aa5facf5': 'The usage of this period shows as bars, a chart and a table',
  },
  nickname: {
    'nickname-9585bd02':
      'Saving the prefilled nickname, reopening and cancelling, then a blank nickname shows its error and a real one is refused by the server',
  },
  quickSimCheck: {
    'quickSimCheck-20824d74': 'Opening the SIM check and pressing Cancel before anything is checked closes it',
    'quickSimCheck-167558a6': 'Another carrier’s SIM needs a new SIM; Cancel closes the check',
    'quickSimCheck-e0ac4a88': 'A too-short SIM number shows its error; corrected, a SIM of ours is ready and Cancel closes the check',
    'quickSimCheck-dea03283': 'A SIM of ours is ready; an edit resets the result, checked again, and Next opens the port-in details',
    'quickSimCheck-198c717f':
      'Another carrier’s SIM needs a new one; an edit resets the result, checked again, and Next opens the port-in details',
  },
  portInCheck: {
    'portInCheck-424ca13a': 'Opening the eligibility check from a line and pressing Cancel closes it',
    'portInCheck-b1ed1636': 'A line with no number or ZIP code: Verify shows the field errors and sends nothing',
    'portInCheck-b64a6ffe': 'An eligible number closes the check and opens the port-in details',
    'portInCheck-de019341': 'A number that cannot move shows the failure dialog; its close icon closes it',
    'portInCheck-360b7c48': 'A changed number meets server trouble: the default failure dialog shows and its close icon closes it',
    'portInCheck-390f2978':
      'A field is refused, then the number cannot move, then server trouble; each time Try again goes back to the fields',
  },
  portIn: {
    'portIn-0b4ae858': 'An eligible number: closing “Good News!” clears what was stored and changes nothing',
    'portIn-088b7255': 'An eligible number on a SIM of ours: the port-in starts at once',
    'portIn-b7b9cbfa': 'An eligible number with the old carrier details already given: the port-in starts',
    'portIn-4f4ea29c': 'Edit details: typing while the saved PIN loads, then Cancel changes nothing',
    'portIn-88f088b4': 'Re-submit: typing while the saved PIN loads, then Cancel changes nothing',
    'portIn-989e3ad6': 'An eligible number on a SIM of ours: the start is refused and the customer is taken to the dashboard',
    'portIn-98b76356': 'An eligible number with details given: a port-in already under way stops the start; off to the dashboard',
    'portIn-208b7229': 'Giving the old carrier details: a too-short account number without a PIN is refused, then Cancel changes nothing',
    'portIn-d489f4ba': 'Edit details of a port-in under way: the saved PIN loads and Save stores the details',
    'portIn-aff73db1': 'Re-submit of a refused port-in: the saved PIN loads and Re-submit sends it again',
    'portIn-c40da1e0': 'Edit details: the saved PIN loads, but saving cannot reach Ring Mobile and the dialog stays open',
    'portIn-12943dc8': 'An eligible number: a too-short account number without a PIN is refused, then Cancel changes nothing',
    'portIn-3dc62f6b': 'Edit details: the saved PIN cannot be loaded, a too-short account number is refused, then Cancel changes nothing',
    'portIn-09c07556': 'Re-submit: the saved PIN cannot be loaded, a too-short account number is refused, then Cancel changes nothing',
    'portIn-28504051': 'An eligible number with details given: the start refuses a detail, the customer sends again and the port-in starts',
    'portIn-d10c483c': 'The customer gives the old carrier details first; they are stored and the eligibility check follows',
    'portIn-b4b028cf': 'Re-submit: the PIN is refused, then sent again the port-in is no longer waiting; off to the dashboard',
    'portIn-fa2a1350':
      'Giving the old carrier details: saving cannot reach Ring Mobile, then sent again the PIN is refused under the field',
    'portIn-29f412f9': 'An eligible number with details given: a detail is refused twice, then a port-in already under way stops the start',
  },
  linesPage: {
    'linesPage-6c7e2e09': 'A line changed: the list loads again',
    'linesPage-e29ef70b': 'Edit details opens the port-in dialog prefilled',
    'linesPage-f4c5542c': 'Re-submit opens the port-in dialog prefilled',
    'linesPage-969a4166': 'An eligible number: “Good News!” with the checked SIM number and the details held',
    'linesPage-bac369ea': 'The nickname dialog opens for a line',
    'linesPage-8750f98e': 'Port in my number opens the eligibility check, prefilled',
    'linesPage-2309a6ab': 'A port-in started or failed to start: what was held is cleared',
    'linesPage-1af847cd': 'Show eSIM QR code opens the QR code dialog for that line',
  },
  simActivation: {
    'simActivation-466030ed': 'A SIM card on its way; Check again finds it delivered with activation already locked',
    'simActivation-50ade4e1': 'The SIM kit cannot be loaded; Try again finds the SIM card already activated',
    'simActivation-abad8ffb': 'A delivered SIM card: a too-short SIM number is refused, then the right one activates the SIM',
    'simActivation-4ef008a3': 'A delivered SIM card: a wrong SIM number costs a try, and a wrong number on the last try locks activation',
  },
  esimReinstall: {
    'esimReinstall-617dd454':
      'Reinstall eSIM after "Confirm it\'s you" issues a new QR code and Done closes it; cancelled once in the dialog and once at the proof; then refused with the message, and asked to confirm again when the proof ran out',
  },
  esimQr: {
    'esimQr-550e480d': 'Show eSIM QR code opens the QR code, the SM-DP+ address and the activation code; Close closes it',
  },
  receiptDownload: {
    'receiptDownload-15ea96bd':
      'Download receipt saves the PDF; downloading again finds no such receipt, and the message shows so the customer can try again',
  },
  addOns: {
    'addOns-674b1b2b':
      'The add-ons cannot be loaded until Try again; Keep pass closes the cancel dialog, then cancelling a pass that has already started is refused with the reason',
    'addOns-d221835e':
      '3 GB of data is bought with the primary card; another card chosen, then Cancel; a Europe pass from a chosen day is declined, goes through on a second try, and is cancelled and refunded',
  },
  notifications: {
    'notifications-f86b142a': 'The notification settings cannot be loaded; Try again loads them again',
    'notifications-a31a4a2a': 'Data alerts by text turned on are saved; turning the 75 % alert off for a line that is not found is refused',
  },
  unsubscribe: {
    'unsubscribe-39da9ed2': 'Unsubscribe meets an outage and says so; pressed again, the data alert emails are turned off',
    'unsubscribe-4993a3e0': 'The link cannot be checked in an outage; Try again finds a changed link and says it is not valid',
    'unsubscribe-5a16c365': 'A link whose emails are already off says so at once',
  },
  switchPhone: {
    'switchPhone-e7b7f0b8': 'The line’s SIM cannot be read; Try again reads it again',
    'switchPhone-d3551288': 'A SIM-only phone: a SIM card is sent, and once it is activated, reading the line fails',
    'switchPhone-74a0def0':
      'An eSIM phone: the switch to eSIM is refused by the SIM change lock; a SIM card is sent instead, and the line is read again once it is activated',
    'switchPhone-4ab76c5f':
      'An eSIM phone gets a new eSIM; the dialog is opened and cancelled, then a phone that does not work on our network is refused under the IMEI, and a compatible one passes (again after Another phone) before Cancel',
  },
  numberLock: {
    'numberLock-1aaca7fd':
      'The locks cannot be read until Try again; turning the SIM change lock off is not confirmed, the port-out lock of a ported-out number is refused; the transfer dialog is closed once, then getting the PIN asks for the proof again and a line without a number is refused',
    'numberLock-1cb87ef3':
      'The port-out lock goes back on after a fresh proof; a transfer PIN is made and shown once, and Done reads the line again',
  },
  secondStepSignIn: {
    'secondStepSignIn-253f286c': 'After a right password, the right code from the app signs the customer in',
    'secondStepSignIn-3f8538f3':
      'An empty code is refused on the page; a reused code is refused by the server, and a sign-in that took too long sends the customer back to /login',
    'secondStepSignIn-5b802649': 'Opened without a first step, the page asks the customer to sign in again',
    'secondStepSignIn-6d4c2ec6': 'Left open until the ticket runs out, the code page asks the customer to sign in again by itself',
  },
  twoStep: {
    'twoStep-8be671e9':
      'Turning on after "Confirm it\'s you": a wrong first code from the app is refused under the field, the QR code still shown; when the proof ran out meanwhile it is asked again',
    'twoStep-ceb3e2d6':
      'Two-step sign-in cannot be read until Try again; new recovery codes are made and saved, then it is turned off with a current code',
    'twoStep-a5cc6483':
      'Turning two-step sign-in off with a reused code is refused under the field and the dialog closed; new recovery codes with a wrong recovery code are refused too',
    'twoStep-3ecb6fdc':
      'Turning on asks "Confirm it\'s you" first: an empty first code is refused and the dialog closed; a cancelled proof leaves it off; a refused set-up says so; a proof run out is asked again, then it turns on and shows the recovery codes; an empty code to turn it off is refused',
  },
  stepUp: {
    'stepUp-25d79924': 'A wrong answer in the code field is refused under it, and Cancel leaves the change undone',
    'stepUp-431e1795': 'The passkey prompt is refused and says so; the passkey is used again and proves the customer',
    'stepUp-d5725f94': 'A session proven in the last 10 minutes is not asked again',
    'stepUp-2a311abf': 'When the proof cannot be checked, the change does not happen',
    'stepUp-5468fc9c': 'Confirm with nothing typed asks for the password; typing clears the message',
    'stepUp-cd4fc431': 'The right password proves the customer and the change goes ahead',
  },
  passkeys: {
    'passkeys-05fac504':
      'The passkeys cannot be read until Try again; a rename is refused by the server and an empty name on the page; removing a passkey is cancelled once and not confirmed once, then the proof runs out and is asked again, and a passkey already gone is refused with a message',
    'passkeys-837736ee':
      'A passkey is added after "Confirm it\'s you", renamed and removed after a proof; adding another is cancelled at the proof, then the prompt is closed (nothing changed), then the proof ran out and is asked again before it is added; a rename is cancelled',
  },
  passkeySignIn: {
    'passkeySignIn-2a7a85d3': "A passkey picked from the email field's suggestions signs the customer in",
    'passkeySignIn-090c1abb': '"Sign in with a passkey" signs the customer in',
    'passkeySignIn-fdaa3533': 'No passkey suggestions here; "Sign in with a passkey" with a passkey Ring Mobile does not know says so',
  },
  securityPage: {
    'securityPage-ad67d2eb':
      'Signing out everywhere else reads the page again, which fails until Try again; the question is cancelled once, then a second sign-out is refused for too many attempts',
  },
  familyPage: {
    'familyPage-8ae4278f': 'A member leaves the group after the question, and their line is their own, in grace until their card pays',
    'familyPage-f9049562': 'Ownership is offered to a member, and withdrawing the offer is refused with the reason',
    'familyPage-de279db2': 'A member offered ownership confirms it is them and accepts it',
    'familyPage-8b2a80a8': 'A member is removed after the question and "Confirm it\'s you"',
    'familyPage-375242c1':
      'Leaving fails on the network; accepting ownership asks "Confirm it\'s you", again when the proof ran out, then fails on the network; the page reads again as requests expire; closing the group while members remain is refused with the reason',
    'familyPage-bae8752f':
      'Removing a member asks "Confirm it\'s you", again when the proof ran out, then fails on the network; offering ownership asks again when the proof ran out, and a member already gone is refused',
    'familyPage-a0e167ba':
      'The group cannot be read until Try again; a request is approved; a pending request expiring reads it again; a group is made (a name refused by the server), closed and made again; "Confirm it\'s you" before an invitation is cancelled, and so is closing',
    'familyPage-1a4e72b5':
      'A member sends a request, cancels leaving, and cancels "Confirm it\'s you" before accepting ownership; as the owner, a role change the server wants a proof for is cancelled at the proof; ownership is offered and withdrawn; resending a gone invitation is refused',
    'familyPage-7e5fce9e':
      'A group is made (an empty name refused); a member is invited, made manager and removed, each after "Confirm it\'s you"; the invitation is resent and withdrawn',
    'familyPage-4868e6c8':
      'The owner\'s changes refused or cancelled one by one (withdrawing, a role, an expired approval, a failed read); the invitation dialog opens after "Confirm it\'s you" and is cancelled; "Confirm it\'s you" is cancelled before a removal and before an offer',
  },
  familyInvite: {
    'familyInvite-c1e88914': 'An invitation to an address with one pending is refused under the email, then the dialog is cancelled',
    'familyInvite-b60183c0': 'The plans cannot be read until Try again; an empty form is refused under its fields',
    'familyInvite-4f415d22': 'An invitation for a new line on the popular plan is sent',
    'familyInvite-1f3c7ae9': 'The plans cannot be read, and Cancel closes the dialog with nothing sent',
  },
  familyRequest: {
    'familyRequest-35f6b549': 'A member opens the request dialog and cancels it',
    'familyRequest-e315d258': 'What may be asked for cannot be read, and Cancel closes the dialog',
    'familyRequest-c5f336c4': 'A request for 3 GB is refused while another waits, and the dialog says so',
    'familyRequest-b7120733':
      'What may be asked for is read after Try again; sending with nothing chosen asks for a choice; a plan change is asked for and sent',
  },
  familyJoin: {
    'familyJoin-feefc9de': "Accepting a new line: the owner's card is declined (not joined), and Try again joins",
    'familyJoin-6221a73e':
      'Signed in as an invitee with no active line: the invitation cannot be read until Try again, then it says to get a Ring line first, with no Accept',
    'familyJoin-9c7cde64': 'Accepting fails once and may be tried again, then the invitation was used meanwhile and says so',
    'familyJoin-80d86623': 'A damaged link says it is not valid without asking the server',
    'familyJoin-1de22dff': 'An expired invitation link says so, without a price or Accept',
  },
}
