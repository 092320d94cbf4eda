import { createActor, fromPromise } from 'xstate'
import { cartMachine } from '@machines/cart.machine'
import { SESSION_ENDED, sessionMachine } from '@machines/session.machine'
import { onUnauthorized } from '@/api/unauthorized'
import type { NotifyOptions } from '@/components/ui/notifications'
import { createLanguageStore, noLanguageMemory, type LanguageMemory } from '@/i18n/language-store'
import { DEFAULT_LANGUAGE, type Language } from '@/i18n/languages'
import { localStore } from '@/lib/storage/browser'
import { loadCart, saveCart, type CartItem } from '@/lib/storage/cart'
import { forgetSecondStep } from '@/lib/storage/second-step'
import { readTokenClaims, tokenStore, type TokenStore } from '@/lib/storage/token'
import { inspectOptions } from './inspect'

/** What the customer is told once the server ended every session (said in the page's language by ui-texts). */
const SIGNED_OUT_EVERYWHERE = 'You are signed out on every device, this one included.'

/** notify(), with the toaster loaded on demand: it stays off the first load (`npm run bench:bundle`). */
function notifyLater(options: NotifyOptions) {
  void import('@/components/ui/notifications').then(({ notify }) => notify(options))
}

/**
 * The app actors: the session (who is signed in) and the one-item cart, with the token store the session and the
 * route guard share. `tokens` is the app's store on localStorage unless a test passes another. `start: false`
 * leaves them in their first state, doing nothing (no profile call, no listener): the server's signed-in page
 * shells draw the session "loading its profile" (src/entry-server.tsx). `cart` replaces the browser's stored cart
 * (the checkout's shell is drawn for a placeholder plan). `profileAfter` holds the profile's answer until it settles:
 * the browser's first draw (src/main.tsx), which an answer arriving in the middle of it would make React redo whole.
 * `language` is the language the page is drawn in (the request's on the server, the drawn page's in the browser);
 * `languageMemory` where a choice is remembered (the browser's cookie and localStorage; nowhere by default).
 */
export function createAppActors({
  tokens = tokenStore,
  start = true,
  cart: cartItem,
  profileAfter,
  language: drawnLanguage = DEFAULT_LANGUAGE,
  languageMemory = noLanguageMemory,
}: {
  tokens?: TokenStore
  start?: boolean
  cart?: CartItem | null
  profileAfter?: Promise<void>
  language?: Language
  languageMemory?: LanguageMemory
} = {}) {
  const token = tokens.usable()
  const session = createActor(
    sessionMachine.provide({
      // Loaded on demand so that the API client and zod stay out of the first page load.
      actors: {
        loadProfile: fromPromise(async ({ signal }) => {
          const profile = await (await import('@/api/users')).getProfile(signal)
          await profileAfter
          return profile
        }),
        endSession: fromPromise(async ({ input, signal }) =>
          (await import('@/api/auth')).logout(input.everywhere ? { everywhere: true } : {}, signal),
        ),
      },
      actions: {
        clearToken: () => {
          tokens.clear()
          // Signing out (or a 401) leaves no half-done sign-in behind in the tab either.
          forgetSecondStep()
        },
        // The chat's code loads when a session starts or ends: never on a visitor's first load.
        bootChat: ({ context }) => void import('./chat').then((chat) => chat.bootChat(context.profile)),
        shutdownChat: () => void import('./chat').then((chat) => chat.shutdownChat()),
        logProfileError: (_, { error }) => console.warn('Profile could not be loaded', error),
        noticeSessionEnded: () => notifyLater({ message: SESSION_ENDED, error: true, id: 'session-ended' }),
        noticeSignedOutEverywhere: () => notifyLater({ message: SIGNED_OUT_EVERYWHERE }),
        warnNotEverywhere: () =>
          notifyLater({
            message:
              'You are signed out here, but we could not reach our server to sign out your other devices. Please sign in and try again.',
            error: true,
          }),
      },
    }),
    { input: { hasToken: token !== null, assisted: readTokenClaims(token)?.assisted ?? false }, ...inspectOptions() },
  )

  const cart = createActor(
    cartMachine.provide({
      actions: {
        persist: ({ context }) => {
          const store = localStore()
          if (store) saveCart(store, context.item)
        },
      },
    }),
    { input: { item: cartItem === undefined ? loadCartFromBrowser() : cartItem }, ...inspectOptions() },
  )

  const language = createLanguageStore(drawnLanguage, languageMemory)

  // The session as the server draws every page: a visitor who is not signed in (it has no token). Hydration reads
  // it (app-context), then React draws the visitor's own session.
  const drawnSession = createActor(sessionMachine, { input: { hasToken: false, assisted: false } }).getSnapshot()
  if (start) {
    // The API client removes the token on a 401 and says so here; the session is the one listener that signs out.
    onUnauthorized(() => session.send({ type: 'session.expired' }))
    session.start()
    cart.start()
    // A signed-in customer's choice is saved to the account (emails and texts go out in it).
    language.onChoose((chosen) => {
      if (session.getSnapshot().matches('signedIn')) void import('@/api/users').then((users) => users.saveLanguage(chosen)).catch(() => {})
    })
    // The chat widget, if it is up, speaks the page's language.
    language.subscribe(() => void import('./chat').then((chat) => chat.chatLanguageChanged()))
    // When a customer's profile arrives: a language this browser was told (the switch, remembered) is the latest
    // choice, and goes to the account if the account says otherwise; a browser with no choice of its own (a new
    // device) takes the account's.
    let seen: string | undefined
    session.subscribe((snapshot) => {
      const saved = snapshot.context.profile?.language
      if (!saved || saved === seen) return
      seen = saved
      const remembered = language.remembered()
      if (!remembered) void language.set(saved)
      else if (remembered !== saved) void import('@/api/users').then((users) => users.saveLanguage(remembered)).catch(() => {})
    })
  }
  return { session, drawnSession, cart, tokens, language }
}

function loadCartFromBrowser() {
  const store = localStore()
  return store ? loadCart(store) : null
}

export type AppActors = ReturnType<typeof createAppActors>
