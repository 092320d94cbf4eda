import type { ChangeEvent } from 'react'
import type { FieldChangeEvent, FormContext } from '@machines/form'

/** A SPEC §5 typing filter (src/lib/filters.ts): the raw input in, the value to keep out. */
type InputFilter = (value: string) => string

/** Props for a TextInput (or a textarea) bound to one field of a form machine. */
export interface BoundFieldProps {
  /** The field's name, as the form and the server spell it. */
  name: string
  /** What the field holds (filtered as typed). */
  value: string
  /** The field's message, or null while it is valid (or not yet checked). */
  error: string | null
  /** Hands the typed text, through the field's typing filter, to the machine. */
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void
}

/** The field binding of a form machine, as every form's `connect` hands it to its view. */
export interface ConnectedFields<V extends Record<string, unknown>> {
  values: V
  /** The field's message, or null while it is valid (or not yet checked). */
  errorOf: (field: keyof V & string) => string | null
  /** Hands a value to the machine as it is (a select, a checkbox, a date). */
  setField: (field: keyof V & string, value: unknown) => void
  /** Props for the field's input: its value, its error, and a change handler that applies the typing filter. */
  getFieldProps: (field: keyof V & string, filter?: InputFilter) => BoundFieldProps
}

/**
 * Each field's value, its error, and a change handler that applies the field's typing filter before the machine
 * sees the value (so the machine only ever holds filtered text). Part of every form's pure `connect`.
 */
export function connectFields<V extends Record<string, unknown>>(
  context: FormContext<V>,
  send: (event: FieldChangeEvent) => void,
): ConnectedFields<V> {
  const setField = (field: keyof V & string, value: unknown) => send({ type: 'field.change', field, value })
  return {
    values: context.values,
    errorOf: (field) => context.errors[field] ?? null,
    setField,
    getFieldProps: (field, filter) => ({
      name: field,
      value: String(context.values[field] ?? ''),
      error: context.errors[field] ?? null,
      onChange: (event) => setField(field, filter ? filter(event.target.value) : event.target.value),
    }),
  }
}

/**
 * The form-level message (wrong password, server trouble, too many tries) and, while rate-limited, when the
 * customer can try again.
 */
interface FormMessage {
  /** A message for the whole form, or null. */
  formError: string | null
  /** When the customer can try again, while rate-limited ("You can try again at 14:05."), else null. */
  retryAt: number | null
}

/** A rate-limited form's submit as its view needs it (SPEC §4). */
export interface ConnectedSubmit extends FormMessage {
  /** The call is in flight: the button spins and further clicks do nothing. */
  busy: boolean
  /** Neither busy nor waiting out too many tries (the time is in `retryAt`). */
  canSubmit: boolean
  /** Submits the form (the machine checks it first). */
  submit: () => void
}

function connectFormMessage<V extends Record<string, unknown>>(context: FormContext<V>, rateLimited: boolean): FormMessage {
  return {
    formError: context.formError,
    retryAt: rateLimited ? context.retryAt : null,
  }
}

/**
 * A rate-limited form's submit as its view needs it (SPEC §4): the form's message and when to try again, `busy`
 * while the call is in flight, `canSubmit` unless busy or waiting, and `submit`.
 */
export function connectSubmit<V extends Record<string, unknown>>(
  snapshot: { context: FormContext<V>; hasTag: (tag: 'busy') => boolean; matches: (state: 'rateLimited') => boolean },
  send: (event: { type: 'form.submit' }) => void,
): ConnectedSubmit {
  const rateLimited = snapshot.matches('rateLimited')
  const busy = snapshot.hasTag('busy')
  return {
    ...connectFormMessage(snapshot.context, rateLimited),
    busy,
    canSubmit: !rateLimited && !busy,
    submit: () => send({ type: 'form.submit' }),
  }
}
