import { expect } from 'vitest'
import { describeMachinePaths } from '../support/machine-paths'
import { asked, loadsOnce, offersRetry } from './expect'
import { notificationsSamples, unsubscribeSamples } from './notifications.samples'

describeMachinePaths({
  ...notificationsSamples,
  expectations: {
    loading: loadsOnce('loadSettings'),
    failed: offersRetry('notifications.retry', 'settings'),
    'ready.idle': ({ snapshot, event }) => {
      const { settings } = snapshot.context
      expect(snapshot.context.pending).toBeNull()
      // Texts only with a phone number; turning one off always works; another customer's line never.
      expect(snapshot.can({ type: 'channel.set', kind: 'dataAlerts', channel: 'text', on: true })).toBe(settings!.textNumber !== null)
      expect(snapshot.can({ type: 'channel.set', kind: 'dataAlerts', channel: 'text', on: false })).toBe(true)
      expect(snapshot.can({ type: 'threshold.set', lineId: 'someone-elses-line', threshold: 90, on: false })).toBe(false)
      if (event?.type === 'xstate.done.actor.saveSetting') {
        expect(snapshot.context.notice).toBe('Your notification settings are saved.')
        expect(settings!.kinds.dataAlerts).toEqual({ email: true, text: true })
      }
      if (event?.type === 'xstate.error.actor.saveSetting') expect(snapshot.context.error).toBe('We could not find this line')
    },
    'ready.saving': ({ snapshot, events, stepCalls }) => {
      expect(snapshot.hasTag('busy')).toBe(true)
      // The change written out: the switch the customer flipped, nothing else.
      const last = events.at(-1) as { type: string; kind?: string; channel?: string; lineId?: string; threshold?: number; on: boolean }
      const { type: _type, ...change } = last
      expect(asked(stepCalls, 'saveSetting')).toEqual([change])
      expect(snapshot.can({ type: 'channel.set', kind: 'dataAlerts', channel: 'email', on: false })).toBe(false)
    },
  },
})

describeMachinePaths({
  ...unsubscribeSamples,
  expectations: {
    checking: ({ snapshot, stepCalls }) => {
      expect(snapshot.hasTag('loading')).toBe(true)
      expect(asked(stepCalls, 'readLink')).toEqual([{ token: snapshot.context.token }])
    },
    unreachable: ({ snapshot }) => {
      expect(snapshot.can({ type: 'unsubscribe.retry' })).toBe(true)
      expect(snapshot.context.error).toBe('Ring Mobile is temporarily unavailable. Please try again in a moment.')
    },
    invalid: ({ snapshot, calls }) => {
      expect(snapshot.context.error).toMatch(/^This unsubscribe link is not valid/)
      // Nothing was changed.
      expect(asked(calls, 'unsubscribe')).toEqual([])
      expect(snapshot.can({ type: 'unsubscribe.confirm' })).toBe(false)
    },
    asking: ({ snapshot, event }) => {
      expect(snapshot.context.info).toMatchObject({ kindLabel: 'Data alerts', email: 'd•••@example.com' })
      if (event?.type === 'xstate.error.actor.unsubscribe') expect(snapshot.context.error).toMatch(/temporarily unavailable/)
    },
    unsubscribing: ({ snapshot, stepCalls }) => {
      expect(snapshot.hasTag('busy')).toBe(true)
      expect(asked(stepCalls, 'unsubscribe')).toEqual([{ token: snapshot.context.token }])
    },
    done: ({ snapshot, calls, events }) => {
      // Either the link just turned the emails off, or they were off already (nothing sent then).
      if (snapshot.context.message) {
        expect(snapshot.context.message).toBe('You will no longer get data alerts by email.')
        // One call per Unsubscribe the customer pressed (a failed one was pressed again).
        expect(asked(calls, 'unsubscribe')).toHaveLength(events.filter((event) => event.type === 'unsubscribe.confirm').length)
      } else {
        expect(snapshot.context.info?.done).toBe(true)
        expect(asked(calls, 'unsubscribe')).toEqual([])
      }
    },
  },
})
