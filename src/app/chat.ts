import { config } from '../config'
import type { UserInfo } from '../api/schemas/user'

/**
 * The chat widget adapter (DESIGN §7): an Intercom-style global. It loads nothing when no chat app id is set.
 * The full widget arrives with the account-area issue; the session machine already calls boot and shutdown.
 */
type ChatGlobal = (command: 'boot' | 'shutdown' | 'update', payload?: Record<string, unknown>) => void

function widget(): ChatGlobal | undefined {
  if (!config.chatAppId) return undefined
  return (globalThis as { Intercom?: ChatGlobal }).Intercom
}

export function bootChat(profile: UserInfo | null) {
  const chat = widget()
  if (!chat) return
  const identity = profile?.chat
  chat('boot', identity
    ? { app_id: config.chatAppId, name: identity.firstName, email: identity.email, user_id: identity.id, user_hash: identity.userHash }
    : { app_id: config.chatAppId })
}

export function shutdownChat() {
  widget()?.('shutdown')
}
