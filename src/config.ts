/**
 * Everything the SPA reads from its environment, with the same working local defaults as `.env.example`.
 * An empty base URL means "the page's own origin": the server from `npm start` serves the SPA, /app and /api.
 */
const env = import.meta.env

export const config = {
  apiBaseUrl: env.VITE_API_BASE_URL ?? '',
  apiKey: env.VITE_API_KEY || 'ring-dev-public-key',
  contentUrl: env.VITE_CONTENT_URL ?? '',
  paymentPublicKey: env.VITE_PAYMENT_PUBLIC_KEY || 'pk_test_sandbox',
  chatAppId: env.VITE_CHAT_APP_ID ?? '',
  blogUrl: env.VITE_BLOG_URL || 'https://blog.ringmobile.example',
} as const
