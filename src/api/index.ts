import { config } from '@/config'
import { tokenStore } from '@/lib/storage/token'
import { createApiClient } from './client'
import { notifyUnauthorized } from './unauthorized'

/** The app's one provider client. */
export const api = createApiClient({
  baseURL: config.apiBaseUrl,
  apiKey: config.apiKey,
  tokens: tokenStore,
  onUnauthorized: notifyUnauthorized,
})
