/**
 * Every price, number, date and time the pages print, in one language, through the browser's own `Intl` (nothing to
 * download: its locale data ships with the browser and with Node, so the server's first draw prints the same text).
 *
 * A language is a row of `LANGUAGES`: for each named format, the `Intl` options and where its parts go. English and
 * US Spanish have a row each; another language is one more row, and the pages print in it through
 * `localeFormat(locale)`.
 *
 * Formatters are made on first use and kept: making an `Intl` formatter costs far more than using one, and the first
 * one a page makes loads the browser's locale data (15 to 25 ms in a CPU profile, 60 to 100 ms at Lighthouse's 4×
 * slowdown). So a page that prints no date makes none, and prices in dollars are written without `Intl` where the
 * language writes them as US English does (`usDollars`).
 */

/** The languages the pages can print in. */
export type Locale = 'en-US' | 'es-US'

/** The language every page prints in. */
export const DEFAULT_LOCALE: Locale = 'en-US'

/** Prices are US dollars whatever the language (a US carrier). */
const CURRENCY = 'USD'

/** The named date and time formats of the pages (each language says how it writes them). */
type DateFormatName =
  'day' | 'dayMonth' | 'dayTime' | 'tableDate' | 'mobileDate' | 'detailsDate' | 'longDate' | 'monthYear' | 'month' | 'clock' | 'time'

interface DateFormat {
  /** The fields and their widths, as `Intl.DateTimeFormat` takes them (no time zone: see `utc`). */
  options: Intl.DateTimeFormatOptions
  /**
   * Where `Intl`'s parts go ('{day} {month} {year}'), so the text does not move when a browser's locale data
   * changes a separator; without it, `Intl`'s own order for the language.
   */
  pattern?: string
  /** The `Intl` locale the month and weekday names come from, when not the language's own. */
  names?: string
  /**
   * In UTC: renewals, usage days and shipment steps are dated by the server in UTC, and read the same everywhere.
   * Otherwise in the customer's time zone (a payment's time).
   */
  utc?: boolean
}

interface Language {
  /** The `Intl` locale of numbers, prices and names. */
  intl: string
  /**
   * Whether the language writes dollars as US English does ('$1,250.00', '-$10.00'): then a price is written by
   * `usDollars`, without `Intl.NumberFormat`; otherwise by `Intl` in the language's locale.
   */
  usDollars: boolean
  dates: Record<DateFormatName, DateFormat>
  /** A monthly price around the formatted amount: '{price}/mo'. */
  perMonth: string
}

