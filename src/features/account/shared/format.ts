import dayjs from 'dayjs'

/** A US number as (312) 555-0143; anything else as it is. */
export function formatPhoneNumber(digits: string | null | undefined) {
  if (!digits) return ''
  const d = digits.replace(/\D/g, '')
  const national = d.length === 11 && d.startsWith('1') ? d.slice(1) : d
  if (national.length !== 10) return digits
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** Amounts in USD, en-US (SPEC §9). */
export function formatUsd(amount: number) {
  return usd.format(amount)
}

/** 'MMM DD, YY' on tables (SPEC §9). */
export function formatTableDate(iso: string) {
  return dayjs(iso).format('MMM DD, YY')
}

/** 'dddd, D MMM' on phones (SPEC §9). */
export function formatMobileDate(iso: string) {
  return dayjs(iso).format('dddd, D MMM')
}
