import type { SpaSettings } from '@contract/settings'
import { browserSettings } from '@/config'
import { currentLanguage } from '@/i18n/i18n'
import { tokenStore } from '@/lib/storage/token'
import { createApiClient } from './client'
import { notifyUnauthorized } from './unauthorized'

const clients = new WeakMap<SpaSettings, ReturnType<typeof createApiClient>>()

/**
 * The provider client for a set of settings, one per set: a loader's, from the router context (the server
 * renderer's settings, or the browser's), and the browser's own (`api`).
 */
export function apiFor(settings: SpaSettings) {
  let client = clients.get(settings)
  if (!client) {
    client = createApiClient({
      baseURL: settings.apiBaseUrl,
      apiKey: settings.apiKey,
      tokens: tokenStore,
      onUnauthorized: notifyUnauthorized,
      // The server's messages come back in the page's language (the browser's; the server's renders draw no answer).
      language: currentLanguage,
    })
    clients.set(settings, client)
  }
  return client
}

/** The browser's provider client, with the settings of the page it was sent: what the machines call. */
export const api = apiFor(browserSettings)
