import type { DroppedEntry } from '@contract/content'
import type { LazySchema } from '@contract/endpoint'
import type { Language } from '@contract/languages'
import type { CallOptions } from './client'

/*
 * What the content client (src/api/content.ts) and its reads loaded on demand (src/api/content-reads.ts) share: in a
 * module of its own, so that neither imports the other back (the import-cycle wall, .dependency-cruiser.cjs).
 */

/** The schema a lazy schema loads. */
export type Loaded<L extends LazySchema> = Awaited<ReturnType<L>>

/** A content answer the SPA cannot use: a 403 (the public role may not read it), a 5xx, or no JSON at all. */
export class ContentUnavailableError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message)
    this.name = 'ContentUnavailableError'
  }
}

/**
 * How long one content call may take before it counts as "unavailable": a content service that accepts and never
 * answers must not hold a page's skeleton or the footer. The server renderer's calls to another origin have a
 * shorter deadline of their own (server/lib/pages.ts). tests/api/content-deadline.test.ts holds it.
 */
export const CONTENT_TIMEOUT_MS = 5000

/** A content call's options: the language to read it in, English when absent. */
export interface ContentCallOptions extends CallOptions {
  language?: Language
}

export interface ContentClientOptions {
  /** The content service's origin; '' for the same origin. */
  baseURL: string
  /** The fetch every call goes through; the global one, looked up per call, when absent. */
  fetch?: typeof fetch
  /** How long one call may take (CONTENT_TIMEOUT_MS by default). */
  timeoutMs?: number
  /**
   * Told of the entries an answer had that did not parse (each left out, the rest shown). By default they are
   * reported on the console in development and ignored in production.
   */
  onDropped?: (path: string, entries: DroppedEntry[]) => void
}
