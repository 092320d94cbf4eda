import { config } from '../config'
import { createApiClient, TOKEN_KEY } from './client'

type UnauthorizedListener = () => void
const listeners = new Set<UnauthorizedListener>()

/** Subscribe to 401s; the session actor is the only subscriber that signs a customer out. */
export function onUnauthorized(listener: UnauthorizedListener) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

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
  onUnauthorized: () => listeners.forEach((listener) => listener()),
})

export { TOKEN_KEY }
export { ApiError } from './errors'
