import type { Language } from '@contract/languages'

/**
 * The dates the server writes, one format per kind of place and language (docs/decisions/0028-locale-and-formatting.md),
 * all in UTC (the server dates renewals, passes and PINs on the carrier clock in UTC, and says so where a time shows):
 *
 * - `page`: a sentence the API answers for a page to show ("Your line changes to Plus at its renewal on 5 Mar 2026."),
 *   as the pages write days (src/lib/locale.ts `day`): '5 Mar 2026', '5 mar 2026';
 * - `email`: an email or a text message, a letter that writes its month out: '5 March 2026', '5 de marzo de 2026';
 *   with a time, '5 March 2026, 14:05 UTC';
 * - `document`: a PDF (receipts), as the emails: '5 March 2026', '5 de marzo de 2026'.
 *
 * Times are 24 h in both languages, as the pages print them. `tests/unit/date-places.test.ts` pins every format.
 */
export type DatePlace = 'page' | 'email' | 'document'

interface Row {
  /** The `Intl` locale whose names and order the date takes. */
  intl: string
  options: Intl.DateTimeFormatOptions
}

const SHORT: Record<Language, Row> = {
  en: { intl: 'en-GB', options: { day: 'numeric', month: 'short', year: 'numeric' } },
  es: { intl: 'es-US', options: { day: 'numeric', month: 'short', year: 'numeric' } },
}
const LONG: Record<Language, Row> = {
  en: { intl: 'en-GB', options: { day: 'numeric', month: 'long', year: 'numeric' } },
  es: { intl: 'es-US', options: { day: 'numeric', month: 'long', year: 'numeric' } },
}
const PLACES: Record<DatePlace, Record<Language, Row>> = { page: SHORT, email: LONG, document: LONG }

const formats = new Map<string, Intl.DateTimeFormat>()

function formatter(intl: string, options: Intl.DateTimeFormatOptions) {
  const key = `${intl} ${JSON.stringify(options)}`
  let format = formats.get(key)
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(intl, { ...options, timeZone: 'UTC' })))
  return format
}

/** A day as `place` writes it in `language`. */
export function formatDate(date: Date, language: Language, place: DatePlace): string {
  const row = PLACES[place][language] ?? PLACES[place].en
  return formatter(row.intl, row.options).format(date)
}

/** A day and a time (24 h, UTC) as `place` writes them; emails and documents name the zone. */
export function formatDateTime(date: Date, language: Language, place: DatePlace): string {
  const time = formatter('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date)
  return `${formatDate(date, language, place)}, ${time}${place === 'page' ? '' : ' UTC'}`
}
