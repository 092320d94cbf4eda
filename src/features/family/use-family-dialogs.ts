import { useSelector } from '@xstate/react'
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { familyInviteMachine } from '@machines/family-invite.machine'
import type { familyRequestMachine } from '@machines/family-request.machine'

type InviteActor = ActorRefFrom<typeof familyInviteMachine>
type RequestActor = ActorRefFrom<typeof familyRequestMachine>

/** The invitation dialog as its view needs it. */
export interface InviteDialogApi {
  open: boolean
  loading: boolean
  loadFailed: boolean
  busy: boolean
  canSubmit: boolean
  values: { kind: 'newLine' | 'moveLine'; email: string; name: string; role: 'manager' | 'member'; planId: string }
  errors: Partial<Record<'kind' | 'email' | 'name' | 'role' | 'planId', string>>
  formError: string | null
  plans: { id: string; name: string; price: number }[]
  change: (field: 'kind' | 'email' | 'name' | 'role' | 'planId', value: string) => void
  submit: () => void
  retry: () => void
  close: () => void
}

function connectInvite(snapshot: SnapshotFrom<InviteActor>, send: InviteActor['send']): InviteDialogApi {
  const busy = snapshot.matches('sending')
  const { values, errors, formError, plans } = snapshot.context
  return {
    open: !snapshot.matches('sent') && !snapshot.matches('cancelled'),
    loading: snapshot.matches('loadingPlans'),
    loadFailed: snapshot.matches('plansFailed'),
    busy,
    canSubmit: snapshot.matches('editing') || busy,
    values,
    errors,
    formError,
    plans: plans.map((plan) => ({ id: plan.id, name: plan.retailName, price: plan.retailPrice })),
    change: (field, value) => send({ type: 'field.change', field, value }),
    submit: () => send({ type: 'form.submit' }),
    retry: () => send({ type: 'plans.retry' }),
    close: () => {
      if (!busy) send({ type: 'close' })
    },
  }
}

/** The running invitation flow (the Family page's child), bound to its dialog. */
export function useInviteDialog(actor: InviteActor): InviteDialogApi {
  const snapshot = useSelector(actor, (s) => s)
  return connectInvite(snapshot, actor.send)
}

/** The request dialog as its view needs it. */
export interface RequestDialogApi {
  open: boolean
  loading: boolean
  loadFailed: boolean
  busy: boolean
  kind: 'addOn' | 'planChange'
  /** The add-ons or the plans (the line's own left out), as radios. */
  items: { id: string; name: string; price: number; chosen: boolean; choose: () => void }[]
  hasAddOns: boolean
  error: string | null
  chooseKind: (kind: 'addOn' | 'planChange') => void
  submit: () => void
  retry: () => void
  close: () => void
}

function connectRequest(snapshot: SnapshotFrom<RequestActor>, send: RequestActor['send']): RequestDialogApi {
  const busy = snapshot.matches('sending')
  const { options, kind, itemId, error } = snapshot.context
  const items =
    kind === 'addOn'
      ? (options?.addOns ?? []).map((offer) => ({ id: offer.addOnId, name: offer.name, price: offer.total }))
      : (options?.plans ?? []).filter((plan) => !plan.current).map((plan) => ({ id: plan.planId, name: plan.name, price: plan.price }))
  return {
    open: !snapshot.matches('sent') && !snapshot.matches('cancelled'),
    loading: snapshot.matches('loadingOptions'),
    loadFailed: snapshot.matches('failed'),
    busy,
    kind,
    items: items.map((item) => ({ ...item, chosen: item.id === itemId, choose: () => send({ type: 'item.choose', itemId: item.id }) })),
    hasAddOns: (options?.addOns.length ?? 0) > 0,
    error,
    chooseKind: (next) => send({ type: 'kind.choose', kind: next }),
    submit: () => send({ type: 'request.submit' }),
    retry: () => send({ type: 'options.retry' }),
    close: () => {
      if (!busy) send({ type: 'close' })
    },
  }
}

/** The running request flow (the Family page's child), bound to its dialog. */
export function useRequestDialog(actor: RequestActor): RequestDialogApi {
  const snapshot = useSelector(actor, (s) => s)
  return connectRequest(snapshot, actor.send)
}
