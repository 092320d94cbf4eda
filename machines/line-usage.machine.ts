import { assign, setup } from 'xstate'
import type { LineUsage } from '@contract/line-care'
import { providedByApp } from './provided'
import { firstRead, lineIdOf, readyWith, retryState, type MachineTypes } from './chart'

interface LineUsageContext {
  lineId: string
  usage: LineUsage | null
}

export type LineUsageEvent = { type: 'usage.retry' }

export const LINE_USAGE_LOAD_ERROR = "We couldn't load this line's usage."

const lineUsage = setup({
  types: {} as MachineTypes<LineUsageContext, LineUsageEvent, { lineId: string }>,
  actors: { /** GET /app/line-care/lines/{lineId}/usage */ loadUsage: providedByApp<LineUsage, { lineId: string }>('loadUsage') },
  actions: { rememberUsage: assign((_, usage: LineUsage) => ({ usage })) },
})

/**
 * Usage this period on a line's page: data, minutes and texts from the carrier simulator against
 * the plan's allowance, and a daily chart with its table.
 */
export const lineUsageMachine = lineUsage.createMachine({
  id: 'lineUsage',
  description: 'Usage this period: data, minutes and texts of a line against its plan, day by day.',
  context: ({ input }) => ({ lineId: input.lineId, usage: null }),
  initial: 'loading',
  states: {
    loading: firstRead('A spinner while the usage is read.', 'loadUsage', {
      input: lineIdOf,
      onDone: readyWith('rememberUsage', 'The usage against the plan'),
    }),
    failed: retryState('"We couldn\'t load this line\'s usage." with Try again.', 'usage.retry'),
    ready: {
      description:
        'A bar per allowance (data, minutes, texts; unlimited ones say so), the daily data chart, and the same figures as a table.',
    },
  },
})
