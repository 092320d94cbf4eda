import { describe, expect, it } from 'vitest'
import {
  filterAddress,
  filterCardNumber,
  filterCity,
  filterContactNumber,
  filterCountryCode,
  filterCvv,
  filterExpiry,
  filterIccid,
  filterImei,
  filterMax30,
  filterName,
  filterYourNumber,
  filterZipCode,
} from '@/lib/filters'

/** Each text typed into a field with `filter` shows as its pair. */
function expectFiltered(filter: (text: string) => string, typedAndShown: [typed: string, shown: string][]) {
  for (const [typed, shown] of typedAndShown) expect(filter(typed), typed).toBe(shown)
}

describe('input filters (SPEC §5)', () => {
  it('names keep letters including accented, space, comma, dot, apostrophe, hyphen, up to 60', () => {
    expect(filterName("Amélie O'Neil-Durand, Jr.")).toBe("Amélie O'Neil-Durand, Jr.")
    expect(filterName('Dana2 <Reyes>!')).toBe('Dana Reyes')
    expect(filterName('a'.repeat(70))).toHaveLength(60)
  })

  it("address keeps letters, digits and the name's punctuation up to 50 (no # or /); city keeps letters up to 60", () => {
    expect(filterAddress("221B O'Hara-Baker St., Apt 4")).toBe("221B O'Hara-Baker St., Apt 4")
    expect(filterAddress('221B Baker St. #4, Apt/2')).toBe('221B Baker St. 4, Apt2')
    expect(filterAddress('x'.repeat(60))).toHaveLength(50)
    expect(filterCity('São Paulo 2')).toBe('São Paulo ')
  })

  it('yourNumber keeps digits, spaces, parentheses, dot, plus, minus, up to 30', () => {
    expect(filterYourNumber('+1 (312) 555-0199 ext.9a')).toBe('+1 (312) 555-0199 .9')
    expect(filterYourNumber('1'.repeat(40))).toHaveLength(30)
  })

  it.each([
    { field: 'IMEI', filter: filterImei, typed: '35-209900-176148-1-99', shown: '352099001761481' },
    { field: 'ZIP code', filter: filterZipCode, typed: '60601-1234', shown: '60601' },
    { field: 'ICCID', filter: filterIccid, typed: '8901 2600 0000 0000 0000 123', shown: '8901260000000000000012' },
    { field: 'CVV', filter: filterCvv, typed: '12a345', shown: '1234' },
    { field: 'contact number', filter: filterContactNumber, typed: '(312) 555-0100 12345', shown: '312555010012345' },
  ])('the $field field keeps digits up to its length', ({ filter, typed, shown }) => {
    expect(filter(typed)).toBe(shown)
  })

  it('a 30-character field stops at 30', () => {
    expect(filterMax30('x'.repeat(31))).toHaveLength(30)
  })

  it('countryCode keeps digits and one leading plus, added automatically, at most 4 characters', () => {
    expectFiltered(filterCountryCode, [
      ['44', '+44'],
      ['++1', '+1'],
      ['1+2', '+12'],
      ['+35399', '+353'],
      ['', ''],
      ['+', '+'],
    ])
  })

  it('card number shows groups of four, at most 16 digits; expiry becomes MM/YY', () => {
    expectFiltered(filterCardNumber, [
      ['4242424242424242999', '4242 4242 4242 4242'],
      ['4000 00', '4000 00'],
    ])
    expectFiltered(filterExpiry, [
      ['1228', '12/28'],
      ['7', '07'],
      ['0', '0'],
      ['12/2', '12/2'],
    ])
  })
})
