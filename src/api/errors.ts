import type { FieldError } from '@contract/errors'
import { isLanguage } from '@contract/languages'
// Registers the client's own messages in every language (and, in the browser, loads the page's).
import '@/i18n/catalogues/api-texts'
import { translateText } from '@/i18n/i18n'

export type { FieldError }

/** Why a call failed, in the server's own words when it gave any. */
export class ApiError extends Error {
  readonly status: number
  readonly errors: FieldError[]
  /** Seconds until a rate-limited call may be tried again (from Retry-After). */
  readonly retryAfter?: number
  /** A machine-readable reason some calls add, e.g. 'code_expired' (see server/README or docs/decisions.md). */
  readonly code?: string

  constructor(init: { status: number; message: string; errors?: FieldError[]; retryAfter?: number; code?: string }) {
    super(init.message)
    this.name = 'ApiError'
    this.status = init.status
    this.errors = init.errors ?? []
    this.retryAfter = init.retryAfter
    this.code = init.code
  }

  /** The call never got an answer (server down, network gone). */
  get isNetwork() {
    return this.status === 0
  }
}

export const NETWORK_MESSAGE = "We couldn't reach Ring Mobile. Check your connection and try again."
export const UNEXPECTED_MESSAGE = 'An unexpected error occurred'

/**
 * One of the client's own messages (above, and a passkey prompt's) in `language`, as the server says its messages in
 * the language the client asks for: the api-texts catalogue keyed by the English text; English for any other language.
 */
export function clientMessage(text: string, language: string | undefined): string {
  return isLanguage(language) ? translateText(text, language) : text
}
