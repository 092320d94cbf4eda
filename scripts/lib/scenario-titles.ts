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
    'The server ended the session in signingOut → signedOut (from no stored token)': 'Signing out: the server ends the session',
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
    'cart.remove: Remove the item with this id in filled → empty (from empty storage)':
      'Choosing a plan twice keeps one plan in the cart; removing it empties the cart',
    'cart.clear: Empty the cart (after a paid checkout) in filled → empty (from stored cart)':
      'A cart stored from an earlier visit is emptied after a paid checkout',
  },
  loginEmail: {
    'email.withCode in enteringEmail → continuingWithCode (from blank form)': 'A valid email continues to sign-in with an emailed code',
    'email.withPassword in enteringEmail → continuingWithPassword (from blank form)':
      'An invalid email is refused by both ways on; corrected, it continues to sign-in with a password',
  },
  passwordSignIn: {
    'signIn succeeds in signingIn → signedIn (from email carried over)':
      'A too-short password is refused and nothing is sent; the right password then signs the customer in',
    'signIn fails (429) … signIn fails (401): Wrong password or server trouble: say so in signingIn → editing (from email carried over)':
      'Too many sign-in attempts make the customer wait; when the form comes back, a wrong password is refused with the server’s message',
  },
  codeRequest: {
    'sendCode succeeds in sending → sent (from email carried over)':
      'With the email carried over, the customer asks for a code; it is emailed and the page goes on to code entry',
    'sendCode fails (429) … sendCode fails (503): Server trouble: say so, keep the email in sending → editing (from email carried over)':
      'An invalid email is refused, then too many codes make the customer wait, and the next try meets server trouble that keeps the email',
  },
  otpSignIn: {
    'verifyCode succeeds in verifying + coolingDown → signedIn (from code just sent)': 'The right code signs the customer in',
    'verifyCode fails (429) … verifyCode fails: Server trouble: say so, keep the page in verifying + coolingDown → typing + coolingDown (from code just sent)':
      'Too many attempts make the customer wait; then a wrong code is refused, and server trouble keeps the page to try again',
    'verifyCode fails (code_expired) … sendCode fails (429): Could not send: say why, allow another try in locked + sending → locked + available (from emailed link)':
      'An expired code: a new one is sent, typed and locked after too many tries; asking for another too soon is refused',
    'The flow opens and rests: No email to sign in with: the customer is offered the way back to /login. (from no email)':
      'Without an email the page offers the way back to sign-in',
  },
  register: {
    'register fails (429) … The wait is over in rateLimited → editing (from blank form)':
      'Too many registrations make the customer wait, then the form comes back',
    'register succeeds in submitting → registered (from blank form)': 'A complete form creates the account',
    'form.submit: Invalid input: messages under the fields, nothing sent in editing → editing (from blank form)':
      'Registering with an empty or invalid form shows the field errors and sends nothing',
    'register fails (422): Server field errors land under their fields in submitting → editing (from blank form)':
      'The server refuses a field (an email already taken) and the message shows under it',
  },
  forgotPassword: {
    'requestReset fails: Server trouble: say so, keep the email in sending → editing (from blank form)':
      'Server trouble while sending the link keeps the email to try again',
    'requestReset fails (429) … The wait is over in rateLimited → editing (from blank form)':
      'An invalid email is refused; the link is sent, then sending again too soon makes the customer wait until the form comes back',
  },
  resetPassword: {
    'resetPassword fails (link_expired) in submitting → linkInvalid (from emailed link)':
      'An expired reset link says so and offers a new one',
    'resetPassword succeeds in submitting → done (from emailed link)':
      'Saving without the confirmation is refused and sends nothing; once confirmed, the new password is saved',
    'resetPassword fails (429) … resetPassword fails (422): Refused password or server trouble in submitting → editing (from emailed link)':
      'Too many attempts make the customer wait; trying again, the server refuses a too common password and the form stays',
    'The flow opens and rests: No token in the address: explain, and offer to send a new link. (from no token)':
      'Without a token in the address the page offers to send a new link',
  },
  crmSignIn: {
    'signIn succeeds in signingIn → signedIn (from agent link)': 'An agent’s link signs the customer in',
    'signIn fails (401): Expired, used or unknown link in signingIn → failed (from agent link)':
      'An expired, used or unknown agent link is refused',
    'The flow opens and rests: No token: this page only works from a link made by `npm run crm-token`. (from no token)':
      'Without a token the page explains it only works from an agent’s link',
  },
  checkout: {
    'checkPortEligibility fails (422) … field.change in notEligible → editing (from Unlimited in the cart)':
      'Keeping my number: a number that cannot be moved, and editing its details lets the customer check again',
    'shipping.prefill: The profile address fills empty fields in editing → editing (from Unlimited in the cart)':
      'A SIM card to ship: a city typed on the shipping step, then the profile address fills the empty fields',
    'step.next: Invalid input: messages under the fields in editing → editing (from Unlimited in the cart)':
      'A missing ZIP code, then a short IMEI, are refused; back on the number step, keeping my number without details shows the errors',
    'step.back in incompatible → editing (from Unlimited in the cart)':
      'The phone passes the check and continuing without a SIM is refused; checked again, it is incompatible and Back returns to the number step',
    'Paid at once with a saved card in paying → paid (from Unlimited in the cart)':
      'A new number, a compatible phone and an eSIM: paying with a saved card completes the order at once',
    'A new card: on to the hosted payment page in paying → redirecting (from Unlimited in the cart)':
      'A new number, a compatible phone and an eSIM: paying with a new card goes on to the hosted payment page',
    'step.back: Back to the SIM choice in ready → choosing (from Unlimited in the cart)':
      'An eSIM order reaches the review: an empty promo code and a new card chosen, then Back returns to the SIM choice',
    'placeOrder fails (card_declined) … payment.retry in paymentFailed → ready (from Unlimited in the cart)':
      'An eSIM order is paid with a declined card; Try again returns to the review with nothing charged',
    'getQuote fails (422): Unknown or expired code: say so in applyingPromo → ready (from Unlimited in the cart)':
      'An eSIM order reaches the review, where an unknown or expired promo code is refused and the price stays the same',
    'step.back: Back to the address in ready → editing (from Unlimited in the cart)':
      'A SIM card to ship with the profile address reaches the review; Back returns to the shipping address',
    'checkPortEligibility fails (422) … checkDevice succeeds in checking → choosing (from Unlimited in the cart)':
      'Keeping my number: not eligible, a switch to a new number and back, then eligible on a second check, and the phone passes',
    'checkDevice fails (422) … sim.choose: eSIM needs a phone that supports it in choosing → choosing (from Unlimited in the cart)':
      'An incompatible phone, the IMEI retyped, the check refuses it and then passes, and the customer chooses an eSIM',
    'prepareReview fails … step.next: Try again in unavailable → preparing (from Unlimited in the cart)':
      'With their own SIM card the customer skips shipping, but the summary cannot be loaded; Try again asks again',
    'step.next in editing → preparing (from Unlimited in the cart)':
      'A SIM card to ship: an empty address is refused, then back and forth, the profile address fills it and pricing starts',
    'promo.remove in ready → removingPromo (from Unlimited in the cart)':
      'An eSIM order at the review: a promo code is applied, then removing it starts re-pricing without it',
    'getQuote succeeds in removingPromo → ready (from Unlimited in the cart)':
      'An eSIM order at the review: a promo code applied and then removed, and the bill goes back to the full price',
    'getQuote fails (422): Re-pricing failed: the promo stays on the bill and in the order, and the customer is told in removingPromo → ready (from Unlimited in the cart)':
      'An eSIM order at the review: removing an applied promo code fails, so the discount stays and the customer is told',
  },
  contentPage: {
    'loadPage fails: The content service did not answer … content.retry: Try again in unavailable → loading (from the FAQ)':
      'The content service does not answer; Try again loads the page again',
    'loadPage succeeds in loading → ready (from the FAQ)': 'The page’s content loads',
    'The service has no such page in loading → missing (from the FAQ)': 'The content service has no such page',
  },
  editName: {
    'save fails (422): Refused: the server’s message, and its field errors under the fields in saving → editing':
      'Saving the name, reopening and cancelling, then a one-letter first name, fixed and refused by the server',
  },
  editAddress: {
    'save fails (422): Refused: the server’s message, and its field errors under the fields in saving → editing':
      'Saving the address, reopening and cancelling, then a short ZIP code, fixed and refused by the server',
  },
  editEmail: {
    'dialog.close: The close icon in verifying + coolingDown → closed':
      'A new code is asked for while the code is checked; the close icon closes the dialog',
    'dialog.close: Cancel or the close icon in enteringEmail → closed': 'Cancel closes the email dialog and changes nothing',
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
    'save fails (422): Refused: the server’s message, and its field errors under the fields in saving → editing':
      'Saving the phone number, reopening and cancelling, then a short number, fixed and refused by the server',
  },
  changePassword: {
    'changePassword fails (422): Refused: the error dialog with the server’s message … failure.dismiss: Try again: back to the fields as typed in failed → idle':
      'A wrong current password shows the error dialog; Try again goes back to the three fields as typed',
    'success.dismiss: Done (or closing the success dialog): back to the settings page in succeeded → closed':
      'The password dialog is opened and cancelled; reopened, missing passwords are refused, then the password is changed and Done closes the success dialog',
  },
  contact: {
    'sendMessage fails (429): Refused or unreachable: the server’s message; what was typed stays in sending → editing (from visitor)':
      'A visitor signs in meanwhile and is told the message is missing, sends one, then a second is refused as too many',
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
    'Paid or card saved in checking → cardSaved (from back from saving a card)': 'Back from saving a card: the card is saved',
    'Declined or abandoned in checking → cardNotSaved (from back from saving a card)':
      'Back from a card page that was abandoned: the card is not saved',
    'The flow opens and rests: "We couldn\'t find a payment to check." Links to the shop, the cart and My Account. (from no marker stored)':
      'No payment to check in this browser',
  },
  savedCards: {
    'Store the markers and go to the hosted page in openingCardPage → leaving (from an ordinary visit)':
      'The saved cards load, and Add a card goes on to the payment provider’s card-saving page',
    'loadCards fails: Could not read it again, and the only card is gone in refreshing → empty (from an ordinary visit)':
      'Deleting the only card succeeds, but the list cannot be read again: the page shows no saved cards',
    "openCardPage fails (503): The server's message … deleteCard fails (409): Refused: the server's message; the dialog stays open in deleting → confirmingDelete (from an ordinary visit)":
      'Adding a card fails, a delete is cancelled, then making a card primary and deleting one are both refused',
    'loadCards fails … The last card was deleted in refreshing → empty (from back from a card that was not saved)':
      'Back from a card not saved, the cards load only on Try again; one is deleted, another made primary, and then none are left',
    "openCardPage fails (503): The server's message in openingCardPage → empty (from back from saving a card)":
      'Back from saving a card, no cards are on file and the card-saving page cannot be opened',
  },
  orderHistory: {
    'loadTransactions succeeds in loading → empty (from a customer in March 2026)': 'A customer with no orders sees the empty summary',
    'loadTransactions fails … history.retry: Try again in summary.failed → summary.loading (from a customer in March 2026)':
      'The summary cannot be loaded; Try again loads it again',
    'details.close: Close the dialog in list → list (from a customer in March 2026)':
      'From the latest orders to See all, where an order’s payment details open and close',
    'loadTransactions fails … history.retry: Try again in seeAll.failed → seeAll.loading (from a customer in March 2026)':
      'See all and Back, an order’s details on the summary, then See all: an empty month, another fails, Try again',
  },
  monthYearPicker: {
    'years.show: The year heading: back to the year list in choosingMonth → choosingYear (from as the order history opens it)':
      'The picker opens, a year is chosen and Escape closes it; reopened, a year is chosen and the year heading goes back to the year list',
    'picker.toggle: The button again in choosingMonth → closed (from as the order history opens it)':
      'A month chosen closes the menu after a moment; reopened three times, the button, Escape and the button close it',
  },
  lines: {
    'loadLines fails: Could not load: the reason and Try again … lines.retry: Try again in failed → loading':
      'The lines cannot be loaded; Try again loads them again',
    'loadLines fails: Could not refresh: the list stays as it was in refreshing → ready':
      'The lines load and refresh after a change; a later automatic refresh fails and the list stays as it was',
  },
  lineCare: {
    'loadLineCare fails … care.retry: Try again in failed → loading (from the customer opens one of their lines)':
      'The line cannot be loaded; Try again loads it again',
    'loadLineCare fails (404) in loading → notFound (from the customer opens one of their lines)':
      'A line that is not the customer’s is not found',
    'suspendLine fails (409) in calling → idle (from the customer opens one of their lines)': 'Suspending a line is refused',
    'restoreLine fails (503) in calling → idle (from the customer opens one of their lines)':
      'A lost phone suspends the line; the customer cancels restoring it once, then restoring fails with server trouble',
    'setAutopay succeeds in savingAutopay → idle (from the customer opens one of their lines)':
      'A renewal is paid, the line is suspended for a lost phone and restored, then autopay is switched off',
    'setAutopay fails (503) … payRenewal fails (402) in charging → choosing (from the customer opens one of their lines)':
      'After a plan change, switching autopay off fails; the customer cancels a payment and a suspension, then a renewal payment is declined',
  },
  nickname: {
    'saveNickname fails (422): Refused: the server’s message; the dialog stays open with the nickname as typed in saving → editing':
      'Saving the prefilled nickname, reopening and cancelling, then a blank nickname shows its error and a real one is refused by the server',
  },
  quickSimCheck: {
    'dialog.close: Cancel or the close icon in entering → closed':
      'Opening the SIM check and pressing Cancel before anything is checked closes it',
    'dialog.close: Cancel or the close icon in newSimNeeded → closed': 'Another carrier’s SIM needs a new SIM; Cancel closes the check',
    'dialog.close: Cancel or the close icon in simReady → closed':
      'A too-short SIM number shows its error; corrected, a SIM of ours is ready and Cancel closes the check',
    'sim.next: Next: the add-port-in dialog opens with this SIM number stored in simReady → closed':
      'A SIM of ours is ready; an edit resets the result, checked again, and Next opens the port-in details',
    'sim.next: Next: the add-port-in dialog opens with this SIM number stored in newSimNeeded → closed':
      'Another carrier’s SIM needs a new one; an edit resets the result, checked again, and Next opens the port-in details',
  },
  portInCheck: {
    'dialog.close: Cancel or the close icon in editing → closed': 'Opening the eligibility check from a line and pressing Cancel closes it',
    'form.submit: Invalid input: messages under the fields, nothing sent in editing → editing':
      'A line with no number or ZIP code: Verify shows the field errors and sends nothing',
    'Eligible: this dialog closes and the port-in details flow opens in verifying → closed':
      'An eligible number closes the check and opens the port-in details',
    'checkPortIn fails (not_eligible): Not eligible: an error notification and the failure dialog … dialog.close: The close icon in notEligible → closed':
      'A number that cannot move shows the failure dialog; its close icon closes it',
    'checkPortIn fails: Server trouble: an error notification and the default failure dialog … dialog.close: The close icon in failed → closed':
      'A changed number meets server trouble: the default failure dialog shows and its close icon closes it',
    'checkPortIn fails (422): A field refused: its message under it and as a notification … failure.retry: Try again: back to the fields as typed in failed → editing':
      'A field is refused, then the number cannot move, then server trouble; each time Try again goes back to the fields',
  },
  linesPage: {
    'lines.changed: A line changed: the list asks again in ready → ready': 'A line changed: the list loads again',
    'line.editPortIn: Edit details: the port-in dialog prefilled in ready → ready': 'Edit details opens the port-in dialog prefilled',
    'line.resubmitPortIn: Re-submit: the port-in dialog prefilled in ready → ready': 'Re-submit opens the port-in dialog prefilled',
    "number.eligible: Eligible: 'Good News!' with the SIM number and details held in ready → ready":
      'An eligible number: “Good News!” with the checked SIM number and the details held',
    'line.nickname: The nickname dialog for the line in ready → ready': 'The nickname dialog opens for a line',
    'line.portIn: Port in my number: the eligibility check, prefilled in ready → ready':
      'Port in my number opens the eligibility check, prefilled',
    'portIn.ended: Started or failed to: what was held is cleared in ready → ready':
      'A port-in started or failed to start: what was held is cleared',
  },
  changePlan: {
    'cancelScheduled fails (409) in cancelling → idle (from the customer opens one of their lines)':
      'The plans load; cancelling a scheduled plan change is refused with the server’s message and the plans stay',
    'loadPlanChange fails … cancelScheduled succeeds in cancelling → idle (from the customer opens one of their lines)':
      'The plans cannot be loaded; Try again loads them, and the customer cancels the scheduled plan change',
    'changePlan fails (402) in applying → confirming (from the customer opens one of their lines)':
      'An upgrade goes through; a downgrade is cancelled once, then confirmed and declined, and the dialog stays open',
  },
  lineUsage: {
    'loadUsage fails (503) … usage.retry: Try again in failed → loading (from the customer opens one of their lines)':
      'The usage cannot be loaded; Try again loads it again',
    'loadUsage succeeds in loading → ready (from the customer opens one of their lines)':
      'The usage of this period shows as bars, a chart and a table',
  },
  portIn: {
    'dialog.close: Cancel or the close icon: the stored data is cleared in eligible → closed':
      'An eligible number: closing “Good News!” clears what was stored and changes nothing',
    'Started: the stored data is cleared and the long notice stays open in startingWithOurSim → closed':
      'An eligible number on a SIM of ours: the port-in starts at once',
    'Started: the stored data is cleared and the long notice stays open in startingWithDetails → closed':
      'An eligible number with the old carrier details already given: the port-in starts',
    'dialog.close: Cancel or the close icon: the stored data is cleared in editPortIn.loadingDetails → closed':
      'Edit details: typing while the saved PIN loads, then Cancel changes nothing',
    'dialog.close: Cancel or the close icon: the stored data is cleared in resubmitPortIn.loadingDetails → closed':
      'Re-submit: typing while the saved PIN loads, then Cancel changes nothing',
    'bringNumber fails (422): The start failed: cleared, the server’s message, the dialog closes, off to /dashboard in startingWithOurSim → closed':
      'An eligible number on a SIM of ours: the start is refused and the customer is taken to the dashboard',
    'bringNumber fails (409): The start failed: cleared, the server’s message, the dialog closes, off to /dashboard in startingWithDetails → closed':
      'An eligible number with details given: a port-in already under way stops the start; off to the dashboard',
    'dialog.close: Cancel or the close icon: the stored data is cleared in addDetails.details → closed':
      'Giving the old carrier details: a too-short account number without a PIN is refused, then Cancel changes nothing',
    'Saved: the server’s message, the lines reload in saving → closed':
      'Edit details of a port-in under way: the saved PIN loads and Save stores the details',
    'Re-submitted: the stored data is cleared, the server’s message, the lines reload in resubmitting → closed':
      'Re-submit of a refused port-in: the saved PIN loads and Re-submit sends it again',
    'updatePortInDetails fails: Refused: the server’s message; the dialog stays open in saving → details':
      'Edit details: the saved PIN loads, but saving cannot reach Ring Mobile and the dialog stays open',
    'dialog.close: Cancel or the close icon: the stored data is cleared in addPortIn.details → closed':
      'An eligible number: a too-short account number without a PIN is refused, then Cancel changes nothing',
    'loadOldService fails: Not loaded: the dialog says so; what the customer typed stays … dialog.close: Cancel or the close icon: the stored data is cleared in editPortIn.details → closed':
      'Edit details: the saved PIN cannot be loaded, a too-short account number is refused, then Cancel changes nothing',
    'loadOldService fails: Not loaded: the dialog says so; what the customer typed stays … dialog.close: Cancel or the close icon: the stored data is cleared in resubmitPortIn.details → closed':
      'Re-submit: the saved PIN cannot be loaded, a too-short account number is refused, then Cancel changes nothing',
    'bringNumber fails (422): A detail refused: its message under the field … Started: the stored data is cleared and the long notice stays open in starting → closed':
      'An eligible number with details given: the start refuses a detail, the customer sends again and the port-in starts',
    'Stored: the server’s message, and on to the eligibility check with the details given in saving → closed':
      'The customer gives the old carrier details first; they are stored and the eligibility check follows',
    'makeStart fails (422): A detail refused: its message under the field … makeStart fails (409): The start failed: cleared, the server’s message, the dialog closes, off to /dashboard in resubmitting → closed':
      'Re-submit: the PIN is refused, then sent again the port-in is no longer waiting; off to the dashboard',
    'updatePortInDetails fails: Refused: the server’s message; the dialog stays open … updatePortInDetails fails (422): A detail refused: its message under the field in saving → details':
      'Giving the old carrier details: saving cannot reach Ring Mobile, then sent again the PIN is refused under the field',
    'bringNumber fails (422): A detail refused: its message under the field … bringNumber fails (409): The start failed: cleared, the server’s message, the dialog closes, off to /dashboard in starting → closed':
      'An eligible number with details given: a detail is refused twice, then a port-in already under way stops the start',
  },
  simActivation: {
    'loadKit succeeds in loading → locked (from a physical line with a shipped SIM kit)':
      'A SIM card on its way; Check again finds it delivered with activation already locked',
    'loadKit fails … loadKit succeeds in loading → activated (from a physical line with a shipped SIM kit)':
      'The SIM kit cannot be loaded; Try again finds the SIM card already activated',
    'The SIM shipped: activation starts, the lines reload in activating → activated (from a physical line with a shipped SIM kit)':
      'A delivered SIM card: a too-short SIM number is refused, then the right one activates the SIM',
    'activateSim fails (422): Another SIM (a try less), or not possible now: the message … activateSim fails (422): The last try was wrong: locked in activating → locked (from a physical line with a shipped SIM kit)':
      'A delivered SIM card: a wrong SIM number costs a try, and a wrong number on the last try locks activation',
  },
  esimReinstall: {
    'reinstallEsim fails (409): Refused: the message in reinstalling → confirming (from an active eSIM line)':
      'Reinstall eSIM issues a new QR code and Done closes it; reopened and cancelled, then tried again, it is refused with the message',
  },
  receiptDownload: {
    'downloadReceipt fails (404): Failed: the message, and it may be tried again in downloading → idle':
      'Download receipt saves the PDF; downloading again finds no such receipt, and the message shows so the customer can try again',
  },
}
