/**
 * The languages the site speaks, and how a request or a browser says which one it wants: the `lang` cookie (read by
 * the server's first draw and part of its page cache's key), localStorage (the browser's own memory of the choice),
 * and a signed-in customer's saved language. English is the default and the fallback for anything unknown.
 */
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, type Language } from '@contract/languages'
import type { Locale } from '@/lib/locale'

export { DEFAULT_LANGUAGE, LANGUAGES, pageLanguageOf, type Language } from '@contract/languages'

/** Each language's name in itself, as a language switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' }

/** The `Intl` locale each language prints prices, numbers and dates in (src/lib/locale.ts). */
export const INTL_LOCALES: Record<Language, Locale> = { en: 'en-US', es: 'es-US' }

/** The cookie the server reads a page's language from, and the localStorage key that remembers it. */
export { LANGUAGE_COOKIE }
export const LANGUAGE_STORAGE_KEY = 'lang'

/** A year: the choice outlives the session. */
const COOKIE_MAX_AGE = 60 * 60 * 24 * 365

/** The language a tag asks for ('es', 'es-MX', 'ES'), or English for anything else (missing, unknown, malformed). */
export function resolveLanguage(value: unknown): Language {
  if (typeof value !== 'string') return DEFAULT_LANGUAGE
  const primary = value.trim().toLowerCase().split(/[-_]/)[0]
  return isLanguage(primary) ? primary : DEFAULT_LANGUAGE
}

/** The language a request's `Cookie` header chooses. */
export function languageOfCookies(cookieHeader: string | null | undefined): Language {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.split('=')
    if (name?.trim() === LANGUAGE_COOKIE) return resolveLanguage(value)
  }
  return DEFAULT_LANGUAGE
}

/** The `Set-Cookie`/`document.cookie` text that makes the server draw pages in `language`. */
export function languageCookie(language: Language) {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${COOKIE_MAX_AGE}; SameSite=Lax`
}