/** The day (and its time) as both languages write it: the day first, in UTC ('1 Sept 2026', '1 Dec 2026, 22:14'). */
const DAY_FIRST = {
  day: { options: { day: 'numeric', month: 'short', year: 'numeric' }, pattern: '{day} {month} {year}', utc: true },
  dayMonth: { options: { day: 'numeric', month: 'short' }, pattern: '{day} {month}', utc: true },
  // A day and a time in a sentence: the day as `day` writes it, the time in 24 h as `clock`.
  dayTime: {
    options: { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
    pattern: '{day} {month} {year}, {hour}:{minute}',
    utc: true,
  },
} satisfies Partial<Record<DateFormatName, DateFormat>>

/** The formats the two languages write alike (only the names of months and weekdays differ). */
const SHARED_DATES = {
  // SPEC §9: 'dddd, D MMM' (mobile), 'DD MMM YYYY' (details).
  mobileDate: { options: { weekday: 'long', day: 'numeric', month: 'short' }, pattern: '{weekday}, {day} {month}' },
  detailsDate: { options: { day: '2-digit', month: 'short', year: 'numeric' }, pattern: '{day} {month} {year}' },
  monthYear: { options: { month: 'short', year: 'numeric' }, pattern: '{month} {year}', utc: true },
  month: { options: { month: 'short' }, pattern: '{month}', utc: true },
  // "Try again at 14:05": 24 h.
  clock: { options: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, pattern: '{hour}:{minute}' },
  time: {
    options: { hour: 'numeric', minute: '2-digit', second: '2-digit', hour12: true },
    pattern: '{hour}:{minute}:{second} {dayPeriod}',
  },
} satisfies Partial<Record<DateFormatName, DateFormat>>

/** SPEC §9's table date, 'MMM DD, YY': its fields (each language places them). */
const TABLE_DATE: Intl.DateTimeFormatOptions = { month: 'short', day: '2-digit', year: '2-digit' }
const LONG_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' }

/** Formats with their month and weekday names taken from another `Intl` locale. */
function withNames<K extends DateFormatName>(formats: Record<K, DateFormat>, names: string): Record<K, DateFormat> {
  return Object.fromEntries(Object.entries<DateFormat>(formats).map(([name, format]) => [name, { ...format, names }])) as Record<
    K,
    DateFormat
  >
}

const LANGUAGES: Record<Locale, Language> = {
  'en-US': {
    intl: 'en-US',
    usDollars: true,
    dates: {
      // The day first, with British English's short months ('1 Sept 2026'), as the line pages print them.
      ...withNames(DAY_FIRST, 'en-GB'),
      ...SHARED_DATES,
      tableDate: { options: TABLE_DATE, pattern: '{month} {day}, {year}' },
      longDate: { options: LONG_DATE, pattern: '{day} {month} {year}' },
    },
    perMonth: '{price}/mo',
  },
  // US Spanish: dollars as in the US ('$1,234.50'), the day before the month, lower-case months as Intl writes them
  // ('1 sept 2026'), 'p.m.'.
  'es-US': {
    intl: 'es-US',
    usDollars: true,
    dates: {
      ...DAY_FIRST,
      ...SHARED_DATES,
      tableDate: { options: TABLE_DATE, pattern: '{day} {month} {year}' },
      // Intl's own order: '5 de marzo de 2026'.
      longDate: { options: LONG_DATE },
    },
    perMonth: '{price}/mes',
  },
}

/** The locale of a language tag ('es', 'es-MX'), or the default for anything else: an unknown locale prints English. */
export function resolveLocale(tag: unknown): Locale {
  return typeof tag === 'string' && /^es(?:[-_]|$)/i.test(tag.trim()) ? 'es-US' : DEFAULT_LOCALE
}

/** What `localeFormat` gives: the pages' formats in one language. */
export interface LocaleFormat {
  locale: Locale
  /** An amount in US dollars: '$40.00', '-$10.00', '$1,250.00' (SPEC §9: en-US). */
  money(amount: number): string
  /** A plan price, dollars and cents a month (SPEC §2): '$40.00/mo'. */
  monthly(amount: number): string
  /** A number as the language writes it, with `Intl.NumberFormat`'s options: 1234.5 → '1,234.5'. */
  number(value: number, options?: Intl.NumberFormatOptions): string
  /** A rate in percent with at most two decimals: 8.86 → '8.86%', 9 → '9%'. */
  percent(rate: number): string
  /** Data from megabytes (1024 MB a GB, as the plans count): 900 → '900 MB', 1280 → '1.25 GB'. */
  data(megabytes: number): string
  /** '1 Apr 2026', in UTC. */
  day(iso: string): string
  /** '1 Apr', in UTC. */
  dayMonth(iso: string): string
  /** A day and a time in a sentence, 24 h: '1 Apr 2026, 15:05', in UTC. */
  dayTime(iso: string): string
  /** A payments table's date (SPEC §9 'MMM DD, YY'): 'Mar 05, 26', in the customer's zone. */
  tableDate(iso: string): string
  /** A payment's date on a phone (SPEC §9 'dddd, D MMM'): 'Thursday, 5 Mar', in the customer's zone. */
  mobileDate(iso: string): string
  /** The Payment Details dialog's date (SPEC §9 'DD MMM YYYY'): '05 Mar 2026', in the customer's zone. */
  detailsDate(iso: string): string
  /** A content page's date: '5 March 2026', in the customer's zone. */
  longDate(iso: string): string
  /** A month of a year (month 1-12): 'Mar 2026'. */
  monthYear(value: { month: number; year: number }): string
  /** The twelve short month names (SPEC §9: three letters): 'Jan' … 'Dec'. */
  monthNames(): string[]
  /** A time of day in 24 h, in the customer's zone: '14:05'. */
  clock(time: number | Date): string
  /** A time of day to the second, in the customer's zone: '3:05:07 PM'. */
  time(time: number | Date): string
  /** Names joined as the language lists them: ['Canada', 'Mexico'] → 'Canada and Mexico' ('Canadá y México'). */
  list(names: string[]): string
}

/** The formatters made so far, by locale and options: made once each. */
const numberFormats = new Map<string, Intl.NumberFormat>()
const dateFormats = new Map<string, Intl.DateTimeFormat>()

function numberFormat(locale: string, options: Intl.NumberFormatOptions) {
  const key = `${locale} ${JSON.stringify(options)}`
  let format = numberFormats.get(key)
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)))
  return format
}

const listFormats = new Map<string, Intl.ListFormat>()

function listFormat(locale: string) {
  let format = listFormats.get(locale)
  if (!format) listFormats.set(locale, (format = new Intl.ListFormat(locale, { type: 'conjunction' })))
  return format
}

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions) {
  const key = `${locale} ${JSON.stringify(options)}`
  let format = dateFormats.get(key)
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)))
  return format
}

/** A date without a time ('2026-03-05') is that calendar day wherever the customer is. */
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/

/** The text for a date that does not parse, rather than an error that would take the page down. */
const INVALID_DATE = 'Invalid Date'

