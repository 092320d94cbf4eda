import { expect } from 'vitest'
import { describeMachinePaths, type RecordedCall } from '../support/machine-paths'
import { lineUsageSamples } from './line-care.samples'

const asked = (calls: RecordedCall[], name: string) => calls.flatMap((call) => (call.kind === 'actor' && call.name === name ? [call.input] : []))

describeMachinePaths({
  ...lineUsageSamples,
  expectations: {
    loading: ({ snapshot, stepCalls }) => {
      expect(snapshot.hasTag('loading')).toBe(true)
      expect(asked(stepCalls, 'loadUsage')).toEqual([{ lineId: 'line-1' }])
    },
    failed: ({ snapshot }) => {
      expect(snapshot.can({ type: 'usage.retry' })).toBe(true)
      expect(snapshot.context.usage).toBeNull()
    },
    ready: ({ snapshot, event }) => {
      expect(snapshot.context.usage).toEqual((event as { output: unknown }).output)
    },
  },
})
