import dayjs from 'dayjs'

export { formatUsd } from '@/lib/money'

/** 'MMM DD, YY' in tables: "Mar 05, 26" (SPEC §9). */
export const formatTableDate = (iso: string) => dayjs(iso).format('MMM DD, YY')

/** 'dddd, D MMM' on phones: "Thursday, 5 Mar" (SPEC §9). */
export const formatMobileDate = (iso: string) => dayjs(iso).format('dddd, D MMM')

/** 'DD MMM YYYY' in the Payment Details dialog: "05 Mar 2026" (SPEC §9). */
export const formatDetailsDate = (iso: string) => dayjs(iso).format('DD MMM YYYY')

/** The last four digits as printed on a card tile: "•••• 4242". */
export const maskedNumber = (last4: string) => `•••• ${last4}`

/** Today's month (1-12) and year, in the customer's time zone. */
export function thisMonth(now = new Date()) {
  return { month: now.getMonth() + 1, year: now.getFullYear() }
}
