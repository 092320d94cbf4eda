/**
 * The message catalogues and their translations, through Lingui (docs/decisions/0033-languages.md).
 *
 * Each area of the site has its catalogue (src/i18n/catalogues/<area>/<language>.json, ICU MessageFormat), loaded
 * with the code that shows it: `defineCatalogue` is called by the area's module, which the views of the area import,
 * so a page's texts travel in its own chunks. There is one Lingui instance per language, never switched: a server
 * rendering pages in two languages at once gives each page the instance of its own, and a view reads the instance of
 * the language it is drawn in (src/i18n/react.tsx).
 *
 * Every catalogue is compiled at build time, and a language's catalogue that lacks a key has the English text under
 * it (scripts/lib/catalogues.ts); a key no catalogue has prints as itself, which the catalogue test prevents.
 */
import { setupI18n, type I18n, type Messages } from '@lingui/core'
import { DEFAULT_LANGUAGE, INTL_LOCALES, LANGUAGES, type Language } from './languages'

/** An area's catalogue: its keys are what its `t` accepts. */
export interface Catalogue<Id extends string = string> {
  area: string
  /** Never read: it carries the keys' type. */
  readonly ids?: Id
}

/** The values a message is filled with: `{name}`, `{count, plural, …}`. */
type MessageValues = Record<string, string | number>

/** Translates one of a catalogue's keys. */
export type Translate<Id extends string> = (id: Id, values?: MessageValues) => string

const instances = Object.fromEntries(
  LANGUAGES.map((language) => [language, setupI18n({ locale: language, locales: [INTL_LOCALES[language]], messages: { [language]: {} } })]),
) as Record<Language, I18n>

const areas = new Set<string>()

/**
 * Registers an area's catalogue with every language (once, however often the module is evaluated). `en` is the
 * source; its keys type the area's `t`.
 */
export function defineCatalogue<const English extends Record<string, unknown>>(
  area: string,
  messages: { en: English } & Record<Exclude<Language, 'en'>, Record<string, unknown>>,
): Catalogue<Extract<keyof English, string>> {
  if (!areas.has(area)) {
    areas.add(area)
    // Compiled by scripts/lib/catalogues.ts; typed as the JSON files are written.
    for (const language of LANGUAGES) instances[language].load(language, messages[language] as Messages)
  }
  return { area }
}

/** The Lingui instance of `language`. */
export function i18nFor(language: Language): I18n {
  return instances[language] ?? instances[DEFAULT_LANGUAGE]
}

/** A catalogue's `t` in `language`, for code outside React (machines' providers, the server renderer). */
export function translator<Id extends string>(_catalogue: Catalogue<Id>, language: Language): Translate<Id> {
  const i18n = i18nFor(language)
  return (id, values) => i18n._(id, values)
}

/**
 * A text that may be a catalogue's English message (a validation message of contract/, a text a machine holds), in
 * `language`; a text no catalogue has is returned as it is (a server's answer, already in the customer's language).
 */
export function translateText(text: string, language: Language): string {
  const i18n = i18nFor(language)
  return Object.prototype.hasOwnProperty.call(i18n.messages, text) ? i18n._(text) : text
}

let browserLanguage: Language = DEFAULT_LANGUAGE

/**
 * The browser's language, for code outside React (the API client's `Accept-Language`, a machine's provided
 * actions). Only the browser sets it (src/main.tsx); the server renders pages in several languages at once and
 * gives each its own (`LanguageProvider`, `translator`).
 */
export function currentLanguage(): Language {
  return browserLanguage
}

export function setCurrentLanguage(language: Language) {
  browserLanguage = language
}
