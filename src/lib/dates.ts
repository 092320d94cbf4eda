/**
 * Dates as the pages print them, in UTC (the zone renewals, usage days and shipment steps are dated in). Written out
 * by hand, not with `Intl`, for the reason given in ./money.ts (about 30 ms of locale data on a page's first
 * formatter); each gives the text `toLocaleString` gives with the options named, proven in
 * tests/unit/format.test.ts.
 */

/** en-GB's short months (CLDR: September is 'Sept'). */
const GB_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec']
/** en-US's short months: en-GB's, with September as 'Sep'. */
const US_MONTHS = GB_MONTHS.map((month) => (month === 'Sept' ? 'Sep' : month))

/** '1 Apr 2026': en-GB, day numeric, month short, year numeric. */
export function formatDay(iso: string) {
  const date = new Date(iso)
  return `${formatDayMonth(iso)} ${date.getUTCFullYear()}`
}

/** '1 Apr': en-GB, day numeric, month short. */
export function formatDayMonth(iso: string) {
  const date = new Date(iso)
  return `${date.getUTCDate()} ${GB_MONTHS[date.getUTCMonth()]}`
}

/** 'Apr 1, 3:05 PM': en-US, month short, day numeric, hour numeric, minute 2-digit. */
export function formatDayTime(iso: string) {
  const date = new Date(iso)
  const hours = date.getUTCHours()
  const minutes = String(date.getUTCMinutes()).padStart(2, '0')
  return `${US_MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`
}
