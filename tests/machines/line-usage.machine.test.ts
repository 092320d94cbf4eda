import { expect } from 'vitest'
import { describeMachinePaths } from '../support/machine-paths'
import { loadFailed, loadsLine } from './expect'
import { lineUsageSamples } from './line-care.samples'

describeMachinePaths({
  ...lineUsageSamples,
  expectations: {
    loading: loadsLine('loadUsage'),
    // "We couldn't load this line's usage." with Try again: the outage answered, no usage shown.
    failed: loadFailed(
      'loadUsage',
      { status: 503, message: 'Ring Mobile is temporarily unavailable. Please try again in a moment.' },
      'usage.retry',
      'usage',
    ),
    ready: ({ snapshot }) => {
      // The samples' period, written out: Plus, 900 MB of 20 GB, 30 minutes and 12 texts (unlimited), two days.
      const usage = snapshot.context.usage!
      expect([usage.lineId, usage.planName, usage.periodStart, usage.periodEnd]).toEqual([
        'line-1',
        'Plus',
        '2026-03-02T00:00:00.000Z',
        '2026-04-01T00:00:00.000Z',
      ])
      expect([usage.allowance, usage.used]).toEqual([
        { dataMb: 20480, minutes: null, texts: null },
        { dataMb: 900, minutes: 30, texts: 12 },
      ])
      // The chart's days: 600 MB on 2 March, 300 MB on 3 March.
      expect(usage.days.map((day) => [day.date.slice(0, 10), day.dataMb])).toEqual([
        ['2026-03-02', 600],
        ['2026-03-03', 300],
      ])
      expect(snapshot.can({ type: 'usage.retry' })).toBe(false)
    },
  },
})
