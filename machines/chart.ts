/**
 * Pieces of chart every kind of machine writes the same way: the `types` of `setup()`, and the state that says a
 * read failed and offers Try again. Plain objects, so `npm run flows` exports the charts as before.
 */
import type { EventObject } from 'xstate'
import { outputOf } from './results'

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
 * The two events of a dialog flow (`closedState`): `dialog.open`, carrying what the dialog opens on (`Opens`), and
 * `dialog.close` (Cancel, the close icon).
 */
export type DialogEvent<Opens extends object = object> = ({ type: 'dialog.open' } & Opens) | { type: 'dialog.close' }

/**
 * A dialog flow at rest: the page behind it shows, no dialog (`description` says which page); `dialog.open` starts
 * the dialog in `open.target`, running `open.actions`, when `open.guard` (if any) holds. All are checked against the
 * machine like written-out ones.
 */
export function closedState<const TOpen extends { target: string; actions: string; description: string; guard?: string }>(
  description: string,
  open: TOpen,
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

/**
 * A state that waits for one call: `src` runs (an `invoke` whose `id` is its `src`, so its done and error events keep
 * their names) with the rest of `invoke` (`input`, `onDone`, `onError`), under `tag`: `busy` (the button that
 * started it spins and ignores clicks; a dialog stays open) or `loading` (a spinner where the answer will show).
 * Plain config: `npm run flows` exports the state whole and the path tests walk it like a written-out one.
 */
export function callState<const Src extends string, const TInvoke extends object, const TTag extends 'busy' | 'loading' = 'busy'>(
  description: string,
  src: Src,
  invoke: TInvoke,
  tag: TTag = 'busy' as TTag,
) {
  return { description, tags: [tag], invoke: { id: src, src, ...invoke } } as const
}

/**
 * A state that reads what the page will show: a `callState` tagged `loading` (a spinner, or the sections keeping
 * their room, where the answer will show), as against a change the customer asked for (`busy`).
 */
export function readState<const Src extends string, const TInvoke extends object>(description: string, src: Src, invoke: TInvoke) {
  return callState(description, src, invoke, 'loading')
}

/**
 * A panel's first read: a `readState` of `src` (a spinner where the answer will show) whose failure rests in the
 * flow's `failed` state, the `retryState` that says so and offers Try again.
 */
export function firstRead<const Src extends string, const TInvoke extends object>(description: string, src: Src, invoke: TInvoke) {
  return readState(description, src, { ...invoke, onError: { target: 'failed' } } as TInvoke & {
    readonly onError: { readonly target: 'failed' }
  })
}

/**
 * A card's first read while its buttons wait (a `callState`, tag `busy`): a failure keeps its message (`keepError`)
 * and rests in the flow's `failed` state, the `retryState` that says so and offers Try again.
 */
export function firstCall<const Src extends string, const TInvoke extends object>(description: string, src: Src, invoke: TInvoke) {
  return callState(description, src, {
    ...invoke,
    onError: { target: 'failed', actions: 'keepError', description: 'Could not read' },
  } as TInvoke & { readonly onError: { readonly target: 'failed'; readonly actions: 'keepError'; readonly description: 'Could not read' } })
}

/**
 * The `on` of a dialog with one field (SPEC §5; renaming a passkey, a two-step code): `<field>.change` keeps what is
 * typed (`typing`) and clears the field's message; `<field>.submit` goes on to `submit.target` when `submit.guard`
 * holds (with `submit.params`, the figures it checks, drawn in the diagram), else `invalid` says under the field why not; `close` (Cancel, the close icon) as the dialog says.
 */
export function fieldDialogOn<
  const Field extends string,
  const Typing extends string,
  const Guard extends string,
  const Target extends string,
  const Explain extends string,
  const Close extends object,
  const Params extends object = never,
>({
  field,
  typing,
  submit,
  invalid,
  close,
}: {
  field: Field
  typing: Typing
  submit: { guard: Guard; params?: Params; target: Target; description: string }
  invalid: { actions: Explain; description: string }
  close: Close
}) {
  return {
    [`${field}.change`]: { actions: typing, description: 'Types' },
    [`${field}.submit`]: [
      {
        guard: submit.params === undefined ? { type: submit.guard } : { type: submit.guard, params: submit.params },
        target: submit.target,
        description: submit.description,
      },
      { actions: invalid.actions, description: invalid.description },
    ],
    close,
  } as { readonly [K in `${Field}.change`]: { readonly actions: Typing; readonly description: 'Types' } } & {
    readonly [K in `${Field}.submit`]: readonly [
      {
        readonly guard: [Params] extends [never] ? { readonly type: Guard } : { readonly type: Guard; readonly params: Params }
        readonly target: Target
        readonly description: string
      },
      { readonly actions: Explain; readonly description: string },
    ]
  } & { readonly close: Close }
}

/** The input of a call about the flow's line: `{ lineId }` from the context (`input: lineIdOf`). */
export const lineIdOf = ({ context }: { context: { lineId: string } }) => ({ lineId: context.lineId })

/**
 * A guard or action of an `onDone` transition that reads the call's answer: `{ type, params: outputOf }`
 * (`actions: withAnswer('keepKit')`, `guard: withAnswer('isPaid')`).
 */
export const withAnswer = <const T extends string>(type: T) => ({ type, params: outputOf }) as const

/** One way on from a call's answer (`routeByAnswer`): a guard by name reads the answer; written out, it is used as is. */
type AnswerBranch = {
  guard?: string | { type: string; params: unknown }
  target: string
  actions?: string
  description: string
}

type RoutedBranch<Keep extends string, B extends AnswerBranch> = {
  readonly target: B['target']
  readonly description: string
  readonly actions: B extends { actions: infer A extends string }
    ? readonly [{ readonly type: Keep; readonly params: typeof outputOf }, A]
    : { readonly type: Keep; readonly params: typeof outputOf }
} & (B extends { guard: infer G }
  ? { readonly guard: G extends string ? { readonly type: G; readonly params: typeof outputOf } : G }
  : unknown)

/**
 * The `onDone` of a call whose answer decides where to go: every branch keeps the answer with the action `keep`
 * (`{ type: keep, params: outputOf }`, then the branch's own `actions`); a `guard` given by name reads the answer
 * too (`{ type, params: outputOf }`), one written out (a figure it checks) is used as it is; the last branch, with
 * no guard, takes the rest. Plain config: the diagrams and the Studio export show each branch with its guard.
 */
export function routeByAnswer<const Keep extends string, const Branches extends readonly AnswerBranch[]>(keep: Keep, branches: Branches) {
  return branches.map(({ guard, actions, ...branch }) => ({
    ...(guard === undefined ? {} : { guard: typeof guard === 'string' ? withAnswer(guard) : guard }),
    ...branch,
    actions: actions === undefined ? withAnswer(keep) : [withAnswer(keep), actions],
  })) as unknown as { readonly [I in keyof Branches]: RoutedBranch<Keep, Branches[I]> }
}

/**
 * A state the flow only passes through, deciding where to go (`always`): on to the first target of `ways` when
 * `guard` holds, else to the second, each with its transition's description:
 * `decisionState('Does the link carry a token?', 'hasToken', { signingIn: 'A token', missingLink: 'None' })`.
 * Plain config: the export and the path tests see both branches as written-out ones.
 */
export function decisionState<const Guard extends string | { type: string }, const Ways extends Readonly<Record<string, string>>>(
  description: string,
  guard: Guard,
  ways: Ways,
) {
  const targets = Object.keys(ways) as (keyof Ways & string)[]
  if (targets.length !== 2) throw new Error(`decisionState: two ways on, a target for each, not ${targets.join(', ')}`)
  const [then, otherwise] = targets as [keyof Ways & string, keyof Ways & string]
  return {
    description,
    always: [
      { guard, target: then, description: ways[then] },
      { target: otherwise, description: ways[otherwise] },
    ],
  } as {
    readonly description: string
    readonly always: readonly [
      { readonly guard: Guard; readonly target: keyof Ways & string; readonly description: string },
      { readonly target: keyof Ways & string; readonly description: string },
    ]
  }
}

/**
 * The `onDone` of a read whose answer the page shows: on to `ready`, the answer kept by the action `keep`
 * (`{ type: keep, params: outputOf }`), `description` saying what arrived.
 */
export const readyWith = <const Keep extends string>(keep: Keep, description: string) =>
  ({ target: 'ready', actions: withAnswer(keep), description }) as const
