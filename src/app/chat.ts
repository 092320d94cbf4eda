import { currentLanguage } from '@/i18n/i18n'
import { browserSettings } from '../config'
import type { UserInfo } from '@contract/user'

/**
 * The live-chat widget adapter (DESIGN §7, SPEC §1): an Intercom-style global `window.Intercom(command, payload)`.
 *
 * - Nothing is loaded, and no global is touched, when no chat app id is configured (the server's `CHAT_APP_ID`, src/config.ts).
 * - Otherwise the widget script is added once, behind the usual call queue, so calls made before it arrives are
 *   replayed by the widget.
 * - A signed-in customer is booted with first name, email, id and the user hash (HMAC of the id, computed by the
 *   server: the `chat` identity of GET /app/users/view); a visitor, or a customer whose identity did not come,
 *   anonymously.
 * - The session machine calls `bootChat` on entering signedIn (after the profile loaded) and signedOut, and
 *   `shutdownChat` on sign-out and expiry. Booting someone else, or a visitor after a customer, shuts the old
 *   conversation down first; booting the same customer again (a profile reload after an edit) only updates the
 *   name and email.
 */
type ChatCommand = 'boot' | 'shutdown' | 'update'
export type ChatGlobal = ((command: ChatCommand, payload?: Record<string, unknown>) => void) & {
  /** The queue of the loader stub, until the widget script replaces the global. */
  q?: unknown[][]
}

export interface ChatAdapterOptions {
  appId: string
  /** Where the global lives (`window` in the browser, a fake in tests). */
  target: { Intercom?: ChatGlobal }
  /** Adds the widget script to the page (only called when no global exists yet). */
  loadScript: (src: string) => void
  /** The page's language, which the widget speaks (`language_override`); the widget's own choice when absent. */
  language?: () => string
}

/** Who the widget was booted for: a customer's id, or null for a visitor. */
type Booted = { userId: string | null; name?: string; email?: string }

export function chatWidgetUrl(appId: string) {
  return `https://widget.intercom.io/widget/${encodeURIComponent(appId)}`
}

export function createChatAdapter({ appId, target, loadScript, language }: ChatAdapterOptions) {
  const speaks = () => (language ? { language_override: language() } : {})
  let booted: Booted | null = null

  function widget(): ChatGlobal | undefined {
    if (!appId) return undefined
    if (!target.Intercom) {
      const queue: unknown[][] = []
      const stub = ((...args: unknown[]) => void queue.push(args)) as ChatGlobal
      stub.q = queue
      target.Intercom = stub
      loadScript(chatWidgetUrl(appId))
    }
    return target.Intercom
  }

  function boot(profile: UserInfo | null | undefined) {
    const chat = widget()
    if (!chat) return
    const identity = profile?.chat ?? null
    const next: Booted = identity ? { userId: identity.id, name: identity.firstName, email: identity.email } : { userId: null }

    if (booted && booted.userId === next.userId) {
      // The same person again (a profile reload): only tell the widget what changed.
      if (next.userId && (booted.name !== next.name || booted.email !== next.email)) {
        chat('update', { name: next.name, email: next.email })
        booted = next
      }
      return
    }
    if (booted) chat('shutdown')
    chat(
      'boot',
      identity
        ? {
            app_id: appId,
            name: identity.firstName,
            email: identity.email,
            user_id: identity.id,
            user_hash: identity.userHash,
            ...speaks(),
          }
        : { app_id: appId, ...speaks() },
    )
    booted = next
  }

  function shutdown() {
    if (!appId || !booted) return
    widget()?.('shutdown')
    booted = null
  }

  /** The page changed language: the widget follows, if it is up. */
  function languageChanged() {
    if (!appId || !booted || !language) return
    widget()?.('update', speaks())
  }

  return { boot, shutdown, languageChanged }
}

function addScript(src: string) {
  const script = document.createElement('script')
  script.async = true
  script.src = src
  document.head.appendChild(script)
}

let adapter: ReturnType<typeof createChatAdapter> | null = null

function appAdapter() {
  adapter ??= createChatAdapter({
    appId: browserSettings.chatAppId,
    target: globalThis as unknown as { Intercom?: ChatGlobal },
    loadScript: addScript,
    language: currentLanguage,
  })
  return adapter
}

/** Boots the widget for the signed-in customer (their chat identity), or anonymously for a visitor. */
export function bootChat(profile: UserInfo | null) {
  if (!browserSettings.chatAppId) return
  appAdapter().boot(profile)
}

/** The page's language changed: the widget speaks it from now on. */
export function chatLanguageChanged() {
  if (!browserSettings.chatAppId) return
  appAdapter().languageChanged()
}

/** Ends the customer's conversation in the widget (sign-out, expired session). */
export function shutdownChat() {
  if (!browserSettings.chatAppId) return
  appAdapter().shutdown()
}
