import type { StatelyInspectionEvent } from '@statelyai/inspect'
import type { AnyEventObject, MachineContext } from 'xstate'

/**
 * What never leaves the page for the live inspector (development builds with VITE_INSPECT): the one list of the
 * fields that carry a secret, wherever a machine keeps or passes them (its context, an event, an invoked actor's
 * input or output, a child's snapshot). A new secret field gets its name here, and a line in the capture test
 * (tests/views/inspector-capture.test.tsx), which runs the flows' own actors against a fake network and reads what
 * reached the inspector.
 */
export const SECRET_FIELDS = [
  // Passwords, as typed and as sent.
  'password',
  'currentPassword',
  'newPassword',
  'confirmNewPassword',
  'confirmPassword',
  'regPassword',
  'confirmRegPassword',
  // Codes: emailed sign-in and email-change codes, an authenticator app's, recovery codes, a step-up's typed secret.
  'code',
  'otp',
  'secret',
  'recoveryCode',
  'recoveryCodes',
  'newRecoveryCodes',
  // Sessions: the JWT, an agent's link token, the second step's ticket.
  'token',
  'jwt',
  'ticket',
  // Two-step sign-in's setup: the TOTP secret's URI (the QR code).
  'otpauthUri',
  // Moving a number out: the transfer PIN and the account number another carrier asks for.
  'pin',
  'transferPin',
  'accountNumber',
  // Moving a number in: the old carrier's account number and PIN.
  'billingAccount',
  'billingAccountNumber',
  'billingAccountPassword',
  'pinPassword',
  // Cards, wherever a form might hold one.
  'cardNumber',
  'cvc',
  'cvv',
  'expiry',
  'expiryDate',
  // eSIM activation codes: whoever has one installs the line's profile.
  'activationCode',
  'esimActivationCode',
  // A hosted payment page's id, the page's only key.
  'sessionId',
] as const

/** Events that carry what was typed into a secret field in `value` (as `field.change` does for a named field). */
const SECRET_VALUE_EVENTS = ['code.change', 'secret.change'] as const

const SECRET_NAMES = new Set<string>(SECRET_FIELDS.map((name) => name.toLowerCase()))
const SECRET_EVENTS = new Set<string>(SECRET_VALUE_EVENTS)

/** Whether a field of this name carries a secret. */
const isSecretField = (name: string) => SECRET_NAMES.has(name.toLowerCase())

/** What a secret is shown as. */
export const REDACTED = '***'

/** How deep a value is copied; below, `[…]` (the hosted inspector stops at 10 levels too). */
const MAX_DEPTH = 12

/**
 * A copy of `value` fit to leave the page: JSON's view of it (what has `toJSON` as that, functions left out, an
 * actor as its id), every secret field's value, whatever its type, as `***` (a yes/no and an empty value stay: they
 * tell nothing and the inspector reads better with them), and the `value` of a `field.change` of a secret field or of
 * a SECRET_VALUE_EVENTS event too.
 */
export function redact<T>(value: T): T {
  return copy(value, 0, new WeakSet()) as T
}

function copy(value: unknown, depth: number, seen: WeakSet<object>): unknown {
  if (value === null || typeof value !== 'object') return typeof value === 'function' ? undefined : value
  const json = (value as { toJSON?: unknown }).toJSON
  if (typeof json === 'function') return copy((json as () => unknown).call(value), depth, seen)
  if (depth >= MAX_DEPTH || seen.has(value)) return '[…]'
  seen.add(value)
  try {
    if (Array.isArray(value)) return value.map((item) => copy(item, depth + 1, seen) ?? null)
    const record = value as Record<string, unknown>
    const typedSecret =
      (typeof record.type === 'string' && SECRET_EVENTS.has(record.type)) ||
      (record.type === 'field.change' && typeof record.field === 'string' && isSecretField(record.field))
    const out: Record<string, unknown> = {}
    for (const [key, inner] of Object.entries(record)) {
      const secret = isSecretField(key) || (typedSecret && key === 'value')
      const kept = secret && !revealsNothing(inner) ? REDACTED : copy(inner, depth + 1, seen)
      if (kept !== undefined) out[key] = kept
    }
    return out
  } finally {
    seen.delete(value)
  }
}

/** A value that says nothing of a secret: none yet, empty, or a yes/no. */
const revealsNothing = (value: unknown) => value === null || value === undefined || value === '' || typeof value === 'boolean'

/**
 * The hosted inspector's options (src/lib/flow/inspect.ts loads them with the inspector): what it is sent is a copy
 * with every secret field redacted (SECRET_FIELDS, the one list), made of the whole inspection event's machine data: the event, and the snapshot with its context,
 * an invoked actor's input and output, and its children. The event's own ids stay as they are (the inspector joins
 * its lines by them). `sanitizeEvent` and `sanitizeContext` go first, on the same list.
 */
export const inspectorRedaction = {
  sanitizeEvent: (event: AnyEventObject) => redact(event),
  sanitizeContext: (context: MachineContext) => redact(context),
  serialize: (inspection: StatelyInspectionEvent): StatelyInspectionEvent => {
    const { event, snapshot, ...ids } = inspection as StatelyInspectionEvent & { event?: unknown; snapshot?: unknown }
    return {
      ...ids,
      ...(event !== undefined && { event: redact(event) }),
      ...(snapshot !== undefined && { snapshot: redact(snapshot) }),
    } as StatelyInspectionEvent
  },
}
