import { z } from 'zod/mini'

/**
 * A line's state as the customer sees it, and what may be done in each: the one table the server's checks
 * (server/lib/line-state.ts and the routes that refuse an action) and every view that shows a line (the line's page,
 * My Account Plans, Overview) read. `tests/unit/line-state.test.ts` pins the table.
 *
 * - `pendingActivation`: ordered, not active yet (SIM on its way, eSIM being prepared, number being moved in);
 * - `active`: in service and paid up;
 * - `grace`: in service, but its renewal failed and is not paid yet (it is suspended if it stays unpaid);
 * - `suspended`: no service until the renewal is paid;
 * - `lost`: suspended by the customer for a lost or stolen phone (number kept) until they restore it;
 * - `cancelled`: service ended;
 * - `portedOut`: the number moved to another carrier (a port-out with the transfer PIN); service ended here.
 */
export const LINE_STATES = ['pendingActivation', 'active', 'grace', 'suspended', 'lost', 'cancelled', 'portedOut'] as const
export const lineStateSchema = z.enum(LINE_STATES)
export type LineState = z.infer<typeof lineStateSchema>

/**
 * What a customer may do on a line: pay a renewal, switch autopay, change plan, buy add-ons, see the period's
 * usage, move the line to a new phone (eSIM or SIM card), set its number lock or get a transfer PIN, suspend it for
 * a lost phone, restore it from that, read its receipts.
 */
const LINE_ACTIONS = [
  'pay',
  'autopay',
  'changePlan',
  'addOns',
  'usage',
  'switchPhone',
  'numberLock',
  'suspendLost',
  'restoreLost',
  'receipts',
] as const
export type LineAction = (typeof LINE_ACTIONS)[number]

const Y = true
const N = false

/** The table: for each state, whether each action applies. Receipts stay in every state. */
const ALLOWED: Record<LineState, Record<LineAction, boolean>> = {
  // prettier-ignore
  pendingActivation: { pay: N, autopay: N, changePlan: N, addOns: N, usage: N, switchPhone: N, numberLock: Y, suspendLost: N, restoreLost: N, receipts: Y },
  // prettier-ignore
  active:            { pay: Y, autopay: Y, changePlan: Y, addOns: Y, usage: Y, switchPhone: Y, numberLock: Y, suspendLost: Y, restoreLost: N, receipts: Y },
  // prettier-ignore
  grace:             { pay: Y, autopay: Y, changePlan: N, addOns: N, usage: Y, switchPhone: Y, numberLock: Y, suspendLost: Y, restoreLost: N, receipts: Y },
  // prettier-ignore
  suspended:         { pay: Y, autopay: Y, changePlan: N, addOns: N, usage: Y, switchPhone: N, numberLock: Y, suspendLost: N, restoreLost: N, receipts: Y },
  // prettier-ignore
  lost:              { pay: N, autopay: Y, changePlan: N, addOns: N, usage: Y, switchPhone: N, numberLock: Y, suspendLost: N, restoreLost: Y, receipts: Y },
  // prettier-ignore
  cancelled:         { pay: N, autopay: N, changePlan: N, addOns: N, usage: N, switchPhone: N, numberLock: N, suspendLost: N, restoreLost: N, receipts: Y },
  // prettier-ignore
  portedOut:         { pay: N, autopay: N, changePlan: N, addOns: N, usage: N, switchPhone: N, numberLock: N, suspendLost: N, restoreLost: N, receipts: Y },
}

/** Whether `action` applies to a line in `state`. */
export function lineAllows(state: LineState, action: LineAction): boolean {
  return ALLOWED[state][action]
}

/** The states whose service has ended: the line shows in the spec's cancelled style and offers only its receipts. */
export function lineEnded(state: LineState): state is 'cancelled' | 'portedOut' {
  return state === 'cancelled' || state === 'portedOut'
}

/** Why an action is refused, by the line's state (the server answers it as the 409's message). */
export const LINE_STATE_MESSAGES = {
  pendingActivation: 'This line is not active yet: this can be done once it is active.',
  grace: 'The renewal of this line is unpaid: pay it first, then try again.',
  suspended: 'This line is suspended: pay its renewal to turn it back on first.',
  lost: 'This line is suspended for a lost phone: restore it first.',
  cancelled: 'This line is cancelled: nothing more can be done on it. Its receipts stay in Payment.',
  portedOut: 'This number moved to another carrier: nothing more can be done on this line. Its receipts stay in Payment.',
} as const satisfies Record<Exclude<LineState, 'active'>, string>

/**
 * Why `action` is refused on a line in `state`, or null when it applies. `worded` gives an action's own sentence
 * for some states (an add-on's "Pay the renewal due on this line before buying an add-on."); the others say the
 * state's message above.
 */
export function lineRefusal(state: LineState, action: LineAction, worded: Partial<Record<LineState, string>> = {}): string | null {
  if (lineAllows(state, action)) return null
  return worded[state] ?? (state === 'active' ? LINE_STATE_MESSAGES.pendingActivation : LINE_STATE_MESSAGES[state])
}

/** A line's SIM status as stored (contract/lines.ts `SimStatus`). */
type StoredSimStatus = 'active' | 'inactive' | 'cancelled' | 'suspended' | 'inprogress' | 'pending' | 'failed' | 'not active'

/**
 * What the state is derived from, as stored: the SIM status, whether the number left (a port-out time), and the
 * line's billing (null before the line was first active): its state (`current`, `pastDue` while the failed renewal
 * waits, `suspended`; a grace state by another name counts as `pastDue`) and whether it is suspended for a lost phone.
 */
export interface LineStateFacts {
  simStatus: StoredSimStatus
  portedOut: boolean
  billing: { state: string; lost: boolean } | null
}

/** The billing states in which a failed renewal waits to be paid while the line keeps its service. */
const GRACE_BILLING_STATES = new Set(['pastDue', 'grace'])

/** The line's state from what is stored: the first that holds of ported out, cancelled, lost, suspended, in grace, active. */
export function lineStateOf({ simStatus, portedOut, billing }: LineStateFacts): LineState {
  if (portedOut) return 'portedOut'
  if (simStatus === 'cancelled') return 'cancelled'
  if (billing?.lost) return 'lost'
  if (simStatus === 'suspended' || billing?.state === 'suspended') return 'suspended'
  if (simStatus === 'active' && billing && GRACE_BILLING_STATES.has(billing.state)) return 'grace'
  if (simStatus === 'active') return 'active'
  return 'pendingActivation'
}
