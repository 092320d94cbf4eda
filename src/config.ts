import { SETTINGS_META_NAME, type SpaSettings } from '@contract/settings'

/**
 * The SPA's settings. The build holds none: the server that serves the SPA gives them at run time
 * (server/config.ts's `spaSettings`), in every page as JSON (the root route's head has `<meta name="ring-settings">`)
 * and to the server renderer with each render (src/entry-server.tsx). So one `dist/` runs in every environment.
 * What the router runs (loaders, the head, the views) reads them from the router's context (`context.settings`,
 * src/routes/__root.tsx), filled where the router is made; nothing writes them after that.
 */
export const DEFAULT_SETTINGS: SpaSettings = { apiBaseUrl: '', apiKey: 'ring-dev-public-key', contentUrl: '', chatAppId: '', blogUrl: null }

/** The settings in a page the server sent; the defaults where it has none (the view tests' documents). */
function settingsOfPage(page: Document): SpaSettings {
  const text = page.querySelector(`meta[name="${SETTINGS_META_NAME}"]`)?.getAttribute('content')
  if (!text) return DEFAULT_SETTINGS
  try {
    return { ...DEFAULT_SETTINGS, ...(JSON.parse(text) as Partial<SpaSettings>) }
  } catch {
    return DEFAULT_SETTINGS
  }
}

/**
 * The settings of the page this browser was sent, read once when the SPA starts: the router's context in the
 * browser (src/main.tsx), and what runs in the browser only, outside the router (the API client the machines call,
 * the chat widget). On the server there is no page: the defaults, which nothing the server renders reads.
 */
export const browserSettings: SpaSettings = typeof document === 'undefined' ? DEFAULT_SETTINGS : settingsOfPage(document)

/** The page's `<meta>` that carries the settings to the browser. */
export function settingsMeta(settings: SpaSettings) {
  return { name: SETTINGS_META_NAME, content: JSON.stringify(settings) }
}
