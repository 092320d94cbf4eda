import { eq } from 'drizzle-orm'
import type { Language } from '@contract/languages'
import type { Db } from '../db/client'
import { customers, type MailAttachment } from '../db/schema'
import { savedLanguage } from './language'
import { writeMail } from './mailer'

/** Who an email is written to: the first name it greets and the language it is in. */
export interface Addressee {
  firstName: string
  language: Language
}

/**
 * Writes one email to a customer (by id) inside the caller's transaction (server/lib/mailer.ts `writeMail`), made
 * with their first name in their saved language: the language of My Account, as mail a job sends is.
 */
export async function writeCustomerMail(
  exec: Pick<Db, 'insert' | 'select'>,
  customerId: string,
  make: (to: Addressee) => { subject: string; text: string; attachments?: MailAttachment[] },
) {
  const [customer] = await exec
    .select({ email: customers.email, firstName: customers.firstName, language: customers.language })
    .from(customers)
    .where(eq(customers.id, customerId))
  if (!customer) return
  await writeMail(exec, { to: customer.email, ...make({ firstName: customer.firstName, language: savedLanguage(customer) }) })
}
