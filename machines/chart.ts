/**
 * Pieces of chart every kind of machine writes the same way: the `types` of `setup()`, and the state that says a
 * read failed and offers Try again. Plain objects, so `npm run flows` exports the charts as before.
 */
import type { EventObject } from 'xstate'

/**
 * The `types` of a machine's `setup()`: `types: {} as MachineTypes<Context, Event, Input>`. Without `Input` the
 * machine takes none.
 */
export type MachineTypes<TContext, TEvent extends EventObject, TInput = never> = {
  context: TContext
  events: TEvent
} & ([TInput] extends [never] ? unknown : { input: TInput })

/**
 * A read failed (the view says so): `event` (the page's Try again) reads again in `target`.
 */
export function retryState<const TEvent extends string, const TTarget extends string = 'loading'>(
  description: string,
  event: TEvent,
  target: TTarget = 'loading' as TTarget,
) {
  return {
    description,
    on: { [event]: { target, description: 'Try again' } } as { [K in TEvent]: { target: TTarget; description: 'Try again' } },
  } as const
}

/**
 * A dialog flow at rest: the page behind it shows, no dialog (`description` says which page); `dialog.open` starts
 * the dialog in `open.target`, running `open.actions`. Both are checked against the machine like written-out ones.
 */
export function closedState<const TTarget extends string, const TAction extends string>(
  description: string,
  open: { target: TTarget; actions: TAction; description: string },
) {
  return { description, on: { 'dialog.open': open } } as const
}

/**
 * A delay the machine computes from its context (a countdown from a timestamp, the server's Retry-After), with the
 * length it has in the usual case: `npm run flows` exports that length, so Stately Studio shows the rule's real
 * time, and a test compares it with the source.
 */
export function computedDelay<TArgs>(usualMs: number, compute: (args: TArgs) => number): ((args: TArgs) => number) & { usualMs: number } {
  return Object.assign((args: TArgs) => compute(args), { usualMs })
}
