import type { Context } from 'hono'
import { DEFAULT_LANGUAGE, isLanguage, negotiateLanguage, type Language } from '@contract/languages'
import type { AppEnv } from '../context'
import type { Customer } from '../db/types'

/** The customer's saved language; a value the app no longer has reads as English. */
export function savedLanguage(customer: Pick<Customer, 'language'>): Language {
  return isLanguage(customer.language) ? customer.language : DEFAULT_LANGUAGE
}

/**
 * The language of a request's answer: the first of ours that `Accept-Language` prefers (the SPA sends its current
 * language), else the signed-in customer's saved language (known once the session check has run), else English.
 */
export function requestLanguage(c: Context<AppEnv>): Language {
  const asked = negotiateLanguage(c.req.header('accept-language'))
  if (asked) return asked
  const customer = c.var.customer as Customer | undefined
  return customer ? savedLanguage(customer) : DEFAULT_LANGUAGE
}

/**
 * The language of an email or text a request sends to `customer` (a sign-in code, a notice of a change they just
 * made): the language they are using now (`Accept-Language`), else their saved language. Mail sent later, by a job,
 * goes out in the saved language.
 */
export function languageFor(c: Context<AppEnv>, customer: Pick<Customer, 'language'>): Language {
  return negotiateLanguage(c.req.header('accept-language')) ?? savedLanguage(customer)
}
