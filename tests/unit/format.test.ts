/**
 * src/lib/money.ts and src/lib/dates.ts write out by hand what `Intl` would print (issue 14: the first `Intl`
 * formatter of a page costs its locale data). Each is compared with `Intl`, with the options the pages used before,
 * over edge cases and a seeded spread of values: the same text, character for character.
 */
import { describe, expect, it } from 'vitest'
import { formatDay, formatDayMonth, formatDayTime } from '@/lib/dates'
import { formatMonthly, formatUsd, taxDetail } from '@/lib/money'

/** A small seeded generator, so that a failure names a value that fails again. */
function seeded(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return state / 2 ** 31
  }
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

describe('formatUsd and formatMonthly', () => {
  const edges = [0, -0, 0.001, -0.001, 0.004, 0.005, 0.015, 0.125, -0.125, 1.005, 1.115, 2.675, 10, -10, 39.99, 40, 999.995, 1000, 1234.5, -1234.567, 999_999.99, 1_000_000, 12_345_678.9]
  it('prints every amount as Intl does, edge cases first', () => {
    const random = seeded(14)
    const spread = Array.from({ length: 2000 }, (_, index) => {
      const magnitude = 10 ** Math.floor(random() * 8)
      const value = Math.round(random() * magnitude * 1000) / 1000
      return index % 3 === 0 ? -value : value
    })
    for (const amount of [...edges, ...spread]) {
      expect(formatUsd(amount), String(amount)).toBe(usd.format(amount))
    }
  })

  it('prints a plan price per month', () => {
    expect(formatMonthly(40)).toBe('$40.00/mo')
    expect(formatMonthly(1234.5)).toBe('$1,234.50/mo')
  })
})

describe('taxDetail', () => {
  it('prints the rate as Intl does with at most two decimals', () => {
    const random = seeded(9)
    const rates = [0, -0, 9, 8.86, 7.5, 6.25, 0.125, 0.005, 1.005, 10.999, 1234.5, ...Array.from({ length: 500 }, () => Math.round(random() * 20_000) / 1000)]
    for (const taxRate of rates) {
      const expected = taxRate.toLocaleString('en-US', { maximumFractionDigits: 2 })
      expect(taxDetail({ taxState: null, taxRate }), String(taxRate)).toBe(`Standard rate, ${expected}%`)
    }
  })

  it('names the state when the server gives one', () => {
    expect(taxDetail({ taxState: 'IL', taxRate: 8.86 })).toBe('Illinois, 8.86%')
  })
})

describe('dates', () => {
  const gbDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
  const gbDayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' })
  const usDayTime = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })

  it('prints every day, month and time of day as Intl does, in UTC', () => {
    const random = seeded(2026)
    const instants = [
      '2026-01-01T00:00:00.000Z',
      '2026-04-01T12:00:00.000Z',
      '2026-09-30T23:59:59.999Z',
      '2026-12-31T00:30:00.000Z',
      // Another zone's offset in the string: the day is still the UTC one.
      '2026-06-01T01:00:00+05:00',
      ...Array.from({ length: 1500 }, () => new Date(Date.UTC(1970, 0, 1) + random() * (Date.UTC(2100, 0, 1) - Date.UTC(1970, 0, 1))).toISOString()),
    ]
    for (const iso of instants) {
      const date = new Date(iso)
      expect(formatDay(iso), iso).toBe(gbDay.format(date))
      expect(formatDayMonth(iso), iso).toBe(gbDayMonth.format(date))
      expect(formatDayTime(iso), iso).toBe(usDayTime.format(date))
    }
  })

  it('spells September as en-GB does', () => {
    expect(formatDay('2026-09-01T00:00:00Z')).toBe('1 Sept 2026')
    expect(formatDayTime('2026-09-01T15:05:00Z')).toBe('Sep 1, 3:05 PM')
  })
})
