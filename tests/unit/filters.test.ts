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

  it('digit fields keep digits up to their length', () => {
    expect(filterImei('35-209900-176148-1-99')).toBe('352099001761481')
    expect(filterZipCode('60601-1234')).toBe('60601')
    expect(filterIccid('8901 2600 0000 0000 0000 123')).toBe('8901260000000000000012')
    expect(filterCvv('12a345')).toBe('1234')
    expect(filterContactNumber('(312) 555-0100 12345')).toBe('312555010012345')
    expect(filterMax30('x'.repeat(31))).toHaveLength(30)
  })

  it('countryCode keeps digits and one leading plus, added automatically, at most 4 characters', () => {
    expect(filterCountryCode('44')).toBe('+44')
    expect(filterCountryCode('++1')).toBe('+1')
    expect(filterCountryCode('1+2')).toBe('+12')
    expect(filterCountryCode('+35399')).toBe('+353')
    expect(filterCountryCode('')).toBe('')
    expect(filterCountryCode('+')).toBe('+')
  })

  it('card number shows groups of four, at most 16 digits; expiry becomes MM/YY', () => {
    expect(filterCardNumber('4242424242424242999')).toBe('4242 4242 4242 4242')
    expect(filterCardNumber('4000 00')).toBe('4000 00')
    expect(filterExpiry('1228')).toBe('12/28')
    expect(filterExpiry('7')).toBe('07')
    expect(filterExpiry('0')).toBe('0')
    expect(filterExpiry('12/2')).toBe('12/2')
  })
})
