import { config } from '@/config'
import { currentLanguage } from '@/i18n/i18n'
import { tokenStore } from '@/lib/storage/token'
import { createApiClient } from './client'
import { notifyUnauthorized } from './unauthorized'

/** The app's one provider client. */
export const api = createApiClient({
  // Read for each call: the server renderer is given its settings after this module is loaded (src/config.ts).
  get baseURL() {
    return config.apiBaseUrl
  },
  get apiKey() {
    return config.apiKey
  },
  tokens: tokenStore,
  onUnauthorized: notifyUnauthorized,
  // The server's messages come back in the page's language (the browser's; the server's renders draw no answer).
  language: currentLanguage,
})
