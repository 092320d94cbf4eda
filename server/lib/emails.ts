import type { Language } from '@contract/languages'
import { translate } from './i18n'

/**
 * The texts of every email the provider sends, in the customer's language (server/catalogues/emails). Plain text:
 * readable in any client and in the dev outbox.
 */

/** What a plain email is made of: the greeting, the body, and the closing lines. */
export function letter(language: Language, firstName: string, body: string, close: 'end' | 'ignore' = 'end') {
  const end = close === 'ignore' ? translate(language, 'email.signOff') : 'Ring Mobile'
  return `${translate(language, 'email.greeting', { firstName })}\n\n${body}\n\n${end}`
}

interface To {
  language: Language
  firstName: string
}

export function signInCodeEmail(input: To & { code: string; link: string; minutes: number }) {
  const { language } = input
  return {
    subject: translate(language, 'email.signInCode.subject'),
    text: letter(
      language,
      input.firstName,
      translate(language, 'email.signInCode.body', { code: input.code, minutes: input.minutes, link: input.link }),
      'ignore',
    ),
  }
}

export function emailChangeCodeEmail(input: To & { code: string; minutes: number }) {
  const { language } = input
  return {
    subject: translate(language, 'email.emailChangeCode.subject'),
    text: letter(
      language,
      input.firstName,
      translate(language, 'email.emailChangeCode.body', { code: input.code, minutes: input.minutes }),
      'ignore',
    ),
  }
}

/** Sent to the old address: it no longer reaches the account, so it says where to get help. */
export function emailChangedNotice(input: To & { newEmail: string; helpLink: string }) {
  const { language } = input
  return {
    subject: translate(language, 'email.emailChanged.subject'),
    text: letter(
      language,
      input.firstName,
      translate(language, 'email.emailChanged.body', { newEmail: input.newEmail, helpLink: input.helpLink }),
    ),
  }
}

export function resetPasswordEmail(input: To & { link: string; minutes: number }) {
  const { language } = input
  return {
    subject: translate(language, 'email.resetPassword.subject'),
    text: letter(
      language,
      input.firstName,
      translate(language, 'email.resetPassword.body', { link: input.link, minutes: input.minutes }),
      'ignore',
    ),
  }
}

export function passwordChangedNotice(input: To) {
  const { language } = input
  return {
    subject: translate(language, 'email.passwordChanged.subject'),
    text: letter(language, input.firstName, translate(language, 'email.passwordChanged.body')),
  }
}