function render(language: Language, format: DateFormat, value: string | number | Date, timeZone: string | undefined) {
  const dateOnly = typeof value === 'string' ? DATE_ONLY.exec(value) : null
  const date = dateOnly ? new Date(Date.UTC(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]))) : new Date(value)
  if (Number.isNaN(date.getTime())) return INVALID_DATE
  const zone = format.utc || dateOnly ? 'UTC' : timeZone
  const formatter = dateFormat(format.names ?? language.intl, zone ? { ...format.options, timeZone: zone } : format.options)
  if (!format.pattern) return formatter.format(date)
  const parts = new Map(formatter.formatToParts(date).map((part) => [part.type, part.value]))
  return format.pattern.replace(/\{(\w+)\}/g, (_, type: Intl.DateTimeFormatPartTypes) => parts.get(type) ?? '')
}

/** A finite amount as its shortest decimal text, without an exponent ('1.005', '1250'). */
const PLAIN_DECIMAL = /^(\d+)(?:\.(\d+))?$/

/**
 * An amount in US dollars as `Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })` writes it, made
 * without `Intl`: a page's first `Intl` formatter loads the browser's locale data (60 to 90 ms at Lighthouse's 4×
 * slowdown), and most pages print nothing else with one. As `Intl` does, it rounds the amount's shortest decimal
 * text half away from zero to cents (1.005 → '$1.01') and keeps the sign of a negative that rounds to zero
 * ('-$0.00'); an amount written with an exponent (below a millionth, from 10²¹) or not finite goes to `Intl`.
 * tests/unit/locale.test.ts compares it with `Intl` in both languages.
 */
function usDollars(amount: number, intl: string) {
  const digits = PLAIN_DECIMAL.exec(String(Math.abs(amount)))
  if (!digits) return numberFormat(intl, { style: 'currency', currency: CURRENCY }).format(amount)
  const [, whole, fraction = ''] = digits
  const cents = BigInt(whole + fraction.padEnd(2, '0').slice(0, 2)) + (fraction[2] >= '5' ? 1n : 0n)
  const text = String(cents).padStart(3, '0')
  const dollars = text.slice(0, -2).replace(/\B(?=(\d{3})+$)/g, ',')
  return `${amount < 0 || Object.is(amount, -0) ? '-' : ''}$${dollars}.${text.slice(-2)}`
}

function create(locale: Locale, timeZone: string | undefined): LocaleFormat {
  const language = LANGUAGES[locale] ?? LANGUAGES[DEFAULT_LOCALE]
  const { intl, dates } = language
  const money = (amount: number) =>
    language.usDollars ? usDollars(amount, intl) : numberFormat(intl, { style: 'currency', currency: CURRENCY }).format(amount)
  const date = (name: DateFormatName) => (value: string | number | Date) => render(language, dates[name], value, timeZone)
  const month = date('month')
  return {
    locale,
    money,
    monthly: (amount) => language.perMonth.replace('{price}', money(amount)),
    number: (value, options = {}) => numberFormat(intl, options).format(value),
    percent: (rate) => numberFormat(intl, { style: 'unit', unit: 'percent', maximumFractionDigits: 2 }).format(rate),
    data: (megabytes) =>
      megabytes >= 1024
        ? numberFormat(intl, {
            style: 'unit',
            unit: 'gigabyte',
            minimumFractionDigits: 2,
            maximumFractionDigits: 2,
            useGrouping: false,
          }).format(megabytes / 1024)
        : numberFormat(intl, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 20, useGrouping: false }).format(megabytes),
    day: date('day'),
    dayMonth: date('dayMonth'),
    dayTime: date('dayTime'),
    tableDate: date('tableDate'),
    mobileDate: date('mobileDate'),
    detailsDate: date('detailsDate'),
    longDate: date('longDate'),
    monthYear: ({ month: number, year }) => render(language, dates.monthYear, Date.UTC(year, number - 1, 1), timeZone),
    monthNames: () => Array.from({ length: 12 }, (_, index) => month(Date.UTC(2000, index, 1))),
    clock: date('clock'),
    time: date('time'),
    list: (names) => listFormat(intl).format(names),
  }
}

const made = new Map<Locale, LocaleFormat>()

/**
 * The pages' formats in `locale`. `timeZone` places the dates that are not in UTC; by default the runtime's own zone
 * (in a browser, the customer's).
 */
export function localeFormat(locale: Locale = DEFAULT_LOCALE, { timeZone }: { timeZone?: string } = {}): LocaleFormat {
  if (timeZone) return create(locale, timeZone)
  let format = made.get(locale)
  if (!format) made.set(locale, (format = create(locale, undefined)))
  return format
}

/** The default language's formats, for the pages that print in it. */
const pages = localeFormat(DEFAULT_LOCALE)

export const formatMoney = pages.money
export const formatMonthly = pages.monthly
export const formatNumber = pages.number
export const formatPercent = pages.percent
export const formatData = pages.data
export const formatDay = pages.day
export const formatDayMonth = pages.dayMonth
export const formatDayTime = pages.dayTime
export const formatTableDate = pages.tableDate
export const formatMobileDate = pages.mobileDate
export const formatDetailsDate = pages.detailsDate
export const formatLongDate = pages.longDate
export const formatMonthYear = pages.monthYear
export const monthNames = pages.monthNames
export const formatClock = pages.clock
export const formatTime = pages.time
