/**
 * The languages of the app (docs/decisions/0033-languages.md): English, the default and the fallback, and Spanish. No zod here: the
 * server's first answer and the SPA's first chunk read it.
 */
export const LANGUAGES = ['en', 'es'] as const
export type Language = (typeof LANGUAGES)[number]

export const DEFAULT_LANGUAGE: Language = 'en'

/** The cookie a visitor's choice of language is kept in (set by the SPA's switch, read by the server's pages). */
export const LANGUAGE_COOKIE = 'lang'

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

/**
 * The longest `Accept-Language` header read: a browser sends a few dozen characters (`es-MX,es;q=0.9,en;q=0.8`); a
 * longer one is not a browser's, and is read as naming none of ours rather than parsed.
 */
const MAX_ACCEPT_LANGUAGE = 256

/**
 * The language an `Accept-Language` header prefers among ours (RFC 9110 §12.5.4): ranges by weight, highest first,
 * matched on their primary subtag (`es-MX` and `es-419` are Spanish); null when the header names none of ours (or only
 * `*`, or only with q=0), so that the caller's next source decides.
 */
export function negotiateLanguage(header: string | null | undefined): Language | null {
  if (!header || header.length > MAX_ACCEPT_LANGUAGE) return null
  const ranges = header
    .split(',')
    .map((part, order) => {
      const [range = '', ...params] = part.trim().split(';')
      const weight = params.map((param) => /^\s*q\s*=(.*)$/i.exec(param)?.[1]?.trim()).find((value) => value !== undefined)
      // A weight that is not one (RFC 9110 §12.4.2: 0 to 1, three decimals at most) counts the range for nothing.
      const q = weight === undefined ? 1 : /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(weight) ? Number(weight) : 0
      return { primary: range.trim().toLowerCase().split('-')[0] ?? '', q, order }
    })
    .filter((range) => range.q > 0 && isLanguage(range.primary))
    .sort((a, b) => b.q - a.q || a.order - b.order)
  const best = ranges[0]?.primary
  return isLanguage(best) ? best : null
}

/**
 * The language a page is drawn in: the `lang` cookie's when the visitor has one (the visitor chose; an unknown value
 * is English), else the first of ours the browser's `Accept-Language` prefers (a first visit: `es-MX` and `es-US`
 * get Spanish), else English. The server renderer (src/entry-server.tsx) and the page cache's key
 * (server/lib/pages.ts) both read it, so that a kept page is the one its visitor would be drawn.
 */
export function pageLanguageOf(cookieHeader: string | null | undefined, acceptLanguage: string | null | undefined): Language {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name = '', value = ''] = part.split('=')
    if (name.trim() !== LANGUAGE_COOKIE) continue
    const chosen = value.trim().toLowerCase().split(/[-_]/)[0]
    return isLanguage(chosen) ? chosen : DEFAULT_LANGUAGE
  }
  return negotiateLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE
}
