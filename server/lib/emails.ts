import type { Language } from '@contract/languages'
import { translate, type Values } from './i18n'

/**
 * The texts of every email the provider sends, in the customer's language (server/catalogues/emails). Plain text:
 * readable in any client and in the dev outbox.
 */

/** What a plain email is made of: the greeting, the body, and the closing lines. */
export function letter(language: Language, firstName: string, body: string, close: 'end' | 'ignore' = 'end') {
  const end = close === 'ignore' ? translate(language, 'email.signOff') : 'Ring Mobile'
  return `${translate(language, 'email.greeting', { firstName })}\n\n${body}\n\n${end}`
}

/** Whom an email greets, and in which language it is written. */
export interface To {
  language: Language
  firstName: string
}

/**
 * The house layout of an email whose texts are the catalogue's `<key>.subject` and `<key>.body`, both given
 * `values`: the subject, then `letter`'s greeting, the body, each of `after` as a paragraph of its own (the
 * security advice, "If this wasn't you…") and the closing lines (`close: 'ignore'` for a code or a link the
 * customer may not have asked for). `body` stands for the catalogue's body where the email builds it itself.
 */
export function keyedEmail(
  to: To,
  key: string,
  { values, body, after = [], close }: { values?: Values; body?: string; after?: string[]; close?: 'end' | 'ignore' } = {},
) {
  const { language } = to
  const paragraphs = [body ?? translate(language, `${key}.body`, values), ...after]
  return {
    subject: translate(language, `${key}.subject`, values),
    text: letter(language, to.firstName, paragraphs.join('\n\n'), close),
  }
}

export function signInCodeEmail(input: To & { code: string; link: string; minutes: number }) {
  return keyedEmail(input, 'email.signInCode', { values: { code: input.code, minutes: input.minutes, link: input.link }, close: 'ignore' })
}

export function emailChangeCodeEmail(input: To & { code: string; minutes: number }) {
  return keyedEmail(input, 'email.emailChangeCode', { values: { code: input.code, minutes: input.minutes }, close: 'ignore' })
}

/** Sent to the old address: it no longer reaches the account, so it says where to get help. */
export function emailChangedNotice(input: To & { newEmail: string; helpLink: string }) {
  return keyedEmail(input, 'email.emailChanged', { values: { newEmail: input.newEmail, helpLink: input.helpLink } })
}

export function resetPasswordEmail(input: To & { link: string; minutes: number }) {
  return keyedEmail(input, 'email.resetPassword', { values: { link: input.link, minutes: input.minutes }, close: 'ignore' })
}

export function passwordChangedNotice(input: To) {
  return keyedEmail(input, 'email.passwordChanged')
}
