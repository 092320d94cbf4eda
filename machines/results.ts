/**
 * What invoked actors finish or fail with, as the machines read it: the provider's error shape and the params
 * helpers of `onDone` / `onError` transitions. No zod here: the session machine, on every page's first load, uses
 * these, while the form kit (./form, which re-exports them) needs zod for its checks.
 */
import { assign, type EventObject } from 'xstate'

/** What a failed provider call carries (src/api/errors.ts ApiError has this shape). */
export interface ProviderError {
  status: number
  message: string
  errors?: { field: string; message: string }[]
  /** Seconds until a rate-limited call may be tried again. */
  retryAfter?: number
  /** A machine-readable reason some calls add (e.g. 'code_expired'). */
  code?: string
}

const GENERIC_ERROR = 'An unexpected error occurred'

/** Any thrown value as a provider error (network failures and bugs included). */
export function toProviderError(error: unknown): ProviderError {
  if (error && typeof error === 'object' && 'status' in error && 'message' in error) {
    const e = error as ProviderError
    return {
      status: Number(e.status) || 0,
      message: String(e.message || GENERIC_ERROR),
      errors: e.errors,
      retryAfter: e.retryAfter,
      code: e.code,
    }
  }
  return { status: 0, message: GENERIC_ERROR }
}

/** The error an invoked actor failed with (the `error` of its `xstate.error.actor.<id>` event), as a provider error. */
export function errorOf(event: EventObject): ProviderError {
  return toProviderError('error' in event ? event.error : undefined)
}

/**
 * Guard: the call failed with this HTTP status (`{ type: 'answeredWithStatus', params: { status: 401 } }`), so the
 * diagram shows the rule's status.
 */
export const answeredWithStatus = ({ event }: { event: EventObject }, { status }: { status: number }) => errorOf(event).status === status

/**
 * The output an invoked actor finished with (the `output` of its `xstate.done.actor.<id>` event), typed by that
 * actor: `{ type: 'rememberCards', params: outputOf }` on an `onDone` transition.
 */
export const outputOf = <T>({ event }: { event: { output: T } }): T => event.output

/** `{ message }` of a failed call, for notification actions: `{ type: 'notifyFailed', params: errorMessage }`. */
export const errorMessage = ({ event }: { event: EventObject }) => ({ message: errorOf(event).message })

/** `{ message }` of a call that answered one, for notification actions: `{ type: 'notifySaved', params: outputMessage }`. */
export const outputMessage = ({ event }: { event: { output: { message: string } } }) => ({ message: event.output.message })

/**
 * The actions of a flow that shows its last failure as `error`, typed by the flow's context and events like the form
 * kit's: `keepError` keeps the failed call's message, `clearError` takes it away (a new try starts).
 */
export function errorActions<TContext extends { error: string | null }, TEvent extends EventObject>() {
  return {
    keepError: assign<TContext, TEvent, undefined, TEvent, never>(({ event }) => ({ error: errorOf(event).message }) as Partial<TContext>),
    clearError: assign<TContext, TEvent, undefined, TEvent, never>(() => ({ error: null }) as Partial<TContext>),
  }
}
