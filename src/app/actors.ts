import { createActor } from 'xstate'
import { cartMachine } from '../../machines/cart.machine'
import { sessionMachine } from '../../machines/session.machine'
import { fromPromise } from 'xstate'
import { onUnauthorized } from '../api/unauthorized'
import { loadCart, saveCart } from '../lib/cart-storage'
import { isTokenUsable, readTokenClaims, TOKEN_KEY } from '../lib/token'
import { bootChat, shutdownChat } from './chat'
import { inspectOptions } from './inspect'

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage
  } catch {
    return undefined
  }
}

/** The stored token when it is usable; a corrupt or expired one is removed and counts as absent. */
export function readUsableToken(): string | null {
  const store = storage()
  const token = store?.getItem(TOKEN_KEY) ?? null
  if (token && !isTokenUsable(token)) {
    store?.removeItem(TOKEN_KEY)
    return null
  }
  return token
}

export function createAppActors() {
  const token = readUsableToken()
  const session = createActor(
    sessionMachine.provide({
      // Loaded on demand so that the API client and zod stay out of the first page load.
      actors: { loadProfile: fromPromise(async ({ signal }) => (await import('../api/users')).getProfile(signal)) },
      actions: {
        clearToken: () => storage()?.removeItem(TOKEN_KEY),
        bootChat: ({ context }) => bootChat(context.profile),
        shutdownChat: () => shutdownChat(),
        logProfileError: ({ event }) => console.warn('Profile could not be loaded', (event as { error?: unknown }).error),
      },
    }),
    { input: { hasToken: token !== null, assisted: readTokenClaims(token)?.assisted ?? false }, ...inspectOptions() },
  )

  const cart = createActor(
    cartMachine.provide({
      actions: {
        persist: ({ context }) => {
          const store = storage()
          if (store) saveCart(store, context.item)
        },
      },
    }),
    { input: { item: storage() ? loadCart(storage()!) : null }, ...inspectOptions() },
  )

  onUnauthorized(() => session.send({ type: 'session.expired' }))
  session.start()
  cart.start()
  return { session, cart }
}

export type AppActors = ReturnType<typeof createAppActors>
