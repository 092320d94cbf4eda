import { SETTINGS_META_NAME, type SpaSettings } from '@contract/settings'

/**
 * The SPA's settings. The build holds none: the server that serves the SPA gives them at run time
 * (server/config.ts's `spaSettings`), in every page as JSON (the root route's head has `<meta name="ring-settings">`)
 * and to the server renderer with each render (src/entry-server.tsx calls `applySettings`). So one `dist/` runs in
 * every environment. Each value is read when it is used, never when a module is imported.
 */
const DEFAULTS: SpaSettings = { apiBaseUrl: '', apiKey: 'ring-dev-public-key', contentUrl: '', chatAppId: '', blogUrl: null }

/** The settings in the page the server sent; the defaults where there is none (the view tests). */
function fromPage(): SpaSettings {
  const text = document.querySelector(`meta[name="${SETTINGS_META_NAME}"]`)?.getAttribute('content')
  if (!text) return DEFAULTS
  try {
    return { ...DEFAULTS, ...(JSON.parse(text) as Partial<SpaSettings>) }
  } catch {
    return DEFAULTS
  }
}

let current: SpaSettings = typeof document === 'undefined' ? DEFAULTS : fromPage()

/** The server renderer: the settings of the server it renders for (the same for every request of a process). */
export function applySettings(settings: SpaSettings) {
  current = settings
}

/** The page's `<meta>` that carries the settings to the browser. */
export function settingsMeta() {
  return { name: SETTINGS_META_NAME, content: JSON.stringify(current) }
}

export const config: Readonly<SpaSettings> = {
  get apiBaseUrl() {
    return current.apiBaseUrl
  },
  get apiKey() {
    return current.apiKey
  },
  get contentUrl() {
    return current.contentUrl
  },
  get chatAppId() {
    return current.chatAppId
  },
  get blogUrl() {
    return current.blogUrl
  },
}
