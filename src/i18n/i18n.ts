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
  /**
   * Settles once the area's texts in the browser's language are there. The area's module awaits it, so that code
   * importing the area (a route's chunk) runs with its texts: hydration then never waits inside a page.
   */
  ready: Promise<void>
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

/** A language's catalogue of an area, loaded on demand (its own chunk): an English page never fetches Spanish. */
type Loader = () => Promise<{ default: Record<string, unknown> }>

interface Area {
  loaders: Partial<Record<Language, Loader>>
  /** Each language's load, made once. */
  loads: Partial<Record<Language, Promise<void>>>
  /** The languages whose load has settled: loaded, or failed (the area then shows English until the next visit). */
  settled: Set<Language>
}

const areas = new Map<string, Area>()

/**
 * Registers an area's catalogue (once, however often the module is evaluated): `en`, the source, loaded with the
 * area's code, its keys typing the area's `t`; the other languages loaded when a page is drawn in them.
 */
export function defineCatalogue<const English extends Record<string, unknown>>(
  area: string,
  en: English,
  others: Record<Exclude<Language, 'en'>, Loader>,
): Catalogue<Extract<keyof English, string>> {
  if (!areas.has(area)) {
    // Compiled by scripts/lib/catalogues.ts; typed as the JSON files are written.
    instances.en.load('en', en as Messages)
    areas.set(area, { loaders: others, loads: {}, settled: new Set(['en']) })
  }
  // The server renders pages in several languages at once: there, a view waits for its texts (`useT`).
  const ready = typeof window === 'undefined' ? Promise.resolve() : loadArea(area, browserLanguage)
  return { area, ready }
}

/** Whether `area`'s texts in `language` can be drawn (English always can). */
export function isLoaded(area: string, language: Language): boolean {
  return areas.get(area)?.settled.has(language) ?? true
}

/** Loads `area`'s texts in `language`; the same promise for every caller (React's `use` needs it stable). */
export function loadArea(area: string, language: Language): Promise<void> {
  const entry = areas.get(area)
  if (!entry) return Promise.resolve()
  const load = entry.loads[language]
  if (load) return load
  const loader = entry.loaders[language]
  const started = (loader ? loader() : Promise.resolve({ default: {} }))
    .then((module) => instances[language].load(language, module.default as Messages))
    // A chunk that cannot be fetched (the connection dropped): the area shows English rather than nothing.
    .catch(() => undefined)
    .then(() => {
      entry.settled.add(language)
    })
  entry.loads[language] = started
  return started
}

/** Loads the texts in `language` of every area registered so far (before drawing a page in it). */
export function loadLanguage(language: Language): Promise<void> {
  return Promise.all([...areas.keys()].map((area) => loadArea(area, language))).then(() => undefined)
}

/** The Lingui instance of `language`. */
function i18nFor(language: Language): I18n {
  return instances[language] ?? instances[DEFAULT_LANGUAGE]
}

const has = (i18n: I18n, id: string) => Object.prototype.hasOwnProperty.call(i18n.messages, id)

/** A key in `language`, or in English where that language has no text for it (not translated, or not loaded). */
export function translate(language: Language, id: string, values?: MessageValues): string {
  const i18n = i18nFor(language)
  return has(i18n, id) ? i18n._(id, values) : i18nFor(DEFAULT_LANGUAGE)._(id, values)
}

/** A catalogue's `t` in `language`, for code outside React (machines' providers in the browser). */
export function translator<Id extends string>(_catalogue: Catalogue<Id>, language: Language): Translate<Id> {
  return (id, values) => translate(language, id, values)
}

/**
 * A text that may be a catalogue's English message (a validation message of contract/, a text a machine holds), in
 * `language`; a text no catalogue has is returned as it is (a server's answer, already in the customer's language).
 */
export function translateText(text: string, language: Language): string {
  return has(i18nFor(DEFAULT_LANGUAGE), text) ? translate(language, text) : text
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
