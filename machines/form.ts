/**
 * What every form flow shares (SPEC §3-§5): values, a per-field error entry, a form-level message, and the
 * provider's error shape. Pure functions; the machines wire them into named actions and guards.
 */
import { assertEvent, assign, type EventObject } from 'xstate'
import type { z } from 'zod/mini'
import { toFieldErrors } from '@contract/errors'
import { errorOf, toProviderError } from './results'
import { computedDelay, type MachineTypes } from './chart'
import { figuresOf, type Figures } from './figures'

// The actor results live in ./results (no zod: the session machine uses them on every first load).
export { errorMessage, errorOf, outputMessage, outputOf, toProviderError, type ProviderError } from './results'

export type FieldErrors = Partial<Record<string, string>>

export interface FormContext<V extends Record<string, unknown>> {
  values: V
  errors: FieldErrors
  /** A message for the whole form (server trouble, wrong credentials). */
  formError: string | null
  /** When a rate-limited form may be sent again (ms since the epoch). */
  retryAt: number | null
}

export type FieldChangeEvent = { type: 'field.change'; field: string; value: unknown }

/** The two events of a form that is one step: typing in a field, and its button (or Enter). */
export type FormEvent = FieldChangeEvent | { type: 'form.submit' }

/** The first message per field of a zod check, keyed by the field name. */
export function fieldErrorsOf(schema: z.ZodMiniType, values: unknown): FieldErrors {
  const result = schema.safeParse(values)
  if (result.success) return {}
  const issues = result.error.issues.filter((issue) => issue.path.length > 0)
  return Object.fromEntries(toFieldErrors(issues, { depth: 1 }).map(({ field, message }) => [field, message]))
}

export function hasErrors(errors: FieldErrors) {
  return Object.values(errors).some(Boolean)
}

/**
 * Editing a field sets its value and clears that field's error (SPEC §4), and the form's message unless it
 * must stay (a rate-limit message says when to try again).
 */
export function changeField<V extends Record<string, unknown>>(
  context: FormContext<V>,
  event: FieldChangeEvent,
  options: { keepFormError?: boolean } = {},
) {
  if (!(event.field in context.values)) return {}
  const errors = { ...context.errors }
  delete errors[event.field]
  return {
    values: { ...context.values, [event.field]: event.value } as V,
    errors,
    formError: options.keepFormError ? context.formError : null,
  }
}

/** A server error list sets errors per field; anything else becomes the form's message. */
export function applyProviderError(error: unknown, now = Date.now()) {
  const e = toProviderError(error)
  const errors: FieldErrors = {}
  for (const item of e.errors ?? []) if (!errors[item.field]) errors[item.field] = item.message
  return {
    errors,
    formError: hasErrors(errors) && e.status !== 429 ? null : e.message,
    retryAt: e.status === 429 ? now + (e.retryAfter ?? DEFAULT_RETRY_AFTER_S) * 1000 : null,
  }
}

/** How long a rate-limited form waits, from the Retry-After the server sent (at least a second). */
function retryDelayOf(retryAt: number | null, now = Date.now()) {
  return Math.max(1000, (retryAt ?? now) - now)
}

/** The wait a 429 answer without a Retry-After gets. */
const DEFAULT_RETRY_AFTER_S = 60

/** The delay until a rate-limited form may send again: the server's Retry-After (usually a minute). */
export const retryDelay = computedDelay(DEFAULT_RETRY_AFTER_S * 1000, ({ context }: { context: { retryAt: number | null } }) =>
  retryDelayOf(context.retryAt),
)

/** The form kit's actions are wired to `field.change` only: anything else is a mistake in the chart. */
function assertFieldChange(event: EventObject): asserts event is FieldChangeEvent {
  assertEvent(event, 'field.change')
}

type AnyFormContext = FormContext<Record<string, unknown>>

/**
 * The actions and guard every form machine shares (SPEC §4), typed by the machine's own context and event union
 * so that `setup()` still infers the params of its other actions:
 * `const form = formKit<MyContext, MyEvent>(schema)`, then `actions: { ...form.actions, … }`, `guards: { ...form.guards }`.
 */
