/** Small readers and expectations shared by the path tests of tests/machines (which calls a step made, and so on). */
import type { AnyStateMachine } from 'xstate'
import { expect } from 'vitest'
import type { RecordedCall, StepContext } from '../support/machine-paths'

/** The inputs of every call of the named actor among `calls`, oldest first. */
export const asked = (calls: RecordedCall[], name: string) =>
  calls.flatMap((call) => (call.kind === 'actor' && call.name === name ? [call.input] : []))

/** How many times the named action ran among `calls`. */
export const did = (calls: RecordedCall[], name: string) => calls.filter((call) => call.kind === 'action' && call.name === name).length

/**
 * The `loading` expectation of a machine that loads one line's data: tagged `loading`, and the step asked the
 * named actor once, for line-1 (the samples' line).
 */
export const loadsLine =
  (actor: string) =>
  ({ snapshot, stepCalls }: StepContext<AnyStateMachine>) => {
    expect(snapshot.hasTag('loading')).toBe(true)
    expect(asked(stepCalls, actor)).toEqual([{ lineId: 'line-1' }])
  }

/**
 * The `failed` expectation of a machine that loads one line's data: the load (`actor`) failed with `error`, as the
 * samples answer it; the page's Try again (`retry`) is offered, and nothing was read into `context[empty]`.
 */
export const loadFailed =
  (actor: string, error: { status: number; message: string }, retry: string, empty: string) =>
  ({ snapshot, event }: StepContext<AnyStateMachine>) => {
    expect(event).toEqual({ type: `xstate.error.actor.${actor}`, error })
    expect(snapshot.can({ type: retry })).toBe(true)
    expect(snapshot.context[empty]).toBeNull()
  }

/**
 * The `failed` expectation of a read the page offers again: its Try again (`retry`) is offered, and nothing was read
 * into `context[empty]`.
 */
export const offersRetry =
  (retry: string, empty: string) =>
  ({ snapshot }: StepContext<AnyStateMachine>) => {
    expect(snapshot.can({ type: retry })).toBe(true)
    expect(snapshot.context[empty]).toBeNull()
  }

/**
 * The `loading` and `failed` expectations of a line panel's first read (`firstRead`, machines/chart.ts): `loadsLine`
 * of `actor`, then `offersRetry` of `retry` with nothing read into `context[empty]`.
 */
export const firstReadOfLine = (actor: string, retry: string, empty: string) => ({
  loading: loadsLine(actor),
  failed: offersRetry(retry, empty),
})

/** The `loading` expectation of a page's first read: tagged `tag` (a spinner), and the step asked `actor` once. */
export const loadsOnce =
  (actor: string, tag: 'loading' | 'busy' = 'loading') =>
  ({ snapshot, stepCalls }: StepContext<AnyStateMachine>) => {
    expect(snapshot.hasTag(tag)).toBe(true)
    expect(asked(stepCalls, actor)).toHaveLength(1)
  }

/** A change behind "Confirm it's you": the step-up dialog is open (its child machine runs) and `actor` is not asked yet. */
export const provesFirst =
  (actor: string) =>
  ({ snapshot, stepCalls }: StepContext<AnyStateMachine>) => {
    expect(snapshot.children.stepUp).toBeDefined()
    expect(asked(stepCalls, actor)).toEqual([])
  }
