/** My Account → Notifications, and the unsubscribe link's page. */
export { NotificationsSection } from './notifications-section'
export { UnsubscribePage } from './unsubscribe-page'