export function formKit<TContext extends AnyFormContext, TEvent extends EventObject>(schema: z.ZodMiniType) {
  const fieldErrors = (context: TContext) => fieldErrorsOf(schema, context.values)
  return {
    /** The figures of the schema's rules, the params of its guard: `editingTransitions({ …, figures })`. */
    figures: figuresOf(schema),
    actions: {
      /** Sets the field's value and clears its error and the form's message. */
      changeField: assign<TContext, TEvent, undefined, TEvent, never>(({ context, event }) => {
        assertFieldChange(event)
        return { ...context, ...changeField(context, event) }
      }),
      /** The form's rules: a message under each field that breaks one. */
      showErrors: assign<TContext, TEvent, undefined, TEvent, never>(({ context }) => ({
        ...context,
        errors: fieldErrors(context),
        formError: null,
      })),
      /** A failed call: the server's field errors under their fields, anything else as the form's message. */
      showProviderError: assign<TContext, TEvent, undefined, TEvent, never>(({ context, event }) => ({
        ...context,
        ...applyProviderError(errorOf(event)),
      })),
    },
    guards: {
      isFormValid: ({ context }: { context: TContext }) => !hasErrors(fieldErrors(context)),
    },
  }
}

/**
 * What a rate-limited form adds to the form kit (SPEC §4 rate limits): typing keeps the message that says when to
 * try again, a guard for the 429 answer, and the delay until the server's Retry-After is over.
 */
function rateLimitKit<TContext extends AnyFormContext, TEvent extends EventObject>() {
  return {
    actions: {
      changeFieldKeepMessage: assign<TContext, TEvent, undefined, TEvent, never>(({ context, event }) => {
        assertFieldChange(event)
        return { ...context, ...changeField(context, event, { keepFormError: true }) }
      }),
    },
    guards: {
      isRateLimited: ({ event }: { event: EventObject }) => errorOf(event).status === 429,
    },
    delays: { retryDelay },
  }
}

/** A form's starting context: the values, no errors, no message, no wait. */
export function formContext<V extends Record<string, unknown>>(values: V): FormContext<V> {
  return { values, errors: {}, formError: null, retryAt: null }
}

/** What a form's `editing` state does (`editingTransitions`): where a valid submit goes, and how each way is described. */
export type EditingOptions<Target extends string, Guard extends string> = {
  target: Target
  guard?: Guard
  figures?: Figures
  typing?: string
  invalid?: string
  /** What the valid submit does (by default: sent). */
  submit?: string
}

/** The `editing` of a form with one email field that sends it from `sending` (the sign-in code, the reset link). */
export const emailFieldEditing = {
  target: 'sending',
  typing: 'Typing clears the field error',
  invalid: 'Not an email: say so under the field',
} as const

/**
 * The `on` of a form's `editing` state (SPEC §4): typing clears that field's error; submit goes on to `target` when
 * `guard` (default `isFormValid`) holds, else shows the errors under the fields and sends nothing. `figures` (the
 * form kit's) are the guard's params, so the diagram shows the rule's figures.
 */
export function editingTransitions<const Target extends string, const Guard extends string = 'isFormValid'>({
  target,
  guard,
  figures,
  typing = 'Typing clears that field’s error',
  invalid = 'Invalid input: messages under the fields, nothing sent',
  submit,
}: EditingOptions<Target, Guard>) {
  return {
    'field.change': { actions: 'changeField', description: typing },
    'form.submit': submitIfValid({
      guard: (guard ?? 'isFormValid') as Guard,
      figures,
      target,
      description: submit ?? 'Every field passes its check: sent',
      invalid,
    }),
  } as const
}

/**
 * A submit that goes on only when the form passes (SPEC §4): to `target` when `guard` holds (with `figures`, the
 * rule's figures, as its params, drawn in the diagram), running `actions` if any; else `invalid` says why under the
 * fields (`showErrors`, or the `actions` given with it) and nothing is sent.
 */
export function submitIfValid<
  const Guard extends string,
  const Target extends string,
  const Actions extends string = never,
  const Invalid extends string = 'showErrors',
