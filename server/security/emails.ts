/** The security emails (plain text, like server/lib/emails.ts). */

const HELP = 'If this was not you, sign in and check My Account → Security, or contact us right away.'

/** The last four digits of a number, as emails and the Security page show it. */
export const lastFour = (mdn: string | null) => (mdn ? `••• ${mdn.slice(-4)}` : 'a line without a number yet')

export function lockedAttemptEmail(input: { firstName: string; number: string; what: string; unlock: string }) {
  return {
    subject: 'We blocked a change to your Ring Mobile number',
    text:
      `Hi ${input.firstName},\n\nSomeone just asked to ${input.what} for your number ${input.number}. ` +
      `Your number lock is on, so we refused it and nothing changed.\n\n${input.unlock}\n\n${HELP}\n\nRing Mobile`,
  }
}

export function transferAttemptEmail(input: { firstName: string; number: string; reason: string }) {
  return {
    subject: 'A transfer of your Ring Mobile number was refused',
    text:
      `Hi ${input.firstName},\n\nAnother carrier just asked to move your number ${input.number} away from Ring Mobile, ` +
      `and we refused: ${input.reason}\n\n${HELP}\n\nRing Mobile`,
  }
}

export function transferPinEmail(input: { firstName: string; number: string; expiresOn: string }) {
  return {
    subject: 'A transfer PIN was made for your Ring Mobile number',
    text:
      `Hi ${input.firstName},\n\nA number transfer PIN was made for ${input.number} and its port-out lock was turned off. ` +
      `The PIN works until ${input.expiresOn}. Another carrier can now move the number with your account number and this PIN.\n\n` +
      `${HELP}\n\nRing Mobile`,
  }
}

export function portedOutEmail(input: { firstName: string; number: string }) {
  return {
    subject: 'Your number has moved to another carrier',
    text:
      `Hi ${input.firstName},\n\nYour number ${input.number} has moved to your new carrier, and its Ring Mobile service has ended. ` +
      `Thank you for being with us.\n\n${HELP}\n\nRing Mobile`,
  }
}

export function twoStepChangedEmail(input: { firstName: string; on: boolean }) {
  return {
    subject: input.on ? 'Two-step sign-in is on' : 'Two-step sign-in was turned off',
    text: input.on
      ? `Hi ${input.firstName},\n\nTwo-step sign-in is now on for your Ring Mobile account: after your password or an emailed code, we ask for a code from your authenticator app. Keep your recovery codes somewhere safe.\n\n${HELP}\n\nRing Mobile`
      : `Hi ${input.firstName},\n\nTwo-step sign-in was turned off for your Ring Mobile account.\n\n${HELP}\n\nRing Mobile`,
  }
}
