/**
 * SPEC §5's input filters: what a field accepts while the customer types. Each takes the raw input and returns
 * the value to keep; validation (contract/rules.ts) then judges the kept value.
 */

const keep = (value: string, disallowed: RegExp, max: number) => value.replace(disallowed, '').slice(0, max)

/** name, firstName, lastName, cardholderName: letters (accented too), space, comma, dot, apostrophe, hyphen; 60. */
export const filterName = (value: string) => keep(value, /[^\p{L}\p{M} ,.'-]/gu, 60)

/** address lines: letters, digits and the same punctuation as names (space, comma, dot, apostrophe, hyphen); 50. */
export const filterAddress = (value: string) => keep(value, /[^\p{L}\p{M}\d ,.'-]/gu, 50)

/** city: the letters set; 60. */
export const filterCity = (value: string) => keep(value, /[^\p{L}\p{M} ,.'-]/gu, 60)

/** yourNumber: digits, spaces, parentheses, dot, plus, minus; 30. */
export const filterYourNumber = (value: string) => keep(value, /[^\d ().+-]/g, 30)

/** Digits only, up to a length: imei 15, zipCode 5, iccid and simNumber 22, cvv 4, contactNumber 15. */
const filterDigits = (max: number) => (value: string) => keep(value, /\D/g, max)
export const filterImei = filterDigits(15)
export const filterZipCode = filterDigits(5)
export const filterIccid = filterDigits(22)
export const filterCvv = filterDigits(4)
export const filterContactNumber = filterDigits(15)

/** billingAccount and pinPassword: anything, 30. */
export const filterMax30 = (value: string) => value.slice(0, 30)

/** countryCode: digits and one leading plus, added automatically; at most 4 characters ('+' and 3 digits). */
export function filterCountryCode(value: string) {
  const digits = value.replace(/\D/g, '').slice(0, 3)
  return digits.length || value.includes('+') ? `+${digits}` : ''
}

/** Card number: digits, at most 16, shown in groups of four. */
export function filterCardNumber(value: string) {
  return value
    .replace(/\D/g, '')
    .slice(0, 16)
    .replace(/(\d{4})(?=\d)/g, '$1 ')
}

/** Expiry: digits auto-formatted MM/YY; a single first digit above 1 becomes 0X. */
export function filterExpiry(value: string) {
  let digits = value.replace(/\D/g, '').slice(0, 4)
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits
}

/** The 5-digit email code: digits only. */
export const filterEmailCode = filterDigits(5)
