/**
 * src/lib/locale.ts: the text each format prints, pinned for representative values and edge cases (SPEC §9 and what
 * the pages print), so a change of options, pattern or a runtime's locale data shows here first. Dates not in UTC are
 * pinned in named zones (`localeFormat(locale, { timeZone })`), whatever zone the machine running the test is in.
 */
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_LOCALE,
  formatClock,
  formatData,
  formatDay,
  formatDayMonth,
  formatDayTime,
  formatDetailsDate,
  formatLongDate,
  formatMobileDate,
  formatMoney,
  formatMonthly,
  formatMonthYear,
  formatNumber,
  formatPercent,
  formatTableDate,
  formatTime,
  localeFormat,
  monthNames,
  resolveLocale,
  type Locale,
} from '@/lib/locale'
import { taxDetail } from '@/lib/tax'

describe('money', () => {
  it.each([
    [0, '$0.00'],
    // A negative amount keeps its sign when it rounds to zero.
    [-0, '-$0.00'],
    [-0.001, '-$0.00'],
    [0.001, '$0.00'],
    [0.004, '$0.00'],
    [0.005, '$0.01'],
    // Rounded from the number's shortest decimal form (0.015, not the double 0.01499…), half away from zero.
    [0.015, '$0.02'],
    [0.125, '$0.13'],
    [-0.125, '-$0.13'],
    [1.005, '$1.01'],
    [2.675, '$2.68'],
    [10, '$10.00'],
    [-10, '-$10.00'],
    [39.99, '$39.99'],
    [45.09, '$45.09'],
    [999.995, '$1,000.00'],
    [1000, '$1,000.00'],
    [1234.5, '$1,234.50'],
    [-1234.567, '-$1,234.57'],
    [999_999.99, '$999,999.99'],
    [12_345_678.9, '$12,345,678.90'],
  ])('%s → %s', (amount, text) => {
    expect(formatMoney(amount)).toBe(text)
  })

  it('writes every amount as Intl.NumberFormat does for US dollars, in both languages', () => {
    // Written without Intl (src/lib/locale.ts, usDollars): whole dollars, cents, half-cents, long fractions, the
    // edges of the decimal text (exponents below a millionth and from 10²¹) and the amounts that are not finite.
    const amounts = [0, -0, 0.5, 0.0049, 0.0051, 1e-7, -1e-7, 1e21, 123.456e18, Number.NaN, Infinity, -Infinity]
    for (let cents = -2000; cents <= 2000; cents += 7) amounts.push(cents / 100, cents / 1000 + 0.0005, (cents * 997) / 3)
    for (const language of ['en-US', 'es-US'] as const) {
      const intl = new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' })
      for (const amount of amounts) expect(localeFormat(language).money(amount), `${language} ${amount}`).toBe(intl.format(amount))
    }
  })

  it('prints a plan price per month', () => {
    expect(formatMonthly(40)).toBe('$40.00/mo')
    expect(formatMonthly(15)).toBe('$15.00/mo')
    expect(formatMonthly(1234.5)).toBe('$1,234.50/mo')
  })
})

describe('numbers', () => {
  it('groups thousands and keeps the decimals asked for', () => {
    expect(formatNumber(1234.5)).toBe('1,234.5')
    expect(formatNumber(0)).toBe('0')
    expect(formatNumber(1234.567, { maximumFractionDigits: 1 })).toBe('1,234.6')
  })

  it.each([
    [0, '0%'],
    [-0, '-0%'],
    [9, '9%'],
    [8.86, '8.86%'],
    [7.5, '7.5%'],
    [6.25, '6.25%'],
    [0.125, '0.13%'],
    [0.005, '0.01%'],
    [1.005, '1.01%'],
    [10.999, '11%'],
    [1234.5, '1,234.5%'],
  ])('a rate of %s prints %s', (rate, text) => {
    expect(formatPercent(rate)).toBe(text)
  })

  it('names the tax by state and rate, or the standard rate', () => {
    expect(taxDetail({ taxState: 'IL', taxRate: 8.86 })).toBe('Illinois, 8.86%')
    expect(taxDetail({ taxState: null, taxRate: 9 })).toBe('Standard rate, 9%')
    expect(taxDetail({ taxState: 'ZZ', taxRate: 7.5 })).toBe('Standard rate, 7.5%')
  })

  it.each([
    [0, '0 MB'],
    [300, '300 MB'],
    [900, '900 MB'],
    [1023, '1023 MB'],
    [1024, '1.00 GB'],
    // 1.125 GB, rounded to cents of a GB.
    [1.125 * 1024, '1.13 GB'],
    [1.25 * 1024, '1.25 GB'],
    [20 * 1024, '20.00 GB'],
    // Never grouped: "2000.00 GB".
    [2000 * 1024, '2000.00 GB'],
  ])('%s MB of data prints %s', (megabytes, text) => {
    expect(formatData(megabytes)).toBe(text)
  })
})

