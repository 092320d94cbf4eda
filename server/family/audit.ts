import type { Db } from '../db/client'
import { writeCustomerMail } from '../lib/customer-mail'
import { keyedEmail } from '../lib/emails'
import type { Values } from '../lib/i18n'
import { recordSecurityEvent, type SecurityEventKind } from '../security/events'

type Exec = Pick<Db, 'insert' | 'select'>

/**
 * What happened in a group, as the Security page's activity names it (server/security/events.ts) and as the email
 * of the same name says it (server/catalogues/emails, `email.family.<kind>`).
 */
export type FamilyEventKind = Extract<
  SecurityEventKind,
  | 'family-invited'
  | 'family-joined'
  | 'family-role'
  | 'family-approved'
  | 'family-declined'
  | 'family-removed'
  | 'family-left'
  | 'family-transfer-offered'
  | 'family-transfer'
>

/** One person an event touches: what their activity says (English, as every event is kept) and their email's values. */
export interface Touched {
  customerId: string
  detail: string
  /** The email's key after `email.family.`: the owner and the member of one event read different letters; none
   * where another email already says it (the invitation to the invitee). */
  mail?: string
  values?: Values
}

/**
 * Writes one family event into the activity of each person it touches and emails each of them, inside the caller's
 * transaction: an event is recorded and mailed once, or (rolled back) not at all. Emails are in each person's saved
 * language. tests/server/family-audit.test.ts checks both for every kind.
 */
export async function auditFamily(tx: Exec, kind: FamilyEventKind, touched: Touched[], ip: string | null) {
  for (const person of touched) {
    await recordSecurityEvent(tx as Db, { customerId: person.customerId, kind, detail: person.detail, ip })
    const mail = person.mail
    if (mail) await writeCustomerMail(tx, person.customerId, (to) => keyedEmail(to, `email.family.${mail}`, { values: person.values }))
  }
}
