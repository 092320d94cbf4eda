import { fromPromise } from 'xstate'

/** Settles never: what a call that was cancelled answers, so that nobody hears of it. */
const silence = () => new Promise<never>(() => {})

/**
 * A provider call as a machine's promise actor, for every feature's flow hook.
 *
 * Why not a plain `fromPromise`: React's StrictMode mounts, unmounts and remounts every page at once, and
 * @xstate/react revives the same actor objects on the remount. A plain promise actor would then send a page's
 * on-arrival call twice and deliver the first, cancelled call's AbortError to the revived actor as if the call
 * had failed. So the call starts one microtask late, only if the actor is still running, and a cancelled call
 * never settles.
 */
export function apiActor<Input, Output>(call: (input: Input, signal: AbortSignal) => Promise<Output>) {
  return fromPromise<Output, Input>(async ({ input, signal }) => {
    await Promise.resolve()
    if (signal.aborted) return silence()
    try {
      return await call(input, signal)
    } catch (error) {
      if (signal.aborted) return silence()
      throw error
    }
  })
}
