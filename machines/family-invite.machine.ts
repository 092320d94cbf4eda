import { assign, setup } from 'xstate'
import { INVITE_VALID_HOURS, invitePayloadSchema, type FamilyChangeAnswer, type InvitePayload } from '@contract/family'
import type { Plan } from '@contract/plans'
import { callState, readState, retryState, withAnswer, type MachineTypes } from './chart'
import { editingTransitions, errorOf, formContext, formKit, type FieldChangeEvent, type FormContext } from './form'
import { providedByApp } from './provided'

/** What a family dialog flow ends with: the change the server answered, or null when the customer cancelled. */
export type FamilyFlowOutput = FamilyChangeAnswer | null

type Values = { kind: 'newLine' | 'moveLine'; email: string; name: string; role: 'manager' | 'member'; planId: string }

interface InviteContext extends FormContext<Values> {
  plans: Plan[]
  /** What the server answered once it sent the invitation. */
  answer: FamilyChangeAnswer | null
}

export type FamilyInviteEvent = FieldChangeEvent | { type: 'form.submit' } | { type: 'close' } | { type: 'plans.retry' }

const form = formKit<InviteContext, FamilyInviteEvent>(invitePayloadSchema)

/**
 * "Invite someone" on the Family page (the owner): a new line on a plan, bought now on the owner's card and theirs
 * once they accept, or the invitee's existing Ring line moved in; the role (manager or member), the name they go by
 * and their email. The server's refusals (yourself, already in a group, a pending invitation, a full group: 409 or
 * 422) show under their field or as the form's message. The link is emailed and works for 72 hours.
 */
export const familyInviteMachine = setup({
  types: {} as MachineTypes<InviteContext, FamilyInviteEvent> & { output: FamilyFlowOutput },
  actors: {
    /** GET /app/plans: the plans a new line may take. */
    loadPlans: providedByApp<Plan[]>('loadPlans'),
    /** POST /app/family/invites {kind, email, name, role, planId?} */
    sendInvite: providedByApp<FamilyChangeAnswer, InvitePayload>('sendInvite'),
  },
  actions: {
    ...form.actions,
    /** The plans, and the popular one chosen for a new line. */
    keepPlans: assign(({ context }, plans: Plan[]) => ({
      plans,
      values: { ...context.values, planId: context.values.planId || (plans.find((plan) => plan.popular) ?? plans[0])?.id || '' },
    })),
    keepAnswer: assign((_, answer: FamilyChangeAnswer) => ({ answer })),
    keepLoadError: assign(({ event }) => ({ formError: errorOf(event).message })),
  },
  guards: form.guards,
}).createMachine({
  id: 'familyInvite',
  description: 'Invite someone to the group: a new line on a plan or their existing Ring line; their role, name and email.',
  context: { ...formContext<Values>({ kind: 'newLine', email: '', name: '', role: 'member', planId: '' }), plans: [], answer: null },
  initial: 'loadingPlans',
  output: ({ context }) => context.answer,
  states: {
    loadingPlans: readState('The dialog opens with a spinner while the plans are read.', 'loadPlans', {
      onDone: { target: 'editing', actions: withAnswer('keepPlans'), description: 'The form' },
      onError: { target: 'plansFailed', actions: 'keepLoadError', description: 'Could not read the plans' },
    }),
    plansFailed: readFailedDialog('The dialog says the plans could not be read, with Try again and Cancel.', 'plans.retry', 'loadingPlans'),
    editing: {
      description: `The form: "A new line" (with its plan, paid now on your card) or "Their Ring line"; role; name; email; "Send invitation" and "Cancel". Errors show under each field; the link works ${INVITE_VALID_HOURS} hours.`,
      on: {
        ...editingTransitions({ target: 'sending', figures: figuresFor(), submit: 'Send invitation' }),
        close: { target: 'cancelled', description: 'Cancel' },
      },
    },
    sending: callState('"Send invitation" spins; the dialog stays open.', 'sendInvite', {
      input: ({ context }: { context: InviteContext }) => invitePayloadSchema.parse(context.values) as InvitePayload,
      onDone: { target: 'sent', actions: withAnswer('keepAnswer'), description: 'Sent' },
      onError: {
        target: 'editing',
        actions: 'showProviderError',
        description: 'Refused (yourself, already in a group, a pending invitation, the group full): under the field or as a message',
      },
    }),
    sent: { type: 'final', description: 'The dialog closes; the invitation is listed as pending with Resend and Withdraw.' },
    cancelled: { type: 'final', description: 'The dialog closes; nothing is sent.' },
  },
})

/**
 * A family dialog whose read failed: it says so, with Try again (`retry`, which reads again in `target`) and Cancel
 * (the flow ends in `cancelled`, nothing sent).
 */
export function readFailedDialog<const Retry extends string, const Target extends string>(
  description: string,
  retry: Retry,
  target: Target,
) {
  const state = retryState(description, retry, target)
  return { ...state, on: { ...state.on, close: { target: 'cancelled', description: 'Cancel' } } } as const
}

/** The figures of the new line's form (email and name lengths), for the diagram. */
function figuresFor() {
  return formKit<InviteContext, FamilyInviteEvent>(invitePayloadSchema.def.options[0]).figures
}