describe('dates in UTC (renewals, usage days, shipment steps)', () => {
  it.each([
    ['2026-04-01T00:00:00.000Z', '1 Apr 2026', '1 Apr'],
    // British English's short September, as the line pages have always printed it.
    ['2026-09-01T00:00:00Z', '1 Sept 2026', '1 Sept'],
    ['2026-12-31T23:59:59.999Z', '31 Dec 2026', '31 Dec'],
    ['2027-01-01T00:00:00.000Z', '1 Jan 2027', '1 Jan'],
    ['1999-12-31T12:00:00.000Z', '31 Dec 1999', '31 Dec'],
    // Another zone's offset in the string: the day is still the UTC one.
    ['2026-06-01T01:00:00+05:00', '31 May 2026', '31 May'],
    ['2026-03-02', '2 Mar 2026', '2 Mar'],
  ])('%s → %s, %s', (iso, day, dayMonth) => {
    expect(formatDay(iso)).toBe(day)
    expect(formatDayMonth(iso)).toBe(dayMonth)
  })

  it.each([
    // A sentence's day and time: the day as `day` writes it, 24 h as `clock` (no '3:05 PM' beside '14:05').
    ['2026-04-01T15:05:00.000Z', '1 Apr 2026, 15:05'],
    ['2026-04-01T00:00:00.000Z', '1 Apr 2026, 00:00'],
    ['2026-04-01T12:00:00.000Z', '1 Apr 2026, 12:00'],
    ['2026-09-30T23:59:59.999Z', '30 Sept 2026, 23:59'],
    ['2026-12-31T23:30:00-05:00', '1 Jan 2027, 04:30'],
  ])('%s → %s', (iso, text) => {
    expect(formatDayTime(iso)).toBe(text)
  })

  it('prints the same day whatever zone the customer is in', () => {
    for (const timeZone of ['UTC', 'America/Chicago', 'Asia/Tokyo']) {
      const format = localeFormat(DEFAULT_LOCALE, { timeZone })
      expect(format.day('2026-03-05T03:00:00.000Z')).toBe('5 Mar 2026')
      expect(format.dayMonth('2026-03-05T23:00:00.000Z')).toBe('5 Mar')
      expect(format.dayTime('2026-03-05T03:00:00.000Z')).toBe('5 Mar 2026, 03:00')
    }
  })
})

describe("dates in the customer's zone (payments, content pages)", () => {
  const utc = localeFormat(DEFAULT_LOCALE, { timeZone: 'UTC' })
  const chicago = localeFormat(DEFAULT_LOCALE, { timeZone: 'America/Chicago' })

  it.each([
    { iso: '2026-03-05T15:00:00.000Z', table: 'Mar 05, 26', mobile: 'Thursday, 5 Mar', details: '05 Mar 2026', long: '5 March 2026' },
    // September as en-US spells it in the payment dates.
    { iso: '2026-09-03T15:00:00.000Z', table: 'Sep 03, 26', mobile: 'Thursday, 3 Sep', details: '03 Sep 2026', long: '3 September 2026' },
  ])("prints SPEC §9's table, mobile and details dates, and the long date, of $iso", ({ iso, table, mobile, details, long }) => {
    expect(utc.tableDate(iso)).toBe(table)
    expect(utc.mobileDate(iso)).toBe(mobile)
    expect(utc.detailsDate(iso)).toBe(details)
    expect(utc.longDate(iso)).toBe(long)
  })

  it("moves the day and the year with the customer's zone", () => {
    expect(chicago.tableDate('2026-03-05T03:00:00.000Z')).toBe('Mar 04, 26')
    expect(chicago.mobileDate('2026-03-05T03:00:00.000Z')).toBe('Wednesday, 4 Mar')
    expect(chicago.detailsDate('2026-01-01T03:00:00.000Z')).toBe('31 Dec 2025')
    expect(chicago.tableDate('2026-01-01T03:00:00.000Z')).toBe('Dec 31, 25')
    expect(chicago.longDate('2026-01-01T03:00:00.000Z')).toBe('31 December 2025')
    expect(utc.detailsDate('2026-01-01T03:00:00.000Z')).toBe('01 Jan 2026')
  })

  it('prints a date without a time as that calendar day in every zone', () => {
    for (const format of [utc, chicago, localeFormat(DEFAULT_LOCALE, { timeZone: 'Asia/Tokyo' })]) {
      expect(format.tableDate('2026-03-05')).toBe('Mar 05, 26')
      expect(format.longDate('2026-03-05')).toBe('5 March 2026')
    }
  })

  it("uses the runtime's own zone by default", () => {
    const here = localeFormat(DEFAULT_LOCALE, { timeZone: new Intl.DateTimeFormat().resolvedOptions().timeZone })
    for (const iso of ['2026-03-05T03:00:00.000Z', '2026-03-05T23:00:00.000Z', '2026-12-31T23:30:00.000Z']) {
      expect(formatTableDate(iso)).toBe(here.tableDate(iso))
      expect(formatMobileDate(iso)).toBe(here.mobileDate(iso))
      expect(formatDetailsDate(iso)).toBe(here.detailsDate(iso))
      expect(formatLongDate(iso)).toBe(here.longDate(iso))
    }
  })

  it('prints times of day in 24 h and to the second', () => {
    expect(utc.clock(Date.UTC(2026, 2, 5, 14, 5))).toBe('14:05')
    expect(utc.clock(Date.UTC(2026, 2, 5, 0, 5))).toBe('00:05')
    expect(utc.clock(new Date(Date.UTC(2026, 2, 5, 23, 59, 59)))).toBe('23:59')
    expect(chicago.clock(Date.UTC(2026, 2, 5, 14, 5))).toBe('08:05')
    expect(utc.time(Date.UTC(2026, 2, 5, 15, 5, 7))).toBe('3:05:07 PM')
    expect(utc.time(Date.UTC(2026, 2, 5, 0, 0, 0))).toBe('12:00:00 AM')
    const at = Date.UTC(2026, 2, 5, 14, 5, 7)
    expect(formatClock(at)).toBe(localeFormat(DEFAULT_LOCALE, { timeZone: new Intl.DateTimeFormat().resolvedOptions().timeZone }).clock(at))
    expect(formatTime(at)).toMatch(/^\d{1,2}:\d{2}:\d{2} [AP]M$/)
  })

  it('prints a date that does not parse as such instead of throwing', () => {
    expect(formatDay('not a date')).toBe('Invalid Date')
    expect(formatTableDate('')).toBe('Invalid Date')
  })
})

