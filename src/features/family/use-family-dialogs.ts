import { useSelector } from '@xstate/react'
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { familyInviteMachine } from '@machines/family-invite.machine'
import type { familyRequestMachine } from '@machines/family-request.machine'

type InviteActor = ActorRefFrom<typeof familyInviteMachine>
type RequestActor = ActorRefFrom<typeof familyRequestMachine>

/** What both dialogs' flows give their view alike: they read first, then send once. */
export interface DialogFlowApi {
  /** Until the flow has sent or was cancelled. */
  open: boolean
  /** The first read (the plans, the options) is on its way. */
  loading: boolean
  /** The first read failed: `retry` asks again. */
  loadFailed: boolean
  /** Sending: the dialog cannot be closed meanwhile. */
  busy: boolean
  close: () => void
}

/**
 * The states both family dialog flows name alike (machines/family-invite.machine.ts, family-request.machine.ts):
 * `sending`, then `sent`, or `cancelled` by `close`; each names its first read's own states.
 */
interface DialogFlowSnapshot<S extends string> {
  matches(state: 'sending' | 'sent' | 'cancelled' | S): boolean
}

function connectDialogFlow<S extends string>(
  snapshot: DialogFlowSnapshot<S>,
  send: (event: { type: 'close' }) => void,
  read: { loading: S; failed: S },
): DialogFlowApi {
  const busy = snapshot.matches('sending')
  return {
    open: !snapshot.matches('sent') && !snapshot.matches('cancelled'),
    loading: snapshot.matches(read.loading),
    loadFailed: snapshot.matches(read.failed),
    busy,
    close: () => {
      if (!busy) send({ type: 'close' })
    },
  }
}

/** The invitation dialog as its view needs it. */
export interface InviteDialogApi extends DialogFlowApi {
  canSubmit: boolean
  values: { kind: 'newLine' | 'moveLine'; email: string; name: string; role: 'manager' | 'member'; planId: string }
  errors: Partial<Record<'kind' | 'email' | 'name' | 'role' | 'planId', string>>
  formError: string | null
  plans: { id: string; name: string; price: number }[]
  change: (field: 'kind' | 'email' | 'name' | 'role' | 'planId', value: string) => void
  submit: () => void
  retry: () => void
}

function connectInvite(snapshot: SnapshotFrom<InviteActor>, send: InviteActor['send']): InviteDialogApi {
  const flow = connectDialogFlow(snapshot, send, { loading: 'loadingPlans', failed: 'plansFailed' })
  const { values, errors, formError, plans } = snapshot.context
  return {
    ...flow,
    canSubmit: snapshot.matches('editing') || flow.busy,
    values,
    errors,
    formError,
    plans: plans.map((plan) => ({ id: plan.id, name: plan.retailName, price: plan.retailPrice })),
    change: (field, value) => send({ type: 'field.change', field, value }),
    submit: () => send({ type: 'form.submit' }),
    retry: () => send({ type: 'plans.retry' }),
  }
}

/** The running invitation flow (the Family page's child), bound to its dialog. */
export function useInviteDialog(actor: InviteActor): InviteDialogApi {
  const snapshot = useSelector(actor, (s) => s)
  return connectInvite(snapshot, actor.send)
}

/** The request dialog as its view needs it. */
export interface RequestDialogApi extends DialogFlowApi {
  kind: 'addOn' | 'planChange'
  /** The add-ons or the plans (the line's own left out), as radios. */
  items: { id: string; name: string; price: number }[]
  /** The item chosen, or null. */
  itemId: string | null
  hasAddOns: boolean
  error: string | null
  chooseKind: (kind: 'addOn' | 'planChange') => void
  chooseItem: (itemId: string) => void
  submit: () => void
  retry: () => void
}

function connectRequest(snapshot: SnapshotFrom<RequestActor>, send: RequestActor['send']): RequestDialogApi {
  const { options, kind, itemId, error } = snapshot.context
  const items =
    kind === 'addOn'
      ? (options?.addOns ?? []).map((offer) => ({ id: offer.addOnId, name: offer.name, price: offer.total }))
      : (options?.plans ?? []).filter((plan) => !plan.current).map((plan) => ({ id: plan.planId, name: plan.name, price: plan.price }))
  return {
    ...connectDialogFlow(snapshot, send, { loading: 'loadingOptions', failed: 'failed' }),
    kind,
    items,
    itemId,
    hasAddOns: (options?.addOns.length ?? 0) > 0,
    error,
    chooseKind: (next) => send({ type: 'kind.choose', kind: next }),
    chooseItem: (id) => send({ type: 'item.choose', itemId: id }),
    submit: () => send({ type: 'request.submit' }),
    retry: () => send({ type: 'options.retry' }),
  }
}

/** The running request flow (the Family page's child), bound to its dialog. */
export function useRequestDialog(actor: RequestActor): RequestDialogApi {
  const snapshot = useSelector(actor, (s) => s)
  return connectRequest(snapshot, actor.send)
}
