import type { Language } from '@contract/languages'
import { keyedEmail, type To } from '../lib/emails'
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

export function lockedAttemptEmail(input: To & { number: string; change: LockedChange; unlock: string }) {
  const { language } = input
  const what = translate(language, `email.lockedAttempt.${input.change}`)
  return keyedEmail(input, 'email.lockedAttempt', {
    values: { what, number: input.number },
    after: [translateMessage(input.unlock, language), help(language)],
  })
}

export function transferAttemptEmail(input: To & { number: string; reason: string }) {
  const { language } = input
  return keyedEmail(input, 'email.transferAttempt', {
    values: { number: input.number, reason: translateMessage(input.reason, language) },
    after: [help(language)],
  })
}

export function transferPinEmail(input: To & { number: string; expiresAt: Date }) {
  const { language } = input
  const expiresOn = formatDateTime(input.expiresAt, language, 'email')
  return keyedEmail(input, 'email.transferPin', { values: { number: input.number, expiresOn }, after: [help(language)] })
}

export function portedOutEmail(input: To & { number: string }) {
  return keyedEmail(input, 'email.portedOut', { values: { number: input.number }, after: [help(input.language)] })
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
  return keyedEmail(input, key, { values, after: [translate(language, 'email.securityChange.wasntYou', { link: input.link })] })
}
