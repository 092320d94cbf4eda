/** The texts of every email the provider sends. Plain text: readable in any client and in the dev outbox. */

const SIGN_OFF = '\n\nRing Mobile\nIf you did not ask for this, you can ignore this email.'

export function signInCodeEmail(input: { firstName: string; code: string; link: string; minutes: number }) {
  return {
    subject: 'Your Ring Mobile sign-in code',
    text:
      `Hi ${input.firstName},\n\nYour Ring Mobile sign-in code is ${input.code}. ` +
      `It works once and expires in ${input.minutes} minutes.\n\nOr sign in with this link:\n${input.link}` +
      SIGN_OFF,
  }
}

export function emailChangeCodeEmail(input: { firstName: string; code: string; minutes: number }) {
  return {
    subject: 'Confirm your new Ring Mobile email',
    text:
      `Hi ${input.firstName},\n\nEnter this code to confirm your new email address: ${input.code}\n` +
      `It works once and expires in ${input.minutes} minutes.` +
      SIGN_OFF,
  }
}

/** Sent to the old address: it no longer reaches the account, so it says where to get help. */
export function emailChangedNotice(input: { firstName: string; newEmail: string; helpLink: string }) {
  return {
    subject: 'Your Ring Mobile email was changed',
    text:
      `Hi ${input.firstName},\n\nThe email of your Ring Mobile account is now ${input.newEmail}, and this address ` +
      'no longer signs in to it.\n\nIf you did not make this change, contact us right away so that we can secure ' +
      `your account: write to us at ${input.helpLink} or call Ring Mobile support from any phone. We will never ` +
      'ask for your password.\n\nRing Mobile',
  }
}

export function resetPasswordEmail(input: { firstName: string; link: string; minutes: number }) {
  return {
    subject: 'Reset your Ring Mobile password',
    text:
      `Hi ${input.firstName},\n\nChoose a new password with this link (it works once and expires in ${input.minutes} minutes):\n` +
      `${input.link}` +
      SIGN_OFF,
  }
}

export function passwordChangedNotice(input: { firstName: string }) {
  return {
    subject: 'Your Ring Mobile password was changed',
    text:
      `Hi ${input.firstName},\n\nYour Ring Mobile password was just changed and every other session was signed out. ` +
      'If you did not make this change, reset your password now or contact us.\n\nRing Mobile',
  }
}
