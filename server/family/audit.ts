import type { Language } from '@contract/languages'
import type { Db } from '../db/client'
import { writeCustomerMail } from '../lib/customer-mail'
import { keyedEmail } from '../lib/emails'
import { translate, type Values } from '../lib/i18n'
import { recordSecurityEvent, type SecurityEventKind } from '../security/events'

type Exec = Pick<Db, 'insert' | 'select'>

/**
 * What happened in a group, as the Security page's activity names it (server/security/events.ts) and as the email
 * of the same name says it (server/catalogues/emails, `email.family.<kind>`).
 */
export type FamilyEventKind = Extract<SecurityEventKind, `family-${string}`>

/** One person an event touches: what their activity says (English, as every event is kept) and their email's values. */
export interface Touched {
  customerId: string
  detail: string
  /** The email's key after `email.family.`: the owner and the member of one event read different letters; none
   * where another email already says it (the invitation to the invitee). */
  mail?: string
  /** The email's values, or the values in the reader's language (an add-on's name, said in it). */
  values?: Values | ((language: Language) => Values)
  /**
   * The security advice the email ends with: `self` when the reader did it (a stolen session would have: sign out
   * everywhere, change the password), `invited` for the owner told someone joined (they may not have invited them),
   * `manager` for the owner told a manager charged their card.
   */
  ifNotYou?: 'self' | 'invited' | 'manager'
}

/**
 * One touched person, in the order a reader reads an event: who, what their activity says, their email and its
 * values, the advice it ends with.
 */
export function touch(
  customerId: string,
  detail: string,
  mail?: string,
  values?: Touched['values'],
  ifNotYou?: Touched['ifNotYou'],
): Touched {
  return { customerId, detail, mail, values, ifNotYou }
}

const ADVICE = { self: 'email.family.ifNotYou', invited: 'email.family.ifNotInvited', manager: 'email.family.ifNotExpected' } as const

/**
 * Writes one family event into the activity of each person it touches and emails each of them, inside the caller's
 * transaction: an event is recorded and mailed once, or (rolled back) not at all. Emails are in each person's saved
 * language. tests/server/family-audit.test.ts checks both for every kind.
 */
export async function auditFamily(tx: Exec, kind: FamilyEventKind, touched: Touched[], ip: string | null) {
  for (const person of touched) {
    await recordSecurityEvent(tx as Db, { customerId: person.customerId, kind, detail: person.detail, ip })
    const mail = person.mail
    const advice = person.ifNotYou
    if (mail)
      await writeCustomerMail(tx, person.customerId, (to) => {
        const values = typeof person.values === 'function' ? person.values(to.language) : person.values
        return keyedEmail(to, `email.family.${mail}`, { values, after: advice ? [translate(to.language, ADVICE[advice], values)] : [] })
      })
  }
}
