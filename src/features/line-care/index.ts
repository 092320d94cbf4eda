/** /dashboard/lines/$lineId: one line after the sale (bill, autopay, renewals), and the overview's upcoming charges. */
export { LineCarePage } from './line-care-page'
export { UpcomingCharges } from './upcoming-charges'
