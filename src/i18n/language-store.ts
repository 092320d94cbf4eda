/**
 * The browser's language: what the page was drawn in, changed by the language switch or by a signed-in customer's
 * saved language. Choosing one remembers it in the `lang` cookie (the server draws the next pages in it) and in
 * localStorage; listeners of `onChoose` are told of a visitor's own choice (the app saves it to a signed-in
 * customer's account).
 */
import { loadLanguage } from './i18n'
import { LANGUAGE_COOKIE, languageCookie, languageOfCookies, LANGUAGE_STORAGE_KEY, resolveLanguage, type Language } from './languages'

export interface LanguageStore {
  get(): Language
  subscribe(listener: () => void): () => void
  /**
   * Draws the site in `language`, once the texts of the areas loaded so far are there (the page changes language in
   * one step). `chosen`: the visitor picked it (the switch), as opposed to the account's saved language being
   * applied; only a choice is passed on to `onChoose`.
   */
  set(language: Language, options?: { chosen?: boolean }): Promise<void>
  /** Told of each language the visitor chooses. */
  onChoose(listener: (language: Language) => void): () => void
  /** The language the browser remembers, if any. */
  remembered(): Language | null
}

/** What the store writes the choice to; the browser's cookie and localStorage unless a test passes others. */
export interface LanguageMemory {
  write(language: Language): void
  read(): Language | null
}

/** The browser's memory of the choice: the cookie the server reads, and localStorage (read first, then the cookie). */
export const browserLanguageMemory: LanguageMemory = {
  write(language) {
    document.cookie = languageCookie(language)
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, language)
    } catch {
      // Storage refused (private mode, quota): the cookie still carries the choice.
    }
  },
  read() {
    let stored: string | null = null
    try {
      stored = localStorage.getItem(LANGUAGE_STORAGE_KEY)
    } catch {
      // Storage refused: the cookie may still say.
    }
    if (stored !== null) return resolveLanguage(stored)
    return document.cookie.split(';').some((part) => part.trim().startsWith(`${LANGUAGE_COOKIE}=`))
      ? languageOfCookies(document.cookie)
      : null
  },
}

/** Keeps nothing: the server's renders and the view tests. */
export const noLanguageMemory: LanguageMemory = { write: () => undefined, read: () => null }

export function createLanguageStore(initial: Language, memory: LanguageMemory = noLanguageMemory): LanguageStore {
  let current = initial
  const listeners = new Set<() => void>()
  const choosers = new Set<(language: Language) => void>()
  return {
    get: () => current,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async set(language, { chosen = false } = {}) {
      memory.write(language)
      if (chosen) for (const chooser of choosers) chooser(language)
      if (language === current) return
      await loadLanguage(language)
      current = language
      for (const listener of listeners) listener()
    },
    onChoose(listener) {
      choosers.add(listener)
      return () => choosers.delete(listener)
    },
    remembered: () => memory.read(),
  }
}
