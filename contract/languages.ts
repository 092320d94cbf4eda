/**
 * The languages of the app (issue 37): English, the default and the fallback, and Spanish. No zod here: the
 * server's first answer and the SPA's first chunk read it.
 */
export const LANGUAGES = ['en', 'es'] as const
export type Language = (typeof LANGUAGES)[number]

export const DEFAULT_LANGUAGE: Language = 'en'

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

/**
 * The language an `Accept-Language` header prefers among ours (RFC 9110 §12.5.4): ranges by weight, highest first,
 * matched on their primary subtag (`es-MX` and `es-419` are Spanish); null when the header names none of ours (or only
 * `*`, or only with q=0), so that the caller's next source decides.
 */
export function negotiateLanguage(header: string | null | undefined): Language | null {
  if (!header) return null
  const ranges = header
    .split(',')
    .map((part, order) => {
      const [range = '', ...params] = part.trim().split(';')
      const weight = params.map((param) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param)?.[1]).find((value) => value !== undefined)
      const q = weight === undefined ? 1 : Number(weight)
      return { primary: range.trim().toLowerCase().split('-')[0] ?? '', q: Number.isFinite(q) ? q : 0, order }
    })
    .filter((range) => range.q > 0 && isLanguage(range.primary))
    .sort((a, b) => b.q - a.q || a.order - b.order)
  const best = ranges[0]?.primary
  return isLanguage(best) ? best : null
}
