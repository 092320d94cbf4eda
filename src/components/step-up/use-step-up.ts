import { useSelector } from '@xstate/react'
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import { stepUpMachine, type StepUpMethod } from '@machines/step-up.machine'
import type { StepUpPayload } from '@contract/security'
import { apiActor } from '@/lib/api-actor'

/** "Confirm it's you" as its dialog needs it. */
export interface StepUpApi {
  /** The dialog is up (not while the session's proof is being checked). */
  open: boolean
  method: StepUpMethod
  /** The other ways this customer has, to offer as links. */
  otherMethods: StepUpMethod[]
  secret: string
  error: string | null
  busy: boolean
  change: (value: string) => void
  choose: (method: StepUpMethod) => void
  submit: () => void
  cancel: () => void
}

type StepUpSnapshot = SnapshotFrom<typeof stepUpMachine>
type StepUpActor = ActorRefFrom<typeof stepUpMachine>

/** Pure: the child's snapshot and send in, the dialog's API out. */
function connectStepUp(snapshot: StepUpSnapshot, send: StepUpActor['send']): StepUpApi {
  const { methods, method } = snapshot.context
  const all: StepUpMethod[] = ['password', ...(methods.totp ? (['code'] as const) : []), ...(methods.passkey ? (['passkey'] as const) : [])]
  const busy = snapshot.hasTag('busy')
  return {
    open: !snapshot.matches('checking') && snapshot.status === 'active',
    method,
    otherMethods: all.filter((other) => other !== method),
    secret: snapshot.context.secret,
    error: snapshot.context.error,
    busy,
    change: (value) => send({ type: 'secret.change', value }),
    choose: (next) => send({ type: 'method.choose', method: next }),
    submit: () => send({ type: 'stepUp.submit' }),
    cancel: () => {
      if (!busy) send({ type: 'stepUp.cancel' })
    },
  }
}

/**
 * The step-up flow with its real calls, for a flow that invokes it as its `stepUp` child. The calls' modules (the
 * security endpoints, and the passkey prompt with @simplewebauthn/browser) load with the first call: a page that
 * offers a guarded change does not carry them with its first load (.size-limit.ts).
 */
export const stepUpWithCalls = stepUpMachine.provide({
  actors: {
    checkProof: apiActor(async (_: unknown, signal) => (await import('@/api/security')).getProofState(signal)),
    proveIdentity: apiActor(async (body: StepUpPayload, signal) => (await import('@/api/security')).stepUp(body, signal)),
    proveWithPasskey: apiActor(async (_: unknown, signal) => (await import('@/api/passkeys')).proveWithPasskey(signal)),
  },
})

/** What a flow that asks "Confirm it's you" before its changes hands its dialogs. */
export interface StepUpDialogsApi {
  /** The step-up child, while it runs (for StepUpDialog). */
  stepUpActor: StepUpActor | undefined
  /** Closes whichever dialog is open, unless a call is in flight. */
  close: () => void
}

/** Pure: the step-up child of a flow that invokes it as `stepUp`, and its `close` event, held while busy. */
export function connectStepUpDialogs(
  snapshot: { hasTag: (tag: 'busy') => boolean; children: { stepUp?: StepUpActor } },
  send: (event: { type: 'close' }) => void,
): StepUpDialogsApi {
  return {
    stepUpActor: snapshot.children.stepUp,
    close: () => {
      if (!snapshot.hasTag('busy')) send({ type: 'close' })
    },
  }
}

/** The child's dialog API, selected into the component (the child exists only while it runs). */
export function useStepUp(actor: StepUpActor): StepUpApi {
  const snapshot = useSelector(actor, (s) => s)
  return connectStepUp(snapshot, actor.send)
}
