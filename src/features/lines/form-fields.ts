import type { ChangeEvent } from 'react'
import type { FieldChangeEvent, FormContext } from '../../../machines/form'

/** A SPEC §5 typing filter: the raw input in, the value to keep out. */
export type InputFilter = (value: string) => string

/** Props for a TextInput bound to one field of a form machine. */
export interface BoundFieldProps {
  name: string
  value: string
  error: string | null
  onChange: (event: ChangeEvent<HTMLInputElement>) => void
}

/**
 * A field of a form machine as TextInput props: value, error, and a change handler that applies the field's
 * typing filter before the machine sees the value.
 */
export function fieldProps<V extends Record<string, unknown>>(
  context: FormContext<V>,
  send: (event: FieldChangeEvent) => void,
  field: keyof V & string,
  filter?: InputFilter,
): BoundFieldProps {
  return {
    name: field,
    value: String(context.values[field] ?? ''),
    error: context.errors[field] ?? null,
    onChange: (event) => send({ type: 'field.change', field, value: filter ? filter(event.target.value) : event.target.value }),
  }
}
