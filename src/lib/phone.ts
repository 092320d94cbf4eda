/** A US number as (312) 555-0143 (with or without the leading 1); anything else as given. */
export function formatPhoneNumber(number: string | null | undefined): string {
  if (!number) return ''
  const digits = number.replace(/\D/g, '')
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
  if (national.length !== 10) return number
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`
}
