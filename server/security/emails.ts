import type { Language } from '@contract/languages'
import { letter } from '../lib/emails'
import { translate, translateMessage } from '../lib/i18n'
import { formatDateTime } from '../lib/locale'

/** The security emails (plain text, like server/lib/emails.ts), in the customer's saved language. */

/** The closing advice of every security email. */
const help = (language: Language) => translate(language, 'email.security.help')

/**
 * The last four digits of a number, as emails and the Security page show it; the text for a line without a number
 * is in `language` (English for the Security page's records).
 */
export const lastFour = (mdn: string | null, language: Language = 'en') =>
  mdn ? `••• ${mdn.slice(-4)}` : translate(language, 'email.security.noNumber')

/** The SIM changes the number lock refuses, as a locked-attempt email says them. */
export type LockedChange = 'esimReinstall' | 'simActivation' | 'simSwap'

interface To {
  language: Language
  firstName: string
}

export function lockedAttemptEmail(input: To & { number: string; change: LockedChange; unlock: string }) {
  const { language } = input
  const what = translate(language, `email.lockedAttempt.${input.change}`)
  return {
    subject: translate(language, 'email.lockedAttempt.subject'),
    text: letter(
      language,
      input.firstName,
      `${translate(language, 'email.lockedAttempt.body', { what, number: input.number })}\n\n${translateMessage(input.unlock, language)}\n\n${help(language)}`,
    ),
  }
}

export function transferAttemptEmail(input: To & { number: string; reason: string }) {
  const { language } = input
  return {
    subject: translate(language, 'email.transferAttempt.subject'),
    text: letter(
      language,
      input.firstName,
      `${translate(language, 'email.transferAttempt.body', { number: input.number, reason: translateMessage(input.reason, language) })}\n\n${help(language)}`,
    ),
  }
}

export function transferPinEmail(input: To & { number: string; expiresAt: Date }) {
  const { language } = input
  const expiresOn = formatDateTime(input.expiresAt, language, 'email')
  return {
    subject: translate(language, 'email.transferPin.subject'),
    text: letter(
      language,
      input.firstName,
      `${translate(language, 'email.transferPin.body', { number: input.number, expiresOn })}\n\n${help(language)}`,
    ),
  }
}

export function portedOutEmail(input: To & { number: string }) {
  const { language } = input
  return {
    subject: translate(language, 'email.portedOut.subject'),
    text: letter(
      language,
      input.firstName,
      `${translate(language, 'email.portedOut.body', { number: input.number })}\n\n${help(language)}`,
    ),
  }
}

/** A change to how the account is proven or reached, as its notice names it. */
export type SecurityChange =
  | { kind: 'passkeyAdded' | 'passkeyRemoved'; name: string }
  | { kind: 'twoStepOn' | 'twoStepOff' | 'recoveryCodes' }
  | { kind: 'phoneChanged'; last4: string }
  | { kind: 'lockOff'; lock: 'portOut' | 'simChange'; mdn: string | null }

/**
 * The notice sent at once for every change to how the account is proven or reached: what changed, and a one-time
 * link that ends every session ("If this wasn't you…"; server/security/notices.ts makes it).
 */
export function securityChangeEmail(input: To & { change: SecurityChange; link: string }) {
  const { language, change } = input
  const key = change.kind === 'twoStepOn' || change.kind === 'twoStepOff' ? `email.${change.kind}` : `email.securityChange.${change.kind}`
  const values: Record<string, string> =
    change.kind === 'lockOff'
      ? {
          lock: translate(language, `email.securityChange.lockOff.${change.lock}`),
          number: lastFour(change.mdn, language),
          what: translate(language, `email.securityChange.lockOff.${change.lock}What`),
        }
      : 'name' in change
        ? { name: change.name }
        : 'last4' in change
          ? { last4: change.last4 }
          : {}
  return {
    subject: translate(language, `${key}.subject`),
    text: letter(
      language,
      input.firstName,
      `${translate(language, `${key}.body`, values)}\n\n${translate(language, 'email.securityChange.wasntYou', { link: input.link })}`,
    ),
  }
}
