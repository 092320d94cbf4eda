/**
 * Hand-written titles of the covering scenarios, one sentence a tester understands, keyed by machine and by the
 * generated title (scripts/lib/scenarios.ts titleOf) they replace. A scenario without an entry keeps its generated
 * title; `npm run scenarios` lists the entries that match no covering scenario any more (the machine or its
 * samples changed), so a stale title is rewritten rather than silently lost.
 */
export const scenarioTitles: Record<string, Record<string, string>> = {
  session: {
    'session.signIn: Signed in again, perhaps as someone else in signedIn → loadingProfile (from no stored token)':
      'Signing in again while signed in loads the new profile',
    'loadProfile fails (401): The token was refused (401) in loadingProfile → signedOut (from stored assisted token)':
      'A stored assisted-sign-in token the server refuses signs the customer out',
    'session.expired: A call answered 401 in loadingProfile → signedOut (from no stored token)':
      'A call answered 401 while the profile loads signs the customer out',
    'loadProfile fails (503): Server trouble: stay signed in, no profile yet in loadingProfile → signedIn (from no stored token)':
      'Server trouble while the profile loads keeps the customer signed in without a profile',
    'session.expired: The token was already dead (401) in signingOut → signedOut (from no stored token)':
      'A token that had already expired still ends in signed out',
    'The server ended the session in signingOut → signedOut (from no stored token)':
      'Signing out: the server ends the session',
    'endSession fails: Not reached: signed out on this device all the same in signingOut → signedOut (from no stored token)':
      'Signing out when the server cannot be reached still signs out this device',
    'endSession fails: Not reached while signing out everywhere: signed out here, and the customer is told the others may not be in signingOut → signedOut (from no stored token)':
      'Signing out everywhere when the server cannot be reached: signed out here, told the others may not be',
    'session.signOut: The customer signs out (of this device, or everywhere) in signedIn → signingOut (from no stored token)':
      'The customer signs out',
    'session.expired: A call answered 401 in signedIn → signedOut (from no stored token)':
      'A call answered 401 while signed in signs the customer out',
    'profile.reload: The profile changed (an edit succeeded) in signedIn → loadingProfile (from no stored token)':
      'A profile edit makes the profile load again',
  },
  cart: {
    'cart.add: Another plan replaces the one in the cart in filled → filled (from empty storage)':
      'Choosing a plan, then choosing it again, keeps one plan in the cart',
    'cart.clear: Empty the cart (after a paid checkout) in filled → empty (from stored cart)':
      'A paid checkout empties a stored cart',
    'cart.remove: Remove the item with this id in filled → empty (from empty storage)':
      'Choosing a plan, then removing it, empties the cart',
  },
  loginEmail: {
    'email.withPassword in enteringEmail → continuingWithPassword (from blank form)':
      'A valid email continues to sign-in with a password',
    'email.withCode in enteringEmail → continuingWithCode (from blank form)':
      'A valid email continues to sign-in with an emailed code',
    'email.withPassword: Not an email: say so under the field in enteringEmail → enteringEmail (from blank form)':
      'Continuing with a password without a valid email shows the email error',
    'email.withCode: Not an email: say so under the field in enteringEmail → enteringEmail (from blank form)':
      'Asking for a code without a valid email shows the email error',
  },
  passwordSignIn: {
    'signIn fails (429) … The wait is over in rateLimited → editing (from email carried over)':
      'Too many sign-in attempts make the customer wait, then the form comes back',
    'signIn succeeds in signingIn → signedIn (from email carried over)':
      'The right password signs the customer in',
    'form.submit: Invalid input: messages under the fields, nothing sent in editing → editing (from email carried over)':
      'Signing in with an empty or invalid form shows the field errors and sends nothing',
    'signIn fails (401): Wrong password or server trouble: say so in signingIn → editing (from email carried over)':
      'A wrong password is refused with the server’s message',
  },
  codeRequest: {
    'sendCode fails (429) … The wait is over in rateLimited → editing (from no email)':
      'Asking for codes too often makes the customer wait, then the form comes back',
    'sendCode succeeds in sending → sent (from email carried over)':
      'A sign-in code is emailed',
    'form.submit: Not an email: say so under the field in editing → editing (from email carried over)':
      'Asking for a code without a valid email shows the email error',
    'sendCode fails (503): Server trouble: say so, keep the email in sending → editing (from email carried over)':
      'Server trouble while sending the code keeps the email to try again',
  },
  otpSignIn: {
    'verifyCode fails (code_expired) … sendCode succeeds in expired + sending → typing + coolingDown (from code just sent)':
      'An expired code: a new one is sent and the customer types again',
    'verifyCode fails (429) … The wait is over in rateLimited + coolingDown → typing + coolingDown (from emailed link)':
      'Too many code attempts make the customer wait, then typing comes back',
    'verifyCode fails (code_locked) … sendCode fails (429): Could not send: say why, allow another try in locked + sending → locked + available (from code just sent)':
      'A wrong code too many times locks the code; asking for a new one too soon is refused',
    'verifyCode succeeds in verifying + coolingDown → signedIn (from code just sent)':
      'The right code signs the customer in',
    'verifyCode fails (code_invalid) … code.change: A digit typed or removed in typing + coolingDown → typing + coolingDown (from emailed link)':
      'A wrong code is refused; typing again clears the error',
    'The flow opens and rests: No email to sign in with: the customer is offered the way back to /login. (from no email)':
      'Without an email the page offers the way back to sign-in',
    'verifyCode fails: Server trouble: say so, keep the page in verifying + coolingDown → typing + coolingDown (from code just sent)':
      'Server trouble while checking the code keeps the page to try again',
  },
  register: {
    'register fails (429) … The wait is over in rateLimited → editing (from blank form)':
      'Too many registrations make the customer wait, then the form comes back',
    'register succeeds in submitting → registered (from blank form)':
      'A complete form creates the account',
    'form.submit: Invalid input: messages under the fields, nothing sent in editing → editing (from blank form)':
      'Registering with an empty or invalid form shows the field errors and sends nothing',
    'register fails (422): Server field errors land under their fields in submitting → editing (from blank form)':
      'The server refuses a field (an email already taken) and the message shows under it',
  },
  forgotPassword: {
    'requestReset fails (429) … The wait is over in rateLimited → editing (from blank form)':
      'Asking for reset links too often makes the customer wait, then the form comes back',
    'form.again: Use another email or send again in sent → editing (from blank form)':
      'After the link is sent the customer can use another email or send again',
    'form.submit: Not an email: say so under the field in editing → editing (from blank form)':
      'Asking for a link without a valid email shows the email error',
    'requestReset fails: Server trouble: say so, keep the email in sending → editing (from blank form)':
      'Server trouble while sending the link keeps the email to try again',
  },
  resetPassword: {
    'resetPassword fails (429) … The wait is over in rateLimited → editing (from emailed link)':
      'Too many reset attempts make the customer wait, then the form comes back',
    'resetPassword succeeds in submitting → done (from emailed link)':
      'A valid new password resets the password',
    'resetPassword fails (link_expired) in submitting → linkInvalid (from emailed link)':
      'An expired reset link says so and offers a new one',
    'The flow opens and rests: No token in the address: explain, and offer to send a new link. (from no token)':
      'Without a token in the address the page offers to send a new link',
    'form.submit: Invalid or different passwords: say so, nothing sent in editing → editing (from emailed link)':
      'Different or invalid passwords show their errors and send nothing',
    'resetPassword fails (422): Refused password or server trouble in submitting → editing (from emailed link)':
      'The server refuses the new password and the form stays',
  },
  crmSignIn: {
    'signIn succeeds in signingIn → signedIn (from agent link)':
      'An agent’s link signs the customer in',
    'signIn fails (401): Expired, used or unknown link in signingIn → failed (from agent link)':
      'An expired, used or unknown agent link is refused',
    'The flow opens and rests: No token: this page only works from a link made by `npm run crm-token`. (from no token)':
      'Without a token the page explains it only works from an agent’s link',
  },
  checkout: {
    'getQuote succeeds in removingPromo → ready (from Unlimited in the cart)':
      'A promo code applied and then removed: the bill goes back to the full price',
    'checkPortEligibility fails (422) … number.mode in notEligible → editing (from Unlimited in the cart)':
      'A number that cannot be moved: the customer switches to a new number instead',
    'placeOrder fails (card_declined) … payment.retry in paymentFailed → ready (from Unlimited in the cart)':
      'A declined card keeps the order and offers to try another card',
    'field.change in incompatible → editing (from Unlimited in the cart)':
      'A phone that does not work on the network: editing the IMEI lets the customer try again',
    'prepareReview fails … step.next: Try again in unavailable → preparing (from Unlimited in the cart)':
      'The order summary cannot be loaded; Try again asks for it once more',
    'step.next in choosing → preparing (from Unlimited in the cart)':
      'A customer with their own SIM card enters its ICCID and goes straight to the review, without shipping',
    'step.next in shipping.editing → shipping.editing (from Unlimited in the cart)':
      'An incomplete shipping address stops the customer at the shipping step with the field errors',
    'Paid at once with a saved card in paying → paid (from Unlimited in the cart)':
      'Paying with a saved card completes the order at once',
    'A new card: on to the hosted payment page in paying → redirecting (from Unlimited in the cart)':
      'Paying with a new card takes the customer to the hosted payment page',
    'step.next in number.editing → number.editing (from Unlimited in the cart)':
      'Continuing without a ZIP code stays on the number step with the error',
    'step.next: Invalid input: messages under the fields in editing → editing (from Unlimited in the cart)':
      'Keeping my number without filling in the number details shows the field errors',
    'step.next: Not 15 digits: say so in editing → editing (from Unlimited in the cart)':
      'Continuing without a 15-digit IMEI says so and stays on the device step',
    'step.back: Back keeps what was entered in editing → editing (from Unlimited in the cart)':
      'Going back from the device step keeps the ZIP code already entered',
    'Eligible in checkingEligibility → editing (from Unlimited in the cart)':
      'A number that can be moved passes the eligibility check and the customer goes on to the device',
    'checkDevice fails (422) in checking → editing (from Unlimited in the cart)':
      'The device check fails: the customer is told and stays on the device step',
    'checkPortEligibility fails (422) … field.change in notEligible → editing (from Unlimited in the cart)':
      'A number that cannot be moved: editing its details lets the customer check again',
    'step.next: Nothing chosen, or an ICCID that is not 18-22 digits in choosing → choosing (from Unlimited in the cart)':
      'Continuing without choosing a SIM type stays on the SIM step with the error',
    'step.back in choosing → editing (from Unlimited in the cart)':
      'Going back from the SIM choice returns to the device step',
    'step.back in incompatible → editing (from Unlimited in the cart)':
      'A phone that does not work on the network: going back returns to the number step',
    'step.back in editing → choosing (from Unlimited in the cart)':
      'Going back from shipping returns to the SIM choice',
    'promo.apply in ready → ready (from Unlimited in the cart)':
      'Applying a promo code without typing one says so under the field',
    'card.select: A saved card, or a new card in ready → ready (from Unlimited in the cart)':
      'On the review the customer chooses to pay with a new card instead of a saved one',
    'step.back: Back to the SIM choice in ready → choosing (from Unlimited in the cart)':
      'Going back from the review of an eSIM order returns to the SIM choice',
    'getQuote fails (422): Unknown or expired code: say so in applyingPromo → ready (from Unlimited in the cart)':
      'An unknown or expired promo code is refused and the price stays the same',
    'step.back: Back to the address in ready → editing (from Unlimited in the cart)':
      'Going back from the review of a SIM-card order returns to the shipping address',
    'getQuote fails (422): Re-pricing failed: the promo stays on the bill and in the order, and the customer is told in removingPromo → ready (from Unlimited in the cart)':
      'Removing a promo code fails: the discount stays on the bill and the customer is told',
  },
  contentPage: {
    'loadPage fails: The content service did not answer … content.retry: Try again in unavailable → loading (from the FAQ)':
      'The content service does not answer; Try again loads the page again',
    'loadPage succeeds in loading → ready (from the FAQ)':
      'The page’s content loads',
    'The service has no such page in loading → missing (from the FAQ)':
      'The content service has no such page',
  },
  editName: {
    'Saved: the server’s message, the profile reloads, the dialog closes in saving → closed':
      'A valid name is saved: the dialog closes and the profile reloads',
    'dialog.close: Cancel or the close icon: nothing is saved in editing → closed':
      'Cancel closes the name dialog and saves nothing',
    'form.submit: Invalid input: messages under the fields, nothing sent in editing → editing':
      'An invalid name shows its error and sends nothing',
    'save fails (422): Refused: the server’s message, and its field errors under the fields in saving → editing':
      'The server refuses the name and its message shows in the dialog',
  },
  editAddress: {
    'Saved: the server’s message, the profile reloads, the dialog closes in saving → closed':
      'A valid address is saved: the dialog closes and the profile reloads',
    'dialog.open: Edit: the form starts from the current details, without old errors in closed → editing':
      'The address dialog opens with the current address',
    'form.submit: Invalid input: messages under the fields, nothing sent in editing → editing':
      'An invalid ZIP code shows its error and sends nothing',
    'save fails (422): Refused: the server’s message, and its field errors under the fields in saving → editing':
      'The server refuses the address and its message shows in the dialog',
  },
  editEmail: {
    'dialog.close: The close icon in verifying + coolingDown → closed':
      'A new code is asked for while the code is checked; the close icon closes the dialog',
    'dialog.close: Cancel or the close icon in enteringEmail → closed':
      'Cancel closes the email dialog and changes nothing',
    'email.submit: Not an email address, or no current password: the messages under the fields, nothing sent in enteringEmail → enteringEmail':
      'An invalid email or no current password shows the errors and sends nothing',
    'requestCode fails (409): Refused (wrong current password, taken, same address, too soon): the server’s message in sendingCode → enteringEmail':
      'The server refuses the new email (already taken) and the form stays',
    'code.submit: Fewer than 5 digits: nothing is sent in typing + coolingDown → typing + coolingDown':
      'A code shorter than 5 digits is not sent',
    'code.cancel: Cancel during code entry: back to the email, as typed (the password is asked again) in typing + coolingDown → enteringEmail':
      'Cancel during code entry goes back to the email, as typed',
    'Email changed: the server’s message, the profile reloads, the dialog closes in verifying + coolingDown → closed':
      'The right code changes the email: the dialog closes and the profile reloads',
    'verifyCode fails (422): Wrong or expired code: the server’s message; the boxes empty in verifying + coolingDown → typing + coolingDown':
      'A wrong code is refused and the code boxes empty',
    'resendCode fails (429): Could not send: the server’s message; another try is allowed in typing + sending → typing + available':
      'Asking for a new code too soon is refused; another try is allowed later',
  },
  editPhone: {
    'Saved: the server’s message, the profile reloads, the dialog closes in saving → closed':
      'A valid phone number is saved: the dialog closes and the profile reloads',
    'dialog.close: Cancel or the close icon: nothing is saved in editing → closed':
      'Cancel closes the phone dialog and saves nothing',
    'form.submit: Invalid input: messages under the fields, nothing sent in editing → editing':
      'An invalid phone number shows its error and sends nothing',
    'save fails (422): Refused: the server’s message, and its field errors under the fields in saving → editing':
      'The server refuses the phone number and its message shows in the dialog',
  },
  changePassword: {
    'success.dismiss: Done (or closing the success dialog): back to the settings page in succeeded → closed':
      'The password is changed; Done closes the success dialog',
    'changePassword fails (422): Refused: the error dialog with the server’s message … failure.dismiss: Try again: back to the fields as typed in failed → idle':
      'A wrong current password shows the error dialog; Try again goes back to the fields as typed',
    'dialog.close: Cancel or the close icon: nothing changes in idle → closed':
      'Cancel closes the password dialog and changes nothing',
    'form.submit: Invalid input: messages under the fields, nothing sent in idle → idle':
      'Different or missing passwords show their errors and send nothing',
  },
  contact: {
    'Sent: the server’s thanks; the message field empties for another one in sending → editing (from visitor)':
      'A visitor signs in meanwhile: name and email fill in, and the message is sent',
    'form.submit: Invalid input: messages under the fields, nothing sent in editing → editing (from signed in)':
      'Sending a signed-in customer’s form without a message shows “Message is required”',
    'sendMessage fails (429): Refused or unreachable: the server’s message; what was typed stays in sending → editing (from signed in)':
      'Too many messages: the server’s message shows and what was typed stays',
  },
  paymentResult: {
    'dashboard.go: To Dashboard in paid → left (from back from paying at checkout)':
      'Back from a paid checkout: the success dialog leads to the dashboard',
    'payment.retry: Try again in paymentFailed → left (from back from paying at checkout)':
      'Back from a failed payment: Try again returns to checkout',
    'getPaymentSession fails: Server trouble … result.recheck: Try again in unavailable → checking (from back from paying at checkout)':
      'Server trouble while checking the payment; Try again checks again',
    'result.recheck: Check again in stillPending → checking (from back from paying at checkout)':
      'A payment still pending: Check again asks once more',
    'getPaymentSession fails (401): The token ran out meanwhile (401) in checking → signingIn (from back from paying at checkout)':
      'The session ran out while checking the payment: sign in again',
    'getPaymentSession fails (404): The server has no such payment (404) in checking → unknownSession (from back from paying at checkout)':
      'The server does not know the payment',
    'Paid or card saved in checking → cardSaved (from back from saving a card)':
      'Back from saving a card: the card is saved',
    'Declined or abandoned in checking → cardNotSaved (from back from saving a card)':
      'Back from a card page that was abandoned: the card is not saved',
    'The flow opens and rests: "We couldn\'t find a payment to check." Links to the shop, the cart and My Account. (from no marker stored)':
      'No payment to check in this browser',
  },
  savedCards: {
    'loadCards fails: Could not read it again: keep what is known … Store the markers and go to the hosted page in openingCardPage → leaving (from an ordinary visit)':
      'The cards cannot be read again, and adding a card goes to the hosted card page',
    'The last card was deleted in refreshing → empty (from back from a card that was not saved)':
      'Back from a card that was not saved, the last card is deleted: the page is empty',
    'loadCards fails … cards.retry: Try again in loadFailed → loading (from back from saving a card)':
      'The cards cannot be loaded; Try again loads them again',
    'openCardPage fails (503): The server\'s message in openingCardPage → empty (from an ordinary visit)':
      'The card page cannot be opened (no cards yet): the server’s message',
    'openCardPage fails (503): The server\'s message in openingCardPage → populated (from an ordinary visit)':
      'The card page cannot be opened (cards on file): the server’s message',
    'delete.cancel: Cancel or close in confirmingDelete → populated (from an ordinary visit)':
      'Cancel in the delete dialog keeps the card',
    'setPrimaryCard fails (404): Refused: the server\'s message, and the list as it now stands in settingPrimary → refreshing (from an ordinary visit)':
      'Making a card primary is refused: the server’s message and the list as it now stands',
    'deleteCard fails (409): Refused: the server\'s message; the dialog stays open in deleting → confirmingDelete (from an ordinary visit)':
      'Deleting a card is refused: the dialog stays open with the server’s message',
    'loadCards succeeds in refreshing → populated (from an ordinary visit)':
      'The list is read again after a change',
    'loadCards fails: Could not read it again, and the only card is gone in refreshing → empty (from an ordinary visit)':
      'The only card is gone and the list cannot be read again: the page is empty',
  },
  orderHistory: {
    'history.back: Back in list → list (from a customer in March 2026)':
      'An order’s details in another month under See all, then Back to the summary',
    'loadTransactions fails … history.retry: Try again in summary.failed → summary.loading (from a customer in March 2026)':
      'The summary cannot be loaded; Try again loads it again',
    'loadTransactions fails … history.retry: Try again in seeAll.failed → seeAll.loading (from a customer in March 2026)':
      'See all cannot be loaded; Try again loads it again',
    'loadTransactions succeeds in loading → empty (from a customer in March 2026)':
      'A customer with no orders sees the empty summary',
    'details.close: Close the dialog in summary.list → summary.list (from a customer in March 2026)':
      'An order’s details open and close from the summary',
    'history.back: Back in empty → list (from a customer in March 2026)':
      'See all with no orders, then Back to the summary',
    'details.close: Close the dialog in seeAll.list → seeAll.list (from a customer in March 2026)':
      'See all: closing the details when none are open changes nothing (the page offers no Close then)',
  },
  monthYearPicker: {
    'picker.toggle: The button again in choosingYear → closed (from as the order history opens it)':
      'Choosing a month closes the menu and shows it; the year heading goes back to the year list, and the button closes it',
    'picker.close: Escape or a click outside in choosingYear → closed (from as the order history opens it)':
      'Escape closes the year list',
    'picker.toggle: The button again in choosingMonth → closed (from as the order history opens it)':
      'The month list opens and the button closes it again',
    'picker.close: Escape or a click outside in choosingMonth → closed (from as the order history opens it)':
      'Escape closes the month list',
  },
  lines: {
    'The fresh list in refreshing → ready':
      'A change on a line makes the list load again',
    'loadLines fails: Could not load: the reason and Try again … lines.retry: Try again in failed → loading':
      'The lines cannot be loaded; Try again loads them again',
    'A SIM or port-in is on the move: ask again in ready → refreshing':
      'A SIM or port-in on the move makes the list refresh by itself',
    'loadLines fails: Could not refresh: the list stays as it was in refreshing → ready':
      'A refresh fails and the list stays as it was',
  },
  lineCare: {
    'restoreLine succeeds in calling → idle (from the customer opens one of their lines)':
      'Restoring a line succeeds',
    'confirm.cancel: Cancel in ready.suspending.confirming → ready.idle (from the customer opens one of their lines)':
      'Cancel in the suspend confirmation changes nothing',
    'loadLineCare fails … care.retry: Try again in failed → loading (from the customer opens one of their lines)':
      'The line cannot be loaded; Try again loads it again',
    'loadLineCare fails (404) in loading → notFound (from the customer opens one of their lines)':
      'A line that is not the customer’s is not found',
    'setAutopay fails (503) … autopay.set: Autopay switch in idle → savingAutopay (from the customer opens one of their lines)':
      'Switching autopay off fails with server trouble; the customer switches it again',
    'suspendLine fails (409) in calling → idle (from the customer opens one of their lines)':
      'Suspending a line is refused',
    'payRenewal fails (402) … pay.card: Choose a card in choosing → choosing (from the customer opens one of their lines)':
      'A renewal payment is declined; the customer chooses another card',
    'confirm.cancel: Cancel in ready.restoring.confirming → ready.idle (from the customer opens one of their lines)':
      'Cancel in the restore confirmation changes nothing',
    'restoreLine fails (503) in calling → idle (from the customer opens one of their lines)':
      'Restoring a line fails with server trouble',
  },
  nickname: {
    'Saved: the dialog closes, the lines reload, the server’s message in saving → closed':
      'A nickname is added: the dialog closes and the lines reload',
    'dialog.close: Cancel or the close icon: hidden and reset in editing → closed':
      'Cancel closes the nickname dialog and saves nothing',
    'form.submit: Empty: \'Please add a nickname\' under the field, nothing sent in editing → editing':
      'An empty nickname shows “Please add a nickname” and sends nothing',
    'saveNickname fails (422): Refused: the server’s message; the dialog stays open with the nickname as typed in saving → editing':
      'The server refuses the nickname and the dialog stays open with it as typed',
  },
  quickSimCheck: {
    'dialog.close: Cancel or the close icon in simReady → closed':
      'A SIM of ours is ready; Cancel closes the check',
    'dialog.close: Cancel or the close icon in newSimNeeded → closed':
      'Another carrier’s SIM needs a new SIM; Cancel closes the check',
    'dialog.close: Cancel or the close icon in entering → closed':
      'Cancel closes the SIM check before anything is checked',
    'sim.check: Not 18-22 digits: \'ICCID number should be 18-22 digits\' in entering → entering':
      'A SIM number that is not 18-22 digits shows its error',
    'field.change: Any edit resets the result in simReady → entering':
      'Editing the SIM number after a “ready” result checks again',
    'sim.next: Next: the add-port-in dialog opens with this SIM number stored in simReady → closed':
      'A SIM of ours: Next opens the port-in details with this SIM number',
    'field.change: Any edit resets the result in newSimNeeded → entering':
      'Editing the SIM number after a “new SIM needed” result checks again',
    'sim.next: Next: the add-port-in dialog opens with this SIM number stored in newSimNeeded → closed':
      'Another carrier’s SIM: Next opens the port-in details with this SIM number',
  },
  portInCheck: {
    'checkPortIn fails (not_eligible): Not eligible: an error notification and the failure dialog … dialog.close: The close icon in notEligible → closed':
      'A number that cannot move shows the failure dialog; its close icon closes it',
    'checkPortIn fails: Server trouble: an error notification and the default failure dialog … dialog.close: The close icon in failed → closed':
      'Server trouble shows the default failure dialog; its close icon closes it',
    'dialog.close: Cancel or the close icon in editing → closed':
      'Cancel closes the eligibility check',
    'field.change: Typing clears that field’s error in editing → editing':
      'The prefilled number is changed in the eligibility check',
    'form.submit: Invalid input: messages under the fields, nothing sent in editing → editing':
      'An invalid number or ZIP code shows its errors and sends nothing',
    'Eligible: this dialog closes and the port-in details flow opens in verifying → closed':
      'An eligible number closes the check and opens the port-in details',
    'checkPortIn fails (422): A field refused: its message under it and as a notification in verifying → editing':
      'The server refuses a field and its message shows under it',
    'checkPortIn fails (not_eligible): Not eligible: an error notification and the failure dialog … failure.retry: Try again: back to the fields as typed in notEligible → editing':
      'A number that cannot move: Try again goes back to the fields as typed',
    'checkPortIn fails: Server trouble: an error notification and the default failure dialog … failure.retry: Try again: back to the fields as typed in failed → editing':
      'Server trouble: Try again goes back to the fields as typed',
  },
  linesPage: {
    'lines.changed: A line changed: the list asks again in ready → ready':
      'A line changed: the list loads again',
    'line.editPortIn: Edit details: the port-in dialog prefilled in ready → ready':
      'Edit details opens the port-in dialog prefilled',
    'line.resubmitPortIn: Re-submit: the port-in dialog prefilled in ready → ready':
      'Re-submit opens the port-in dialog prefilled',
    'number.eligible: Eligible: \'Good News!\' with the SIM number and details held in ready → ready':
      'An eligible number: “Good News!” with the checked SIM number and the details held',
    'line.nickname: The nickname dialog for the line in ready → ready':
      'The nickname dialog opens for a line',
    'line.portIn: Port in my number: the eligibility check, prefilled in ready → ready':
      'Port in my number opens the eligibility check, prefilled',
    'portIn.ended: Started or failed to: what was held is cleared in ready → ready':
      'A port-in started or failed to start: what was held is cleared',
  },
  changePlan: {
    'changePlan fails (402) … cancel: Cancel in confirming → idle (from the customer opens one of their lines)':
      'An upgrade goes through; a later downgrade is declined and the customer cancels',
    'loadPlanChange fails … plans.retry: Try again in failed → loading (from the customer opens one of their lines)':
      'The plans cannot be loaded; Try again loads them again',
    'cancelScheduled succeeds in cancelling → idle (from the customer opens one of their lines)':
      'The customer cancels a scheduled downgrade',
    'cancelScheduled fails (409) … plan.pick: Upgrade or Downgrade on a plan in idle → confirming (from the customer opens one of their lines)':
      'Cancelling a scheduled downgrade is refused; the customer then picks an upgrade',
  },
  lineUsage: {
    'loadUsage fails (503) … usage.retry: Try again in failed → loading (from the customer opens one of their lines)':
      'The usage cannot be loaded; Try again loads it again',
    'loadUsage succeeds in loading → ready (from the customer opens one of their lines)':
      'The usage of this period shows as bars, a chart and a table',
  },
  portIn: {
    'bringNumber fails (422): A detail refused: its message under the field … Started: the stored data is cleared and the long notice stays open in starting → closed':
      'An eligible number with details given: the start refuses a detail, the customer sends again and the port-in starts',
    'Stored: the server’s message, and on to the eligibility check with the details given in saving → closed':
      'The customer gives the old carrier details first; they are stored and the eligibility check follows',
    'Saved: the server’s message, the lines reload in saving → closed':
      'Edit details of a port-in under way saves the details',
    'Re-submitted: the stored data is cleared, the server’s message, the lines reload in resubmitting → closed':
      'Re-submit of a refused port-in sends it again',
    'Started: the stored data is cleared and the long notice stays open in startingWithOurSim → closed':
      'An eligible number on a SIM of ours: the port-in starts at once',
    'form.submit: Invalid input: messages under the fields, nothing sent in addPortIn.details → addPortIn.details':
      'An eligible number: the old carrier details form refuses incomplete details',
    'loadOldService fails: Not loaded: the dialog says so; what the customer typed stays … form.submit: Invalid input: messages under the fields, nothing sent in editPortIn.details → editPortIn.details':
      'Edit details: the saved PIN cannot be loaded, the dialog says so, and a too-short account number is refused',
    'loadOldService fails: Not loaded: the dialog says so; what the customer typed stays … form.submit: Invalid input: messages under the fields, nothing sent in resubmitPortIn.details → resubmitPortIn.details':
      'Re-submit: the saved PIN cannot be loaded, the dialog says so, and a too-short account number is refused',
    'loadOldService fails: Not loaded: the dialog says so; what the customer typed stays … field.change: Typing clears that field’s error in details → details':
      'Edit details: what the customer types while the saved PIN loads is kept when loading fails',
    'loadOldService fails: Not loaded: the dialog says so; what the customer typed stays … field.change: Typing clears that field’s highlight in details → details':
      'Re-submit: what the customer types while the saved PIN loads is kept when loading fails',
    'dialog.close: Cancel or the close icon: the stored data is cleared in editPortIn.loadingDetails → closed':
      'Cancel in Edit details while the saved PIN loads changes nothing',
    'dialog.close: Cancel or the close icon: the stored data is cleared in resubmitPortIn.loadingDetails → closed':
      'Cancel in Re-submit while the saved PIN loads changes nothing',
    'form.submit: Invalid input: messages under the fields, nothing sent in addDetails.details → addDetails.details':
      'Giving the old carrier details refuses an empty form',
    'dialog.close: Cancel or the close icon: the stored data is cleared in addDetails.details → closed':
      'Cancel while giving the old carrier details changes nothing',
    'dialog.close: Cancel or the close icon: the stored data is cleared in eligible → closed':
      'Closing “Good News!” changes nothing',
    'dialog.close: Cancel or the close icon: the stored data is cleared in editPortIn.details → closed':
      'Cancel in Edit details changes nothing',
    'dialog.close: Cancel or the close icon: the stored data is cleared in resubmitPortIn.details → closed':
      'Cancel in Re-submit changes nothing',
    'bringNumber fails (422): The start failed: cleared, the server’s message, the dialog closes, off to /dashboard in startingWithOurSim → closed':
      'An eligible number on a SIM of ours: the start is refused and the customer is taken to the dashboard',
    'dialog.close: Cancel or the close icon: the stored data is cleared in addPortIn.details → closed':
      'Cancel in the old carrier details form of an eligible number changes nothing',
    'Started: the stored data is cleared and the long notice stays open in startingWithDetails → closed':
      'An eligible number with the old carrier details already given: the port-in starts',
    'bringNumber fails (409): The start failed: cleared, the server’s message, the dialog closes, off to /dashboard in startingWithDetails → closed':
      'An eligible number with details given: a port-in already under way stops the start',
    'updatePortInDetails fails: Refused: the server’s message; the dialog stays open in editPortIn.saving → editPortIn.details':
      'Edit details cannot reach Ring Mobile; the dialog stays open with the message',
    'makeStart fails (422): A detail refused: its message under the field in resubmitting → details':
      'Re-submit is refused for the PIN: the message shows under it',
    'makeStart fails (409): The start failed: cleared, the server’s message, the dialog closes, off to /dashboard in resubmitting → closed':
      'Re-submit of a port-in no longer waiting for it is refused; off to the dashboard',
    'updatePortInDetails fails: Refused: the server’s message; the dialog stays open in addDetails.saving → addDetails.details':
      'Giving the old carrier details cannot reach Ring Mobile; the dialog stays open with the message',
    'updatePortInDetails fails (422): A detail refused: its message under the field in saving → details':
      'Giving the old carrier details is refused for the PIN: the message shows under it',
    'bringNumber fails (422): A detail refused: its message under the field … bringNumber fails (422): A detail refused: its message under the field in starting → details':
      'An eligible number: the start refuses a detail twice, each time under the field',
    'bringNumber fails (422): A detail refused: its message under the field … bringNumber fails (409): The start failed: cleared, the server’s message, the dialog closes, off to /dashboard in starting → closed':
      'An eligible number: a refused detail is corrected, then a port-in already under way stops the start',
  },
  simActivation: {
    'activateSim fails (422): Another SIM (a try less), or not possible now: the message … The SIM shipped: activation starts, the lines reload in activating → activated (from a physical line with a shipped SIM kit)':
      'A wrong SIM number costs a try; the right one activates the SIM',
    'loadKit fails … kit.refresh: Try again in failed → loading (from a physical line with a shipped SIM kit)':
      'A SIM card on its way: Check again fails to load, Try again loads it again',
    'loadKit succeeds in loading → locked (from a physical line with a shipped SIM kit)':
      'A delivered SIM card with no tries left shows activation locked',
    'loadKit succeeds in loading → activated (from a physical line with a shipped SIM kit)':
      'An activated SIM card says so',
    'field.change: Typing clears that field’s error in editing → editing (from a physical line with a shipped SIM kit)':
      'Activate with no SIM number is refused; typing clears the message',
    'activateSim fails (422): The last try was wrong: locked in activating → locked (from a physical line with a shipped SIM kit)':
      'A wrong SIM number on the last try locks activation',
  },
  esimReinstall: {
    'close: Done in issued → idle (from an active eSIM line)':
      'Reinstall eSIM issues a new QR code; Done closes it',
    'reinstallEsim fails (409): Refused: the message … close: Cancel: nothing changes in confirming → idle (from an active eSIM line)':
      'Reinstall eSIM is refused: the message shows in the confirmation, Cancel closes it',
  },
  receiptDownload: {
    'Saved by the browser in downloading → idle':
      'Download receipt saves the PDF',
    'downloadReceipt fails (404): Failed: the message, and it may be tried again … receipt.download: Download receipt in idle → downloading':
      'A receipt that cannot be found shows why; the customer tries again',
  },
}
