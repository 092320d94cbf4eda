import { expect } from 'vitest'
import { describeMachinePaths } from '../support/machine-paths'
import { loadsLine } from './expect'
import { lineUsageSamples } from './line-care.samples'

describeMachinePaths({
  ...lineUsageSamples,
  expectations: {
    loading: loadsLine('loadUsage'),
    failed: ({ snapshot, event }) => {
      // "We couldn't load this line's usage." with Try again: the outage answered, no usage shown.
      expect(event).toEqual({ type: 'xstate.error.actor.loadUsage', error: { status: 503, message: 'Ring Mobile is temporarily unavailable. Please try again in a moment.' } })
      expect(snapshot.can({ type: 'usage.retry' })).toBe(true)
      expect(snapshot.context.usage).toBeNull()
    },
    ready: ({ snapshot }) => {
      // The samples' period, written out: Plus, 900 MB of 20 GB, 30 minutes and 12 texts (unlimited), two days.
      expect(snapshot.context.usage).toEqual({
        lineId: 'line-1',
        planName: 'Plus',
        periodStart: '2026-03-02T00:00:00.000Z',
        periodEnd: '2026-04-01T00:00:00.000Z',
        allowance: { dataMb: 20480, minutes: null, texts: null },
        used: { dataMb: 900, minutes: 30, texts: 12 },
        days: [
          { date: '2026-03-02T00:00:00.000Z', dataMb: 600, minutes: 20, texts: 8 },
          { date: '2026-03-03T00:00:00.000Z', dataMb: 300, minutes: 10, texts: 4 },
        ],
      })
      expect(snapshot.can({ type: 'usage.retry' })).toBe(false)
    },
  },
})
