import { createContext, useCallback, useContext, useSyncExternalStore, type ReactNode } from 'react'
import type { SnapshotFrom } from 'xstate'
import type { CartItem } from '@/lib/storage/cart'
import type { AppActors } from './actors'

const AppActorsContext = createContext<AppActors | null>(null)

export function AppActorsProvider({ actors, children }: { actors: AppActors; children: ReactNode }) {
  return <AppActorsContext.Provider value={actors}>{children}</AppActorsContext.Provider>
}

export function useAppActors() {
  const actors = useContext(AppActorsContext)
  if (!actors) throw new Error('useAppActors must be used inside <AppActorsProvider>')
  return actors
}

/** Initials of a name, e.g. "Dana Reyes" → "DR". */
function initialsOf(firstName?: string, lastName?: string) {
  return `${firstName?.trim()[0] ?? ''}${lastName?.trim()[0] ?? ''}`.toUpperCase()
}

type SessionSnapshot = SnapshotFrom<AppActors['session']>

/**
 * One value of the session. Hydration reads it from the session the server draws every page with (`drawnSession`:
 * nobody signed in); React then draws the difference. `select` returns a value that stays the same while the
 * session does (a flag, a part of its context).
 */
function useSessionValue<T>(select: (snapshot: SessionSnapshot) => T): T {
  const { session, drawnSession } = useAppActors()
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = session.subscribe(onChange)
      return () => subscription.unsubscribe()
    },
    [session],
  )
  return useSyncExternalStore(
    subscribe,
    () => select(session.getSnapshot()),
    () => select(drawnSession),
  )
}

const signedIn = (s: SessionSnapshot) => s.matches('signedIn') || s.matches('loadingProfile')
const loadingProfile = (s: SessionSnapshot) => s.matches('loadingProfile')
const profileOf = (s: SessionSnapshot) => s.context.profile
const assistedOf = (s: SessionSnapshot) => s.context.assisted

/**
 * The session as views need it (zag-style: booleans and handlers, never raw events). A view that only signs in or
 * out takes useSessionActions, and one that only asks "signed in?" useSignedIn: they are not drawn again when the
 * profile arrives (on a My Account page that is the whole page).
 */
export function useSession() {
  const isLoggedIn = useSignedIn()
  const isLoading = useSessionValue(loadingProfile)
  const profile = useSessionValue(profileOf)
  const assisted = useSessionValue(assistedOf)
  return {
    isLoggedIn,
    isLoading,
    profile,
    assisted,
    initials: profile ? initialsOf(profile.firstName, profile.lastName) : '',
    ...useSessionActions(),
  }
}

/**
 * Whether the session is a support agent's assisted one (the token's `assisted` claim): the flows that offer a change
 * an assisted session is refused take it as input and do not offer the change (machines/assisted.ts).
 */
export function useAssisted() {
  return useSessionValue(assistedOf)
}

/** Whether someone is signed in (their profile may still be loading). */
export function useSignedIn() {
  return useSessionValue(signedIn)
}

/** What a view may tell the session, without reading it. */
export function useSessionActions() {
  const { session } = useAppActors()
  return {
    /** Call after a sign-in call stored its token. */
    signIn: (options?: { assisted?: boolean }) => session.send({ type: 'session.signIn', assisted: options?.assisted }),
    /** Signs out at once; the server is told to end this session, or with `everywhere` every session. */
    signOut: (options?: { everywhere?: boolean }) => session.send({ type: 'session.signOut', everywhere: options?.everywhere }),
    reloadProfile: () => session.send({ type: 'profile.reload' }),
  }
}

const noItem = () => null

/**
 * The one-item cart as views need it. Hydration reads an empty cart, as the server draws every page (it cannot
 * know the browser's storage); React then draws the visitor's own.
 */
export function useCart() {
  const { cart } = useAppActors()
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = cart.subscribe(onChange)
      return () => subscription.unsubscribe()
    },
    [cart],
  )
  const item = useSyncExternalStore(subscribe, () => cart.getSnapshot().context.item, noItem)
  return {
    item,
    count: item ? 1 : 0,
    add: (next: CartItem) => cart.send({ type: 'cart.add', item: next }),
    remove: (id: string) => cart.send({ type: 'cart.remove', id }),
    clear: () => cart.send({ type: 'cart.clear' }),
  }
}
