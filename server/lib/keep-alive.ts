import type { Server } from 'node:http'

/** How long an idle keep-alive socket stays open: longer than the usual 60 s of the proxies and clients in front. */
export const KEEP_ALIVE_MS = 65_000

/**
 * Keeps idle keep-alive sockets open for 65 s (Node's default is 5 s). A client that reuses a socket just as the
 * server closes it gets ECONNRESET; with the server keeping its sockets longer than the client, the client is
 * always the one to close. (A Playwright request after a 5 s pause in the checkout journey hit exactly this.)
 */
export function keepIdleConnections(server: object) {
  if (!('keepAliveTimeout' in server)) return
  const http = server as Server
  http.keepAliveTimeout = KEEP_ALIVE_MS
  // The headers of a request on a reused socket may take as long: headersTimeout must exceed keepAliveTimeout.
  http.headersTimeout = KEEP_ALIVE_MS + 1_000
}
