import { config } from '@/config'
import { createApiClient } from './client'
import { notifyUnauthorized } from './unauthorized'

const browserStorage: Pick<Storage, 'getItem' | 'removeItem'> = {
  getItem: (key) => {
    try {
      return globalThis.localStorage?.getItem(key) ?? null
    } catch {
      return null
    }
  },
  removeItem: (key) => {
    try {
      globalThis.localStorage?.removeItem(key)
    } catch {
      // Storage blocked: nothing stored to remove.
    }
  },
}

/** The app's one provider client. */
export const api = createApiClient({
  baseURL: config.apiBaseUrl,
  apiKey: config.apiKey,
  storage: browserStorage,
  onUnauthorized: notifyUnauthorized,
})

export { onUnauthorized } from './unauthorized'
export { TOKEN_KEY } from '@/lib/token'
export { ApiError } from './errors'
