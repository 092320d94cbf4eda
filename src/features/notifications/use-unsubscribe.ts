import { useSearch } from '@tanstack/react-router'
import type { SnapshotFrom } from 'xstate'
import { unsubscribeMachine, type UnsubscribeEvent } from '@machines/unsubscribe.machine'
import { getUnsubscribeInfo, unsubscribe } from '@/api/notifications'
import { apiActor } from '@/lib/api-actor'
import { useFlow } from '@/lib/flow'

type Snapshot = SnapshotFrom<typeof unsubscribeMachine>

/** The unsubscribe page as the view needs it. */
export interface UnsubscribeApi {
  checking: boolean
  /** The link was changed or names nobody: nothing changes. */
  invalid: boolean
  /** The link could not be checked (an outage): `retry`. */
  unreachable: boolean
  /** What Unsubscribe turns off: 'Data alerts by email to d•••@example.com', or null. */
  what: string | null
  asking: boolean
  busy: boolean
  done: boolean
  /** The answer once done ('You will no longer get data alerts by email.'). */
  message: string | null
  error: string | null
  confirm: () => void
  retry: () => void
}

function connect(snapshot: Snapshot, send: (event: UnsubscribeEvent) => void): UnsubscribeApi {
  const { info, message, error } = snapshot.context
  const done = snapshot.matches('done')
  return {
    checking: snapshot.hasTag('loading'),
    invalid: snapshot.matches('invalid'),
    unreachable: snapshot.matches('unreachable'),
    what: info ? `${info.kindLabel} by email to ${info.email}` : null,
    asking: snapshot.matches('asking') || snapshot.matches('unsubscribing'),
    busy: snapshot.hasTag('busy'),
    done,
    message: done ? (message ?? `${info?.kindLabel ?? 'These'} emails are already off.`) : null,
    error,
    confirm: () => send({ type: 'unsubscribe.confirm' }),
    retry: () => send({ type: 'unsubscribe.retry' }),
  }
}

/** Binds the unsubscribe machine to the link's token (the page's `?token=`) and its two calls. */
export function useUnsubscribe(): UnsubscribeApi {
  const { token } = useSearch({ strict: false }) as { token?: string }
  return useFlow(
    unsubscribeMachine,
    {
      actors: {
        readLink: apiActor(getUnsubscribeInfo),
        unsubscribe: apiActor(unsubscribe),
      },
      input: { token: token ?? '' },
    },
    connect,
  )
}
