import { useEffect, useState, type ComponentType } from 'react'
import { NOTIFICATION_DURATION, toaster } from './toaster-store'

/** SPEC §8: default texts when a notification carries no message. */
export const DEFAULT_ERROR_MESSAGE = 'An unexpected error occurred'
export const DEFAULT_SUCCESS_MESSAGE = 'Success!'

export interface NotifyOptions {
  message?: string | null
  /** Error notifications show the error robot; the others the success robot. */
  error?: boolean
  /** Stays until closed instead of closing after 5 s. */
  stayOpen?: boolean
  /** Reuse an id to replace a notification that is still shown. */
  id?: string
}

let View: ComponentType | null = null
let viewPromise: Promise<ComponentType> | null = null

/**
 * Loads the notification view (Ark's Toaster and the robot pictures). It stays out of the first-load bundle:
 * <Notifications/> loads it when the first notification arrives or when the browser is idle.
 */
export function loadNotificationsView(): Promise<ComponentType> {
  viewPromise ??= import('./toaster-view').then((module) => {
    View = module.ToasterView
    return View
  })
  return viewPromise
}

/** Shows a notification (SPEC §4, §8) and returns its id. */
export function notify({ message, error = false, stayOpen = false, id }: NotifyOptions = {}): string {
  return toaster.create({
    // An explicit `id: undefined` would replace the store's generated id.
    ...(id ? { id } : {}),
    type: error ? 'error' : 'success',
    description: message || (error ? DEFAULT_ERROR_MESSAGE : DEFAULT_SUCCESS_MESSAGE),
    duration: stayOpen ? Infinity : NOTIFICATION_DURATION,
    closable: true,
  })
}

/** Closes a notification by id (it animates out, then is removed). */
/**
 * The toasts a flow's machine raises, `notifySaved` and `notifyFailed` with `params: { message }`, as its hook
 * provides them (`actions: { ...toastActions }`).
 */
export const toastActions = {
  notifySaved: (_: unknown, { message }: { message: string }) => void notify({ message }),
  notifyFailed: (_: unknown, { message }: { message: string }) => void notify({ message, error: true }),
}

export function dismissNotification(id: string) {
  toaster.dismiss(id)
}

/** The notification region, rendered once by the root route. */
export function Notifications() {
  const [Loaded, setLoaded] = useState<ComponentType | null>(() => View)

  useEffect(() => {
    if (Loaded) return
    let active = true
    const load = () => {
      loadNotificationsView().then((view) => {
        if (active) setLoaded(() => view)
      })
    }
    if (toaster.getCount() > 0) load()
    const unsubscribe = toaster.subscribe(load)
    const idle = typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(load, { timeout: 4000 }) : null
    return () => {
      active = false
      unsubscribe()
      if (idle !== null) window.cancelIdleCallback(idle)
    }
  }, [Loaded])

  return Loaded ? <Loaded /> : null
}
