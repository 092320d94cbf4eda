import { fromCallback, type EventObject } from 'xstate'
import type { UserInfo } from '@contract/user'

/** The part of the session actor a prefill reads: its profile now, and each later one. */
interface ProfileSource {
  getSnapshot(): { context: { profile: UserInfo | null } }
  subscribe(listener: (snapshot: { context: { profile: UserInfo | null } }) => void): { unsubscribe(): void }
}

/**
 * A form's prefill from the signed-in customer's profile, as a callback actor: it sends `toEvent(profile)` when it
 * starts and again whenever the profile arrives (a reload straight onto the form) or changes while it runs; the
 * machine fills only the fields still empty, so what was typed stays (checkout's shipping, the contact form).
 */
export function profilePrefill<E extends EventObject>(session: ProfileSource, toEvent: (profile: UserInfo) => E) {
  return fromCallback(({ sendBack }) => {
    let prefilled: UserInfo | null = null
    const prefill = (profile: UserInfo | null) => {
      if (!profile || profile === prefilled) return
      prefilled = profile
      sendBack(toEvent(profile))
    }
    prefill(session.getSnapshot().context.profile)
    const subscription = session.subscribe((next) => prefill(next.context.profile))
    return () => subscription.unsubscribe()
  })
}
