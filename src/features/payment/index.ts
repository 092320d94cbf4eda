/** The payment page's sections, for the dashboard (src/features/pages/dashboard-section.tsx). */
export { PaymentSection } from './payment-section'
export { RecentTransactions } from './recent-transactions'
