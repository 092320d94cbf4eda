import { useEffect, useReducer } from 'react'

/**
 * The current time, with one re-render every `interval` ms while `active`: the view's clock for a countdown
 * derived from a timestamp in a machine's context (the machine itself never ticks, STYLE habit 6). Read at render
 * so that a countdown that has just started shows its full length at once.
 */
export function useNow(active: boolean, interval = 1000) {
  const [, tick] = useReducer((count: number) => count + 1, 0)
  useEffect(() => {
    if (!active) return
    const timer = setInterval(tick, interval)
    return () => clearInterval(timer)
  }, [active, interval])
  return Date.now()
}

/** Whole seconds until `at`, never below zero ("Resend code in 27 s"). */
export function secondsUntil(at: number, now: number) {
  return Math.max(0, Math.ceil((at - now) / 1000))
}
