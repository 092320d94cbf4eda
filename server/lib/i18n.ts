import { setupI18n, type I18n, type Messages } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import validationEn from '@contract/catalogues/validation/en.json'
import validationEs from '@contract/catalogues/validation/es.json'
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@contract/languages'
import answersEn from '../catalogues/answers/en.json'
import answersEs from '../catalogues/answers/es.json'
import emailsEn from '../catalogues/emails/en.json'
import emailsEs from '../catalogues/emails/es.json'
import messagesEn from '../catalogues/messages/en.json'
import messagesEs from '../catalogues/messages/es.json'
import pagesEn from '../catalogues/pages/en.json'
import pagesEs from '../catalogues/pages/es.json'

/**
 * The server's texts in the customer's language, through Lingui as the SPA's are (docs/decisions/0033-languages.md):
 * catalogues of ICU MessageFormat, one JSON file per area and language (`<area>/<language>.json`), English the
 * source and the fallback of every key another language lacks.
 *
 * - `server/catalogues/messages`: the messages of the API's answers (`{ message, errors }`), keyed by their English
 *   text, as contract/'s validation messages are (`contract/catalogues/validation`, also read here): the server
 *   answers in the request's language (`translateMessage`), and the SPA leaves a message it does not know as it is.
 *   A message with values has its values as ICU arguments in its key (`Your card ending {last4} has expired.`).
 * - `server/catalogues/emails`: the emails and text messages, keyed `email.<kind>.<part>` and `text.<kind>`, read
 *   with `translate` in the customer's saved language.
 * - `server/catalogues/pages`: the pages and files the server draws itself (the sandbox's payment pages, receipts),
 *   keyed `pay.<part>` and `receipt.<part>`.
 * - `server/catalogues/answers`: texts inside answers that a page shows as they are (the Security page's checklist),
 *   keyed `<page>.<part>`, in the request's language.
 *
 * Compiled once, when this module loads (the server runs without a bundler; under the test runner, contract/'s
 * catalogue arrives compiled by the catalogues plugin, and is taken as it is).
 */

/** Each catalogue's English and Spanish messages. */
const CATALOGUES: Record<Language, Catalogue>[] = [
  { en: messagesEn, es: messagesEs },
  { en: emailsEn, es: emailsEs },
  { en: pagesEn, es: pagesEs },
  { en: answersEn, es: answersEs },
  { en: validationEn, es: validationEs },
]

type Catalogue = Record<string, unknown>

/** A language's messages, compiled: its own, and the English text wherever it has none. */
function compiled(language: Language): Messages {
  const messages: Catalogue = {}
  for (const catalogue of CATALOGUES)
    Object.assign(messages, catalogue[DEFAULT_LANGUAGE], language === DEFAULT_LANGUAGE ? {} : catalogue[language])
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => [
      id,
      typeof message === 'string' ? compileMessage(message) : (message as Messages[string]),
    ]),
  )
}

const instances = Object.fromEntries(
  LANGUAGES.map((language) => [language, setupI18n({ locale: language, messages: { [language]: compiled(language) } })]),
) as Record<Language, I18n>

const has = (i18n: I18n, id: string) => Object.prototype.hasOwnProperty.call(i18n.messages, id)

/** The values a text may be filled with. */
export type Values = Record<string, string | number>

/** One of the catalogues' keys in `language`, filled with `values`; a key no catalogue has is a mistake and throws. */
export function translate(language: Language, id: string, values?: Values): string {
  const i18n = instances[language]
  if (!has(i18n, id)) throw new Error(`No message ${id} in the server's catalogues`)
  return i18n._(id, values)
}

/**
 * The English messages with arguments (`Your card ending {last4} has expired.`), each as a pattern that finds the
 * key and its values in a message the server wrote out in English.
 */
const patterns = Object.keys(instances[DEFAULT_LANGUAGE].messages)
  .filter((id) => /\{\w+\}/.test(id) && !/\{\w+,/.test(id))
  .map((id) => {
    const names: string[] = []
    const source = id
      .split(/(\{\w+\})/)
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1]
        if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        names.push(name)
        return '(.+?)'
      })
      .join('')
    return { id, names, pattern: new RegExp(`^${source}$`, 's') }
  })

const untranslated = new Set<string>()

/**
 * A message of an answer (`message`, a field's message) in `language`. English is the text as written. Another
 * language has the catalogues' translation of the text, found by its English text or its pattern; a text no
 * catalogue has stays in English (said once on the console outside production, so that it gets a translation,
 * unless `quiet`: a record written with values no catalogue can know).
 */
export function translateMessage(text: string, language: Language, options: { quiet?: boolean } = {}): string {
  if (language === DEFAULT_LANGUAGE) return text
  const i18n = instances[language]
  if (has(i18n, text)) return i18n._(text)
  // A value that is itself a message (a lock's name, a refusal's reason, what was refused) is said in the language too.
  const value = (part: string) =>
    has(i18n, part) ? i18n._(part) : part === text ? part : translateMessage(part, language, { quiet: true })
  for (const { id, names, pattern } of patterns) {
    const match = pattern.exec(text)
    if (match) return i18n._(id, Object.fromEntries(names.map((name, index) => [name, value(match[index + 1])])))
  }
  if (!options.quiet && process.env.NODE_ENV !== 'production' && !untranslated.has(text)) {
    untranslated.add(text)
    console.warn(`[i18n] no ${language} translation for the message: ${text}`)
  }
  return text
}

/** A text of several lines (a plan's features), each line said in `language` as `translateMessage` says it. */
export function translateLines(text: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return text
  return text
    .split('\n')
    .map((line) => translateMessage(line, language))
    .join('\n')
}
