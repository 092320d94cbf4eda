import type { Db } from '../db/client'
import { writeCustomerMail, type Addressee } from '../lib/customer-mail'
import { letter } from '../lib/emails'
import { translate } from '../lib/i18n'
import { lastFour } from './emails'

/**
 * The notice of a change of SIM or eSIM on a line (plain text, like server/lib/emails.ts), in the customer's saved
 * language. A SIM swap is how a number is stolen, so every change that moves the number to another SIM is told, with
 * what to do if it wasn't the customer: sign out everywhere, turn the SIM change lock on, contact us. (A change the
 * lock refused is told by security/number-lock.ts.)
 */

/** What moved: to a new eSIM (a switch of phone), a new eSIM code, a new SIM card activated, a SIM card ordered. */
export type SimChangeNotice = 'esim' | 'esimReinstall' | 'simActivation' | 'kitOrdered'

function simChangedEmail(input: Addressee & { number: string; change: SimChangeNotice }) {
  const { language } = input
  return {
    subject: translate(language, input.change === 'kitOrdered' ? 'email.simChanged.kitSubject' : 'email.simChanged.subject'),
    text: letter(
      language,
      input.firstName,
      `${translate(language, `email.simChanged.${input.change}`, { number: input.number })}\n\n${translate(language, 'email.simChanged.ifNotYou')}`,
    ),
  }
}

/**
 * Writes the notice inside the transaction that makes the change (carrier/line-switch.ts, carrier/shipment.ts,
 * routes/sim.ts): the change commits once, so it is told once, whichever process ran it.
 */
export async function writeSimChanged(
  tx: Pick<Db, 'insert' | 'select'>,
  line: { customerId: string; mdn: string | null },
  change: SimChangeNotice,
) {
  await writeCustomerMail(tx, line.customerId, (to) => simChangedEmail({ ...to, number: lastFour(line.mdn, to.language), change }))
}