>({
  guard,
  figures,
  target,
  actions,
  description,
  invalid,
}: {
  guard: Guard
  figures?: Figures
  target: Target
  actions?: Actions
  description: string
  invalid: string | { actions: Invalid; description: string }
}) {
  const otherwise = typeof invalid === 'string' ? { actions: 'showErrors', description: invalid } : invalid
  return [
    {
      guard: figures ? { type: guard, params: figures } : guard,
      target,
      ...(actions === undefined ? {} : { actions }),
      description,
    },
    otherwise,
  ] as unknown as readonly [
    {
      readonly guard: Guard | { readonly type: Guard; readonly params: Figures }
      readonly target: Target
      readonly description: string
    } & ([Actions] extends [never] ? unknown : { readonly actions: Actions }),
    { readonly actions: Invalid; readonly description: string },
  ]
}

/** A rate-limited call failed (`onError`): a 429 waits in `rateLimited`; anything else back to `editing`, said. */
function submitFailed(description: string) {
  return [
    {
      guard: 'isRateLimited',
      target: 'rateLimited',
      actions: 'showProviderError',
      description: 'Too many tries (429): wait as long as the server says',
    },
    { target: 'editing', actions: 'showProviderError', description },
  ] as const
}

/** The `rateLimited` state: typing is allowed and keeps the message that says when to try again. */
export function rateLimitedState(description: string, typing?: string) {
  return {
    description,
    on: {
      'field.change': {
        actions: 'changeFieldKeepMessage',
        description: typing ?? 'Typing is allowed; the message saying when to try again stays',
      },
    },
    after: { retryDelay: { target: 'editing', description: 'The wait is over' } },
  } as const
}

/** The `types` of a form machine's `setup()`: its context (the form over `V`), its event union and its input. */
export type FormTypes<V extends Record<string, unknown>, TEvent extends EventObject, TInput = undefined> = MachineTypes<
  FormContext<V>,
  TEvent,
  TInput
>

/**
 * The form kit and the rate-limit kit as one, for a form whose call the server may rate-limit (SPEC §4):
 * `actions: { ...form.actions, … }`, `guards: form.guards`, `delays: form.delays`.
 */
export function rateLimitedFormKit<V extends Record<string, unknown>, TEvent extends EventObject>(schema: z.ZodMiniType) {
  const form = formKit<FormContext<V>, TEvent>(schema)
  const rateLimit = rateLimitKit<FormContext<V>, TEvent>()
  return {
    figures: form.figures,
    actions: { ...form.actions, ...rateLimit.actions },
    guards: { ...form.guards, ...rateLimit.guards },
    delays: rateLimit.delays,
    /** The form's starting context: these values, no errors, no message, no wait. */
    context: (values: V) => formContext(values),
    /** The `editing` state: `description`, and `editingTransitions` with the figures of this form's schema. */
    editingState: <const Target extends string, const Guard extends string = 'isFormValid'>(
      description: string,
      editing: Omit<EditingOptions<Target, Guard>, 'figures'>,
    ) => ({ description, on: editingTransitions<Target, Guard>({ ...editing, figures: form.figures }) }) as const,
  }
}

/** The form's values as they are: the input of the call that sends them (`input: valuesOf`). */
export const valuesOf = <V>({ context }: { context: { values: V } }): V => context.values

/** The email of an email-only form, without the spaces around it: what is sent and carried to the next page. */
export const trimmedEmail = ({ context }: { context: { values: { email: string } } }) => ({ email: context.values.email.trim() })

/**
 * The state that sends a rate-limited form (SPEC §4): busy (the button spins and ignores clicks) while `src` runs with
 * `input`; `onDone` when it answers; a 429 waits in `rateLimited`; any other failure goes back to `editing`, said
 * (`failed`). `onError` transitions put before those catch the failures a form handles in its own way.
 */
export function sendingState<const Src extends string, TInput, TDone, const TOnError extends readonly object[] = []>({
  description,
  src,
  input,
  onDone,
  failed,
  onError,
}: {
  description: string
  src: Src
  input: TInput
  onDone: TDone
  failed: string
  onError?: TOnError
}) {
  return {
    description,
    tags: ['busy'],
    invoke: { id: src, src, input, onDone, onError: [...(onError ?? ([] as unknown as TOnError)), ...submitFailed(failed)] as const },
  } as const
}
