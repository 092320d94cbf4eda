import { describe, expect, it } from 'vitest'
import { formatDate, formatDateTime } from '@server/lib/locale'
import { localeFormat } from '@/lib/locale'

/**
 * One date format per kind of place, in both languages (docs/decisions/0028-locale-and-formatting.md): the spec's
 * three payment formats exactly as SPEC §9 sets them; a sentence in a page (and an API answer a page shows) writes
 * '5 Mar 2026' and, with a time, 24 h; an email or a text writes the month out; a PDF as an email. No ISO day, no
 * 12-hour clock beside a 24-hour one, no leading zero outside the spec's formats.
 */
const AT = '2026-03-05T14:05:00.000Z'
const en = localeFormat('en-US', { timeZone: 'UTC' })
const es = localeFormat('es-US', { timeZone: 'UTC' })

describe('the spec’s payment formats, kept exactly', () => {
  it("writes the order table 'MMM DD, YY', the narrow list 'dddd, D MMM', Payment Details 'DD MMM YYYY'", () => {
    expect(en.tableDate(AT)).toBe('Mar 05, 26')
    expect(en.mobileDate(AT)).toBe('Thursday, 5 Mar')
    expect(en.detailsDate(AT)).toBe('05 Mar 2026')
  })
})

describe('a sentence in a page', () => {
  it('writes a day, and a day with a time in 24 h like the clock beside it, in both languages', () => {
    expect([en.day(AT), en.dayTime(AT), en.clock(Date.parse(AT))]).toEqual(['5 Mar 2026', '5 Mar 2026, 14:05', '14:05'])
    expect([es.day(AT), es.dayTime(AT), es.clock(Date.parse(AT))]).toEqual(['5 mar 2026', '5 mar 2026, 14:05', '14:05'])
    expect(es.dayTime('2026-12-01T22:14:00.000Z')).not.toMatch(/[ap]\.\s?m\./)
  })

  it('is the same day in an API answer a page shows', () => {
    expect(formatDate(new Date(AT), 'en', 'page')).toBe(en.day(AT))
    expect(formatDate(new Date(AT), 'es', 'page')).toBe(es.day(AT))
    expect(formatDateTime(new Date(AT), 'en', 'page')).toBe(en.dayTime(AT))
    expect(formatDateTime(new Date(AT), 'es', 'page')).toBe(es.dayTime(AT))
  })
})

describe('an email or a text, and a PDF', () => {
  it('writes the month out, with no leading zero, and names the zone of a time', () => {
    const day = new Date(AT)
    expect(formatDate(day, 'en', 'email')).toBe('5 March 2026')
    expect(formatDate(day, 'es', 'email')).toBe('5 de marzo de 2026')
    expect(formatDateTime(day, 'en', 'email')).toBe('5 March 2026, 14:05 UTC')
    expect(formatDateTime(day, 'es', 'email')).toBe('5 de marzo de 2026, 14:05 UTC')
    expect(formatDate(day, 'en', 'document')).toBe('5 March 2026')
    expect(formatDate(day, 'es', 'document')).toBe('5 de marzo de 2026')
  })

  it('dates in UTC, as the carrier clock does: a renewal at midnight is that day everywhere', () => {
    expect(formatDate(new Date('2027-02-02T00:00:00.000Z'), 'en', 'email')).toBe('2 February 2027')
    expect(formatDate(new Date('2026-12-31T23:59:59.000Z'), 'es', 'email')).toBe('31 de diciembre de 2026')
  })
})
