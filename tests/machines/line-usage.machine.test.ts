import { expect } from 'vitest'
import { describeMachinePaths } from '../support/machine-paths'
import { loadsLine } from './expect'
import { lineUsageSamples } from './line-care.samples'

describeMachinePaths({
  ...lineUsageSamples,
  expectations: {
    loading: loadsLine('loadUsage'),
    failed: ({ snapshot }) => {
      expect(snapshot.can({ type: 'usage.retry' })).toBe(true)
      expect(snapshot.context.usage).toBeNull()
    },
    ready: ({ snapshot, event }) => {
      expect(snapshot.context.usage).toEqual((event as { output: unknown }).output)
    },
  },
})
