/** The payment page's sections, for the dashboard's routes (src/routes/_site/_auth). */
export { PaymentSection } from './payment-section'
export { RecentTransactions } from './recent-transactions'
