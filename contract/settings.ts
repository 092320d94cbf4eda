/**
 * What the SPA is told at run time by the server that serves it (server/config.ts's `spaSettings`), so that one
 * build runs in every environment: in every page as JSON, and to the server renderer with each render.
 */
export interface SpaSettings {
  /** Provider API base URL; empty for the page's own origin. */
  apiBaseUrl: string
  /** Public client key sent as x-api-key: the server's API_KEY. */
  apiKey: string
  /** Content service base URL (Strapi's REST shapes); empty for the page's own origin. */
  contentUrl: string
  /** Live-chat app id (CHAT_APP_ID, the same that opens the security policy to the chat); empty loads no chat. */
  chatAppId: string
  /** The header's Blog link; null hides the link. */
  blogUrl: string | null
}

/** The name of the page's `<meta>` whose content is the settings as JSON. */
export const SETTINGS_META_NAME = 'ring-settings'
