/**
 * The events every samples file builds: a field typed into, an invoked call's answer or failure, a delay run out,
 * and the events that carry nothing but their type. One copy for all the machines' samples.
 */
import { fieldErrorsOf, hasErrors } from '@machines/form'

export const NETWORK = "We couldn't reach Ring Mobile. Check your connection and try again."

export const change = <V>(field: string, value: V) => ({ type: 'field.change' as const, field, value })
export const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as never
export const failed = (id: string, error: object) => ({ type: `xstate.error.actor.${id}`, error }) as never
export const after = (delay: string, stateId: string) => ({ type: `xstate.after.${delay}.${stateId}` }) as never
/** The server refused one field (422 with its message under that field; the form's own `formMessage`, by default the same). */
export const fieldRefused = (id: string, field: string, message: string, formMessage = message) =>
  failed(id, { status: 422, message: formMessage, errors: [{ field, message }] })

/** Whether values pass a form's check, as the machine's `isFormValid` decides. */
export const valid = (schema: Parameters<typeof fieldErrorsOf>[0]) => (values: unknown) => !hasErrors(fieldErrorsOf(schema, values))

/**
 * Serialises a form by state, by how many fields hold their sample from `complete`, and (given its `schema`) by
 * whether it passes its check: the graph walks from empty fields to a complete form, not through every spelling.
 */
export const byFieldsFilled = (complete: Record<string, unknown>, schema?: Parameters<typeof fieldErrorsOf>[0]) =>
  ((s: { value: unknown; context: { values: Record<string, unknown> } }) =>
    JSON.stringify([
      s.value,
      Object.entries(complete).filter(([k, v]) => s.context.values[k] === v).length,
      ...(schema ? [valid(schema)(s.context.values)] : []),
    ])) as never

/**
 * Events that carry nothing but their type, one sample each: `...bare('dialog.open', 'dialog.close')` stands for
 * `'dialog.open': [{ type: 'dialog.open' }], 'dialog.close': [{ type: 'dialog.close' }]`, in that order.
 */
export function bare<const T extends string>(...types: T[]) {
  return Object.fromEntries(types.map((type) => [type, [{ type }]])) as { [K in T]: [{ type: K }] }
}
