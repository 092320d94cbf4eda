import type { FieldChangeEvent } from '@machines/form'
import { connectFields, connectSubmit, type BoundFieldProps, type ConnectedSubmit } from '@/lib/flow/form-fields'

/** A rate-limited sign-in, registration or recovery form as its view needs it: the email field first, then its submit. */
export interface EmailFormApi extends ConnectedSubmit {
  emailField: BoundFieldProps
  /** The email as typed, trimmed (the links to the other steps carry it). */
  email: string
}

/** Pure: the email field, the email typed so far and the submit of a form machine that asks for an email. */
export function connectEmailForm<V extends { email: string }>(
  snapshot: Parameters<typeof connectSubmit<V>>[0],
  send: (event: FieldChangeEvent | { type: 'form.submit' }) => void,
): EmailFormApi {
  return {
    emailField: connectFields(snapshot.context, send).getFieldProps('email'),
    email: snapshot.context.values.email.trim(),
    ...connectSubmit(snapshot, send),
  }
}
