import type { PromiseActorLogic } from 'xstate'
import { toProviderError, type ProviderError } from '@machines/form'
import { apiActor } from '@/lib/api-actor'
import { useFlowActor } from '@/lib/flow'

/** What a loader settles with: never a rejection (an errored actor would throw in `useSelector`). */
export type Loaded<T> = { ok: true; data: T } | { ok: false; error: ProviderError }

/** A read-only provider call as a promise actor (StrictMode-safe, cancelled on unmount). */
export function loader<T>(load: (signal: AbortSignal) => Promise<T>) {
  return apiActor<void, Loaded<T>>(async (_input, signal) => {
    try {
      return { ok: true, data: await load(signal) }
    } catch (error) {
      if (signal.aborted) throw error
      return { ok: false, error: toProviderError(error) }
    }
  })
}

export interface LoadState<T> {
  loading: boolean
  data: T | undefined
  error: ProviderError | null
}

/** Runs a loader once for the life of the component; remount (a `key`) to try again. */
export function useLoad<T>(logic: PromiseActorLogic<Loaded<T>, void>): LoadState<T> {
  const { snapshot } = useFlowActor(logic)
  const result = snapshot.status === 'done' ? snapshot.output : undefined
  return {
    loading: !result,
    data: result?.ok ? result.data : undefined,
    error: result && !result.ok ? result.error : null,
  }
}