describe('months', () => {
  it('names the twelve months in three letters (SPEC §9)', () => {
    expect(monthNames()).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'])
  })

  it('prints a month of a year', () => {
    expect(formatMonthYear({ month: 3, year: 2026 })).toBe('Mar 2026')
    expect(formatMonthYear({ month: 9, year: 2026 })).toBe('Sep 2026')
    expect(formatMonthYear({ month: 1, year: 2015 })).toBe('Jan 2015')
    expect(formatMonthYear({ month: 12, year: 2025 })).toBe('Dec 2025')
  })
})

describe('lists', () => {
  it('joins names as each language lists them', () => {
    expect(localeFormat().list(['Canada', 'Mexico'])).toBe('Canada and Mexico')
    expect(localeFormat().list(['France', 'Germany', 'Spain'])).toBe('France, Germany, and Spain')
    expect(localeFormat('es-US').list(['Canadá', 'México'])).toBe('Canadá y México')
    expect(localeFormat('es-US').list(['Francia', 'Alemania', 'España'])).toBe('Francia, Alemania y España')
    expect(localeFormat().list(['Mexico'])).toBe('Mexico')
  })
})

describe('formatters', () => {
  it('are made once for the default language', () => {
    expect(localeFormat()).toBe(localeFormat(DEFAULT_LOCALE))
    expect(localeFormat().money).toBe(formatMoney)
  })
})

describe('US Spanish', () => {
  const es = localeFormat('es-US', { timeZone: 'UTC' })

  it('prints dollars as in the US, and a price per month', () => {
    expect(es.money(1234.5)).toBe('$1,234.50')
    expect(es.money(-10)).toBe('-$10.00')
    expect(es.monthly(40)).toBe('$40.00/mes')
    expect(es.number(1234.5)).toBe('1,234.5')
    expect(es.percent(8.86)).toBe('8.86%')
    expect(es.data(1280)).toBe('1.25 GB')
  })

  it('prints the day before the month, in Spanish', () => {
    expect(es.day('2026-09-01T00:00:00Z')).toBe('1 sept 2026')
    expect(es.dayMonth('2026-04-01T00:00:00Z')).toBe('1 abr')
    expect(es.dayTime('2026-04-01T15:05:00.000Z')).toBe('1 abr 2026, 15:05')
    expect(es.tableDate('2026-03-05T15:00:00.000Z')).toBe('05 mar 26')
    expect(es.mobileDate('2026-03-05T15:00:00.000Z')).toBe('jueves, 5 mar')
    expect(es.detailsDate('2026-03-05T15:00:00.000Z')).toBe('05 mar 2026')
    expect(es.longDate('2026-03-05T15:00:00.000Z')).toBe('5 de marzo de 2026')
    expect(es.monthYear({ month: 1, year: 2026 })).toBe('ene 2026')
    expect(es.clock(Date.UTC(2026, 2, 5, 14, 5))).toBe('14:05')
    expect(es.time(Date.UTC(2026, 2, 5, 15, 5, 7))).toBe('3:05:07 p.m.')
  })

  it('names the twelve months', () => {
    expect(es.monthNames()).toEqual(['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'])
  })
})

describe('an unknown locale', () => {
  it('prints English', () => {
    expect(resolveLocale('es-MX')).toBe('es-US')
    expect(resolveLocale('ES')).toBe('es-US')
    expect(resolveLocale('fr-FR')).toBe(DEFAULT_LOCALE)
    expect(resolveLocale(undefined)).toBe(DEFAULT_LOCALE)
    expect(resolveLocale('')).toBe(DEFAULT_LOCALE)
    // A value typed as a locale but unknown at run time (a stored setting): English, not an error.
    expect(localeFormat('fr-FR' as Locale, { timeZone: 'UTC' }).monthly(40)).toBe('$40.00/mo')
  })
})
