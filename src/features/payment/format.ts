/** The last four digits as printed on a card tile: "•••• 4242". */
export const maskedNumber = (last4: string) => `•••• ${last4}`

/** Today's month (1-12) and year, in the customer's time zone. */
export function thisMonth(now = new Date()) {
  return { month: now.getMonth() + 1, year: now.getFullYear() }
}
